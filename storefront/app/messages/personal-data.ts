import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { personalData as en } from './en/personal-data';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/personal-data').then((words) => words.personalData),
  tpi: () => import('./tpi/personal-data').then((words) => words.personalData),
});

/** "Your Data" and the delete page's strings for the visitor's language (ADR 0051). */
export function usePersonalDataMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function personalDataMessages() {
  return pick(byLanguage);
}
