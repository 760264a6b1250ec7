import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { organisations as en } from './en/organisations';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/organisations').then((words) => words.organisations),
  tpi: () => import('./tpi/organisations').then((words) => words.organisations),
});

/** The member's organisation strings for the visitor's language. */
export function useOrganisationMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function organisationMessages() {
  return pick(byLanguage);
}
