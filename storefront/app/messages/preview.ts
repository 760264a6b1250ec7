import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { preview as en } from './en/preview';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/preview').then((words) => words.preview),
  tpi: () => import('./tpi/preview').then((words) => words.preview),
});

/** The preview pages' strings for the visitor's language. */
export function usePreviewMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function previewMessages() {
  return pick(byLanguage);
}
