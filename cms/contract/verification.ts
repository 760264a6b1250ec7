/**
 * Verified contacts (ADR 0035): an account's email address and phone number are each proven by a link sent to them
 * (by email, or by WhatsApp for a phone) before anything trusts them: an organisation's administrator rights (its
 * list names emails) and an organisation's invitation matched by email or phone. Shared by the CMS and the storefront.
 *
 * - POST /api/account/verification/confirm {token}  (token only)  → ConfirmAnswer
 *        404 in words: no such link (or it was for an address the account no longer has);
 *        410 in words: the link has expired, or was used and its address is not verified (a new one can be sent)
 * - POST /api/account/verification/send {contact}   (learner)     → SentAnswer (429 in words past the limits; 400 when
 *        the account has no phone)
 * - POST /api/account/verification/resend {token}   (token only)  → SentAnswer: a new link to the address an expired
 *        or used link was sent to, for a person who is not signed in where they opened it (404 / 429 in words)
 */
import { z } from 'zod';
import { inCurrentLanguage } from './language';
import { verificationMessages as tokPisin } from './tpi/verification';

/** Which of the account's contacts: its email address, or its mobile phone (reached by WhatsApp). */
export const CONTACTS = ['email', 'phone'] as const;
export type Contact = (typeof CONTACTS)[number];

/** A verification link works once, for this long. */
export const VERIFICATION_LINK_LIFETIME_HOURS = 24;

export type ConfirmAnswer = {
  /** `verified`: this link verified it now; `already-verified`: it was verified before (by this or another link). */
  result: 'verified' | 'already-verified';
  contact: Contact;
  /** The address, masked as the forgot-password look-ups mask it. */
  masked: string;
  /** The account's email is in an organisation's administrators (after verifying it, the console opens). */
  administers: boolean;
};

export type SentAnswer = { message: string; contact: Contact; alreadyVerified: boolean };

/** What an invited learner must verify before accepting, or null: nothing. */
export type VerifyFirst = Contact | null;

/** The English words; answers read the catalogue below, in the request's language. */
export const ENGLISH = {
  linkNotFound:
    'This verification link is not valid. Open the whole link from the message, or sign in and send yourself a new one.',
  linkExpired: `This verification link has expired: links work for ${VERIFICATION_LINK_LIFETIME_HOURS} hours. Send yourself a new one.`,
  linkUsed: 'This verification link has already been used. Send yourself a new one.',
  noPhone: 'This account has no phone number to verify.',
  sent: (masked: string) =>
    `A new link is on its way to ${masked}. It works once, for ${VERIFICATION_LINK_LIFETIME_HOURS} hours.`,
  alreadyVerified: (masked: string) => `${masked} is already verified. There is nothing more to do.`,
  tooMany: (support: string) =>
    `You have asked for several links in the last hour. Please wait a while and try again, or contact ${support}.`,
  /** The organisation API's refusal to an administrator whose email is not verified yet (403). */
  verifyEmailToAdminister:
    'Verify your email address to manage this organisation: open the link we emailed you, or send yourself a new one.',
  /** Accepting an invitation matched by an address the account has not verified (403). */
  verifyToAccept: (contact: Contact) =>
    contact === 'email'
      ? 'This invitation was sent to your email address. Verify it first: open the link we emailed you, or send yourself a new one.'
      : 'This invitation was sent to your phone number. Verify it first: send yourself a link by WhatsApp.',
} as const;

/** In the language of the request being handled (ADR 0046): read an entry when an answer is written, never at load. */
export const VERIFICATION_MESSAGES = inCurrentLanguage(ENGLISH, tokPisin);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A link's token as the CMS makes them (256 random bits, base64url): anything else names no link. */
export const tokenSchema = z.object({
  token: z.preprocess(
    text,
    z
      .string()
      .trim()
      .regex(/^[\w-]{20,100}$/, { error: () => VERIFICATION_MESSAGES.linkNotFound }),
  ),
});

export const sendSchema = z.object({
  contact: z.enum(CONTACTS, { error: 'Choose email or phone.' }),
});
