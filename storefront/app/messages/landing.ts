import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { landing as en } from './en/landing';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/landing').then((words) => words.landing),
  tpi: () => import('./tpi/landing').then((words) => words.landing),
});

/** The landing screen's strings for the visitor's language. */
export function useLandingMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function landingMessages() {
  return pick(byLanguage);
}
