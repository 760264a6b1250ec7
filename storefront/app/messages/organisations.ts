import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { organisations as en } from './en/organisations';
import { organisations as tpi } from './tpi/organisations';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The member's organisation strings for the visitor's language. */
export function useOrganisationMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function organisationMessages() {
  return pick(byLanguage);
}
