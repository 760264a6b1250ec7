import { awareness } from './en/awareness';

/** The awareness screen's strings for the visitor's language. */
export function useAwarenessMessages() {
  return awareness;
}

/** The same strings outside components (route `meta`). */
export function awarenessMessages() {
  return awareness;
}
