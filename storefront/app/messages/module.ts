import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { courseModule as en } from './en/module';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/module').then((words) => words.courseModule),
  tpi: () => import('./tpi/module').then((words) => words.courseModule),
});

/** The module player's strings for the visitor's language. */
export function useModuleMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function moduleMessages() {
  return pick(byLanguage);
}
