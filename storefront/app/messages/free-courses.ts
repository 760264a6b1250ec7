import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { freeCourses as en } from './en/free-courses';
import { freeCourses as tpi } from './tpi/free-courses';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The free courses screen's strings for the visitor's language. */
export function useFreeCoursesMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function freeCoursesMessages() {
  return pick(byLanguage);
}
