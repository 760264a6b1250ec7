import { createContext, useContext } from 'react';

/** The request's CSP nonce, provided by entry.server.tsx. In the browser it is empty (nonces are not readable). */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
