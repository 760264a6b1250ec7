/**
 * Learners as the account services see them: finding one by email or phone, and the fields the storefront may
 * receive (never the password hash, the phone number, or Strapi's permission role).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { normalisePhone } from './contact';
import { hashPassword, inTurn } from './passwords';
import { isVerified } from './verified-contacts';
import type { SessionUser } from '../api/account/services/sessions';

export const USER_UID = 'plugin::users-permissions.user';

export type PublicUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  organization: string | null;
  hasConsentedToDataUse: boolean;
  consentedToDataUseAt: string | null;
  profilePhotoKey: string | null;
  hasPhone: boolean;
  /** A link sent to the address was opened (ADR 0035). */
  emailVerified: boolean;
  phoneVerified: boolean;
  createdAt: string;
};

export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.documentId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.audienceRole,
    organization: user.organization,
    hasConsentedToDataUse: Boolean(user.hasConsentedToDataUse),
    consentedToDataUseAt: user.consentedToDataUseAt,
    profilePhotoKey: user.profilePhotoKey,
    hasPhone: Boolean(user.mobilePhone),
    emailVerified: isVerified(user, 'email'),
    phoneVerified: isVerified(user, 'phone'),
    createdAt: user.createdAt,
  };
}

/** The name printed on certificates: first and last name as the learner gave them. */
export function fullName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

// Users are not a draft-and-publish type and their numeric id is what sessions hold, so the query engine is used.
export function findUserByEmail(strapi: Core.Strapi, email: string): Promise<SessionUser | null> {
  // Query engine: users-permissions users, by their email (see above).
  return strapi.db.query(USER_UID).findOne({ where: { email: email.trim().toLowerCase() } });
}

/** A number with fewer than 8 digits matches no one (it would match every account stored without a phone). */
export async function findUserByPhone(strapi: Core.Strapi, phone: string): Promise<SessionUser | null> {
  if (phone.replace(/\D/g, '').length < 8) return null;
  // Query engine: users-permissions users, by their private phone number.
  return strapi.db.query(USER_UID).findOne({ where: { mobilePhone: normalisePhone(phone) } });
}

export function findUserById(strapi: Core.Strapi, id: number): Promise<SessionUser> {
  // Query engine: users-permissions users, by the numeric id sessions hold.
  return strapi.db.query(USER_UID).findOne({ where: { id } });
}

/** A refusal tied to one form field, so the storefront shows it at that field. */
export function fieldError(field: string, message: string): errors.ValidationError {
  return new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

/**
 * Sets an account's password: hashed off the event loop, in the turn of the network asking (lib/passwords.ts), and
 * written by the query engine, which stores the hash as it is (the Document Service would hash it again). Answers
 * the new hash.
 */
export async function setPassword(strapi: Core.Strapi, id: number, password: string, network: string): Promise<string> {
  const hashed = await inTurn(network, () => hashPassword(password));
  await storePasswordHash(strapi, id, hashed);
  return hashed;
}

/** Stores a hash made by lib/passwords.ts as it is. */
export async function storePasswordHash(strapi: Core.Strapi, id: number, hashed: string): Promise<void> {
  // Query engine: the hash stored as it is (the Document Service would bcrypt it again).
  await strapi.db.query(USER_UID).update({ where: { id }, data: { password: hashed } });
}

/** The account's stored password hash ('' when it has none): device tokens are bound to it (lib/trusted-device.ts). */
export async function passwordHashOf(strapi: Core.Strapi, id: number): Promise<string> {
  // Query engine: the password hash, a private field of the users-permissions user.
  const stored: { password?: string | null } | null = await strapi.db
    .query(USER_UID)
    .findOne({ where: { id }, select: ['password'] });
  return stored?.password ?? '';
}
