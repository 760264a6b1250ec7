import { randomBytes } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 5;
const PATTERN = new RegExp(`^KCA(-[${ALPHABET}]{${GROUP_LENGTH}}){${GROUPS}}$`);

/** A verification code such as KCA-7Q2MX-K9D4R-H3W8N-B6T1Z: 100 random bits, unguessable. */
export function createVerificationCode(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const characters = Array.from(bytes, (byte) => ALPHABET[byte & 31]);
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group += 1) {
    groups.push(characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''));
  }
  return `KCA-${groups.join('-')}`;
}

/** An access code such as 7Q2MXK9D4RH3: 60 random bits in 12 characters that are easy to read out; learners may
 * type it with spaces or dashes (they are ignored). */
export function createAccessCode(): string {
  return Array.from(randomBytes(12), (byte) => ALPHABET[byte & 31]).join('');
}

/** An organisation's invite code, as in /join/7Q2MXK9D4RH3W8NB: 80 random bits in 16 characters (ADR 0029). */
export function createInviteCode(): string {
  return Array.from(randomBytes(16), (byte) => ALPHABET[byte & 31]).join('');
}

export const INVITE_CODE = new RegExp(`^[${ALPHABET}]{16}$`);

export function isVerificationCode(value: string): boolean {
  return PATTERN.test(value);
}
