import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { freeCourses as en } from './en/free-courses';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/free-courses').then((words) => words.freeCourses),
  tpi: () => import('./tpi/free-courses').then((words) => words.freeCourses),
});

/** The free courses screen's strings for the visitor's language. */
export function useFreeCoursesMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function freeCoursesMessages() {
  return pick(byLanguage);
}
