import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { profile as en } from './en/profile';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/profile').then((words) => words.profile),
  tpi: () => import('./tpi/profile').then((words) => words.profile),
});

/** The profile screen's strings for the visitor's language. */
export function useProfileMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, actions). */
export function profileMessages() {
  return pick(byLanguage);
}
