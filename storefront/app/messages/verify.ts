import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { verify as en } from './en/verify';
import { verify as tpi } from './tpi/verify';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The verification page's strings for the visitor's language. */
export function useVerifyMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function verifyMessages() {
  return pick(byLanguage);
}
