// What server.mjs passes to every loader, action and entry.server: the request's CSP nonce.
declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting a library type needs an interface
  interface AppLoadContext {
    cspNonce?: string;
    /** The visitor's network address (behind a trusted proxy, the one it reports). */
    clientIp?: string;
    userAgent?: string;
  }
}

export {};
