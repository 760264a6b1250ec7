import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { catalogue as en } from './en/catalogue';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/catalogue').then((words) => words.catalogue),
  tpi: () => import('./tpi/catalogue').then((words) => words.catalogue),
});

/** The catalogue screen's strings for the visitor's language. */
export function useCatalogueMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function catalogueMessages() {
  return pick(byLanguage);
}
