/**
 * What may trust an account's contacts (ADR 0035): an email address or a phone number counts only once a link sent
 * to it was opened. Organisations name their administrators by email (ADR 0029) and match invitations by email or
 * phone, so an address typed at registration grants nothing until it is verified.
 */
import type { Core } from '@strapi/strapi';
import type { Contact, VerifyFirst } from '../../contract/verification';
import { organisationsAdministeredBy } from './organisations';

export type ContactHolder = {
  email: string;
  mobilePhone: string | null;
  emailVerifiedAt?: string | Date | null;
  phoneVerifiedAt?: string | Date | null;
};

/** The address a contact names on this account ('' for a phone it does not have). */
export function contactOf(user: ContactHolder, contact: Contact): string {
  return contact === 'email' ? user.email : (user.mobilePhone ?? '');
}

export function isVerified(user: ContactHolder, contact: Contact): boolean {
  return contact === 'email' ? Boolean(user.emailVerifiedAt) : Boolean(user.mobilePhone && user.phoneVerifiedAt);
}

/**
 * What an invited learner must verify before accepting: the contact the organisation's list matched. An invitation
 * made before the match was recorded asks for every contact the account has.
 */
export function verifyFirst(user: ContactHolder, matchedBy: Contact | null | undefined): VerifyFirst {
  const needed: Contact[] = matchedBy ? [matchedBy] : user.mobilePhone ? ['email', 'phone'] : ['email'];
  return needed.find((contact) => !isVerified(user, contact)) ?? null;
}

/**
 * The organisations the account administers: none while its email is not verified, and then whether verifying it
 * would open any (without naming them: the address is not known to be this person's yet).
 */
export async function administeredOrganisations(strapi: Core.Strapi, user: ContactHolder) {
  const listed = await organisationsAdministeredBy(strapi, user.email);
  if (isVerified(user, 'email')) return { organisations: listed, verifyEmailToAdminister: false };
  return { organisations: [] as typeof listed, verifyEmailToAdminister: listed.length > 0 };
}
