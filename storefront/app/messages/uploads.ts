import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { uploads as en } from './en/uploads';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/uploads').then((words) => words.uploads),
  tpi: () => import('./tpi/uploads').then((words) => words.uploads),
});

/** Upload refusals for the visitor's language (the profile screen). */
export function useUploadMessages() {
  return pick(byLanguage);
}
