import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { auth as en } from './en/auth';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/auth').then((words) => words.auth),
  tpi: () => import('./tpi/auth').then((words) => words.auth),
});

/** The sign-in page's strings for the visitor's language. */
export function useAuthMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, actions). */
export function authMessages() {
  return pick(byLanguage);
}
