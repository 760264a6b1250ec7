import { verify } from './en/verify';

/** The verification page's strings for the visitor's language. */
export function useVerifyMessages() {
  return verify;
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function verifyMessages() {
  return verify;
}
