import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { organisationAdmin as en } from './en/organisation-admin';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/organisation-admin').then((words) => words.organisationAdmin),
  tpi: () => import('./tpi/organisation-admin').then((words) => words.organisationAdmin),
});

/** The organisation administrator's pages' strings for the visitor's language. */
export function useOrganisationAdminMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function organisationAdminMessages() {
  return pick(byLanguage);
}
