import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { profile as en } from './en/profile';
import { profile as tpi } from './tpi/profile';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The profile screen's strings for the visitor's language. */
export function useProfileMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, actions). */
export function profileMessages() {
  return pick(byLanguage);
}
