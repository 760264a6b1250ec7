import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { offline as en } from './en/offline';
import { offline as tpi } from './tpi/offline';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** Offline learning's strings for the visitor's language. */
export function useOfflineMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (the service worker's offline page). */
export function offlineMessages() {
  return pick(byLanguage);
}
