import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { auth as en } from './en/auth';
import { auth as tpi } from './tpi/auth';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The sign-in page's strings for the visitor's language. */
export function useAuthMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, actions). */
export function authMessages() {
  return pick(byLanguage);
}
