import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { course as en } from './en/course';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/course').then((words) => words.course),
  tpi: () => import('./tpi/course').then((words) => words.course),
});

/** The course screen's strings for the visitor's language. */
export function useCourseMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function courseMessages() {
  return pick(byLanguage);
}
