import { offline } from './en/offline';

/** Offline learning's strings for the visitor's language. */
export function useOfflineMessages() {
  return offline;
}

/** The same strings outside components (the service worker's offline page). */
export function offlineMessages() {
  return offline;
}
