import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { awareness as en } from './en/awareness';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/awareness').then((words) => words.awareness),
  tpi: () => import('./tpi/awareness').then((words) => words.awareness),
});

/** The awareness screen's strings for the visitor's language. */
export function useAwarenessMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function awarenessMessages() {
  return pick(byLanguage);
}
