import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { course as en } from './en/course';
import { course as tpi } from './tpi/course';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The course screen's strings for the visitor's language. */
export function useCourseMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function courseMessages() {
  return pick(byLanguage);
}
