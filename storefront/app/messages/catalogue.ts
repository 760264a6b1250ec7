import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { catalogue as en } from './en/catalogue';
import { catalogue as tpi } from './tpi/catalogue';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The catalogue screen's strings for the visitor's language. */
export function useCatalogueMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function catalogueMessages() {
  return pick(byLanguage);
}
