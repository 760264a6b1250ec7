import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { verify as en } from './en/verify';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/verify').then((words) => words.verify),
  tpi: () => import('./tpi/verify').then((words) => words.verify),
});

/** The verification page's strings for the visitor's language. */
export function useVerifyMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function verifyMessages() {
  return pick(byLanguage);
}
