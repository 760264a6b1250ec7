import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { certificate as en } from './en/certificate';
import { certificate as tpi } from './tpi/certificate';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The certificate screen's strings for the visitor's language, or for `language`: a certificate's own words are in
 * the language it was issued in (ADR 0049), whatever language the page around it is read in. */
export function useCertificateMessages(language?: Language) {
  return pick(byLanguage, language);
}

/** The same strings outside components (route `meta`, the PDF). */
export function certificateMessages(language?: Language) {
  return pick(byLanguage, language);
}
