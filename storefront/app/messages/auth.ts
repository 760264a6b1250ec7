import { auth } from './en/auth';

/** The sign-in page's strings for the visitor's language. */
export function useAuthMessages() {
  return auth;
}

/** The same strings outside components (route `meta`, actions). */
export function authMessages() {
  return auth;
}
