import { profile } from './en/profile';

/** The profile screen's strings for the visitor's language. */
export function useProfileMessages() {
  return profile;
}

/** The same strings outside components (route `meta`, actions). */
export function profileMessages() {
  return profile;
}
