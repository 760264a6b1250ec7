import { pick, wordsFor, type Language } from '~/lib/language';
import type { Translation } from './types';
import type { certificate as en } from './en/certificate';

// Both languages reach the browser (ADR 0050): a certificate is shown in the language it was issued in, which may
// not be the page's (ADR 0049).
const byLanguage = await wordsFor<Translation<typeof en>>(
  {
    en: () => import('./en/certificate').then((words) => words.certificate),
    tpi: () => import('./tpi/certificate').then((words) => words.certificate),
  },
  { every: true },
);

/** The certificate screen's strings for the visitor's language, or for `language`: a certificate's own words are in
 * the language it was issued in (ADR 0049), whatever language the page around it is read in. */
export function useCertificateMessages(language?: Language) {
  return pick(byLanguage, language);
}

/** The same strings outside components (route `meta`, the PDF). */
export function certificateMessages(language?: Language) {
  return pick(byLanguage, language);
}
