import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { certificate as en } from './en/certificate';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/certificate').then((words) => words.certificate),
  tpi: () => import('./tpi/certificate').then((words) => words.certificate),
});

/** The certificate screen's strings for the visitor's language. */
export function useCertificateMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function certificateMessages() {
  return pick(byLanguage);
}
