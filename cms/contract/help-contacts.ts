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

/**
 * How content names a contact (ADR 0045): `{{contact:KEY}}` in a lesson, an FAQ answer or an alert, resolved when it
 * is served from the list, so that a number is written once and a learner never reads one no person has checked.
 */
export const CONTACT_REFERENCE = /\{\{contact:([a-z0-9][a-z0-9-]*)\}\}/g;

/** The keys a text names, in order of first use. */
export function contactKeysIn(text: string): string[] {
  return [...new Set([...text.matchAll(CONTACT_REFERENCE)].map((match) => match[1]!))];
}

/** A contact as references resolve it: every published contact, confirmed or not. */
export type ContactForReference = {
  key: string;
  name: string;
  phone?: string | null;
  website?: string | null;
  lastCheckedAt?: string | null;
  checkedBy?: string | null;
};

/** Digits a phone dials: `tel:` links drop spaces and dashes, keep a leading +. */
export const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * `text` with each reference replaced: a confirmed contact by its name and phone (or website), an unconfirmed one by
 * its name alone, an unknown key by nothing. `markdown` makes the phone a `tel:` link (lessons); `text` keeps it plain
 * (FAQ answers, alerts, Kumul). `editor` shows what is missing: "(phone to be confirmed)" after an unconfirmed name
 * and "[unknown help contact: KEY]" for a key the list does not have; learners never see either.
 */
export function resolveContactReferences(
  text: string,
  contacts: ReadonlyArray<ContactForReference>,
  format: 'markdown' | 'text' | 'editor' = 'text',
): string {
  if (!text.includes('{{contact:')) return text;
  const byKey = new Map(contacts.map((contact) => [contact.key, contact]));
  return text.replace(CONTACT_REFERENCE, (_, key: string) => {
    const contact = byKey.get(key);
    if (!contact) return format === 'editor' ? `[unknown help contact: ${key}]` : '';
    if (!isConfirmed(contact)) return format === 'editor' ? `${contact.name} (phone to be confirmed)` : contact.name;
    const phone = contact.phone?.trim();
    if (phone)
      return format === 'markdown'
        ? `${contact.name} ([${phone}](tel:${dialable(phone)}))`
        : `${contact.name} (${phone})`;
    const website = contact.website?.trim();
    return website ? `${contact.name} (${website})` : contact.name;
  });
}
