import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { about as en } from './en/about';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/about').then((words) => words.about),
  tpi: () => import('./tpi/about').then((words) => words.about),
});

/** The About screen's strings for the visitor's language. */
export function useAboutMessages() {
  return pick(byLanguage);
}
