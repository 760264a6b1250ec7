import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { offline as en } from './en/offline';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/offline').then((words) => words.offline),
  tpi: () => import('./tpi/offline').then((words) => words.offline),
});

/** Offline learning's strings for the visitor's language. */
export function useOfflineMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (the service worker's offline page). */
export function offlineMessages() {
  return pick(byLanguage);
}
