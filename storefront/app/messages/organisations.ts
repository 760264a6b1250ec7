import { organisations } from './en/organisations';

/** The member's organisation strings for the visitor's language. */
export function useOrganisationMessages() {
  return organisations;
}

/** The same strings outside components (route `meta`, loaders, actions). */
export function organisationMessages() {
  return organisations;
}
