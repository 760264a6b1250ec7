import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { privacy as en } from './en/privacy';
import { privacy as tpi } from './tpi/privacy';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The privacy screen's strings for the visitor's language. */
export function usePrivacyMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function privacyMessages() {
  return pick(byLanguage);
}
