import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { organisationAdmin as en } from './en/organisation-admin';
import { organisationAdmin as tpi } from './tpi/organisation-admin';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The organisation administrator's pages' strings for the visitor's language. */
export function useOrganisationAdminMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function organisationAdminMessages() {
  return pick(byLanguage);
}
