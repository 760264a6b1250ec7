import { privacy } from './en/privacy';

/** The privacy screen's strings for the visitor's language. */
export function usePrivacyMessages() {
  return privacy;
}

/** The same strings outside components (route `meta`). */
export function privacyMessages() {
  return privacy;
}
