import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { privacy as en } from './en/privacy';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/privacy').then((words) => words.privacy),
  tpi: () => import('./tpi/privacy').then((words) => words.privacy),
});

/** The privacy screen's strings for the visitor's language. */
export function usePrivacyMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function privacyMessages() {
  return pick(byLanguage);
}
