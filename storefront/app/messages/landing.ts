import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { landing as en } from './en/landing';
import { landing as tpi } from './tpi/landing';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The landing screen's strings for the visitor's language. */
export function useLandingMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function landingMessages() {
  return pick(byLanguage);
}
