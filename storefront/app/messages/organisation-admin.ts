import { organisationAdmin } from './en/organisation-admin';

/** The organisation administrator's pages' strings for the visitor's language. */
export function useOrganisationAdminMessages() {
  return organisationAdmin;
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function organisationAdminMessages() {
  return organisationAdmin;
}
