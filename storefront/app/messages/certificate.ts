import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { certificate as en } from './en/certificate';
import { certificate as tpi } from './tpi/certificate';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The certificate screen's strings for the visitor's language. */
export function useCertificateMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function certificateMessages() {
  return pick(byLanguage);
}
