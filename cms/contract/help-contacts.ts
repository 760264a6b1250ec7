/**
 * The verified help list (ADR 0042): what the CMS's public API answers of each contact a person has checked, and
 * what the storefront shows. A contact without both `lastCheckedAt` and `checkedBy` is unconfirmed: editors see it
 * as "to be confirmed", learners never see it.
 */
export type HelpContact = {
  key: string;
  name: string;
  purpose: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  hours: string | null;
  lastCheckedAt: string;
};

/** The fields learners are answered, in this order; `checkedBy` (a staff member's name) stays in the CMS. */
export const HELP_CONTACT_PUBLIC_FIELDS = [
  'key',
  'name',
  'purpose',
  'phone',
  'email',
  'website',
  'hours',
  'lastCheckedAt',
] as const satisfies ReadonlyArray<keyof HelpContact>;

/** A contact is confirmed when a person has checked it: a date and who checked, both present. */
export function isConfirmed(contact: { lastCheckedAt?: string | null; checkedBy?: string | null }): boolean {
  return Boolean(contact.lastCheckedAt) && Boolean(contact.checkedBy?.trim());
}

/** The public path of the list under the CMS's /api/ (GET, no token). */
export const HELP_CONTACTS_PATH = 'help-contacts/confirmed';
