// What server.mjs passes to every loader, action and entry.server: the request's CSP nonce.
declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting a library type needs an interface
  interface AppLoadContext {
    cspNonce?: string;
  }
}

export {};
