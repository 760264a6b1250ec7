import { landing } from './en/landing';

/** The landing screen's strings for the visitor's language. */
export function useLandingMessages() {
  return landing;
}

/** The same strings outside components (route `meta`). */
export function landingMessages() {
  return landing;
}
