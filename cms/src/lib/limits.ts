/**
 * How often each account action may be tried (ADR 0019, which replaces the limits of ADR 0012). PNG learners share
 * addresses (a church hall's Wi-Fi, a school lab, a carrier's NAT), so:
 * - limits on an **account or a target contact** are strict: they stop guessing one password, flooding one inbox;
 * - limits on a **network** (lib/network.ts) are generous and progressive: past `slowAfter` tries in the window each
 *   answer is delayed a little more, and only past `max` is the network refused, so a classroom gets in while a
 *   script from one address is slowed to a crawl and then stopped.
 * Keys are built from the visitor's network, an account's id, or a hash of a contact, never from text the client
 * chooses freely.
 */
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { rateLimits, type Limit } from './rate-limits';

const MINUTE = 60_000;

/** A network's limit: free up to `slowAfter`, then `stepMs` slower per try (at most `maxDelayMs`), refused past `max`. */
export type NetworkLimit = Limit & { slowAfter: number; stepMs: number; maxDelayMs: number };

const network = (slowAfter: number, max: number, windowMs: number): NetworkLimit => ({
  slowAfter,
  max,
  windowMs,
  stepMs: 250,
  maxDelayMs: 3_000,
});

export const LIMITS = {
  /** Sign-in tries for one email since its last success, from devices that never signed in to it. Unknown emails
   * count the same, so being locked tells nothing about an account's existence. */
  loginAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Sign-in tries from one device its account trusts (ADR 0019): the owner's way in while the account is locked. */
  loginDevice: { max: 10, windowMs: 15 * MINUTE },
  /** Sign-in tries from all of one account's trusted devices together: many tokens buy no more guesses. */
  loginTrustedDevices: { max: 20, windowMs: 15 * MINUTE },
  /** Sign-in tries from one network: a class of 30 with typos passes; 300 guesses a minute do not. */
  loginNetwork: network(60, 200, 15 * MINUTE),
  /** A whole class registering at once from one address, and more. */
  registerNetwork: network(60, 600, 60 * MINUTE),
  forgotPasswordNetwork: network(30, 300, 15 * MINUTE),
  /** Reset messages to one contact; past this, the answer is the same but nothing is sent. */
  forgotPasswordTarget: { max: 3, windowMs: 60 * MINUTE },
  resetPasswordNetwork: network(30, 300, 15 * MINUTE),
  forgotAccountNetwork: network(20, 200, 60 * MINUTE),
  /** "Your sign-in email" messages to one account; past this, nothing is sent. */
  forgotAccountTarget: { max: 3, windowMs: 60 * MINUTE },
  /** Masked-contact look-ups (fired as a learner leaves the field): one contact, and one network. */
  contactLookupTarget: { max: 20, windowMs: 15 * MINUTE },
  contactLookupNetwork: network(100, 1000, 15 * MINUTE),
  /** Access codes are tried per account, so a guesser is slowed without touching classmates on the same network. */
  accessCodeAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Upload URLs one learner may ask for: each lets 5 MB in, so this bounds what unconfirmed uploads can fill. */
  uploadUrlAccount: { max: 20, windowMs: 60 * MINUTE },
  /** Messages to Kumul from one visitor (the storefront's chat cookie): a conversation, not a script. */
  chatVisitor: { max: 30, windowMs: 10 * MINUTE },
  /** Messages to Kumul from one network: a classroom of 30 asking ten questions each passes, slowed at the end. */
  chatNetwork: network(300, 900, 10 * MINUTE),
  /** Correcting the name on certificates re-issues them; a few corrections a day is plenty. */
  nameCorrectionAccount: { max: 3, windowMs: 24 * 60 * MINUTE },
  /** Joining organisations by invite link and accepting invitations, per account (ADR 0029). */
  organisationJoinAccount: { max: 20, windowMs: 15 * MINUTE },
  /** Invite-code look-ups (and joins) from one network: a congregation joining from the church hall passes; a
   * script trying codes is slowed, then stopped. */
  inviteLookupNetwork: network(100, 1000, 15 * MINUTE),
  /** Verification links sent to one account, its email and phone together (ADR 0035). */
  verificationAccount: { max: 5, windowMs: 60 * MINUTE },
  /** Verification links sent to one address (an email or a phone), whichever account asks: registration's counts. */
  verificationTarget: { max: 3, windowMs: 60 * MINUTE },
  /** Asking for verification links from one network: a class verifying together passes. */
  verificationNetwork: network(60, 600, 15 * MINUTE),
  /** Opening verification links from one network (each is 256 random bits: only a script is slowed). */
  verificationConfirmNetwork: network(100, 1000, 15 * MINUTE),
  /** Member lists an organisation uploads (ADR 0029): each may create 5,000 accounts and send as many messages. */
  organisationImport: { max: 10, windowMs: 60 * MINUTE },
  /** "Download my data" (ADR 0051): each link makes an archive of every file the learner stored; a few a day is
   * plenty (a link works for 30 minutes, as often as it is opened). */
  personalDataExportAccount: { max: 5, windowMs: 24 * 60 * MINUTE },
  /** Asking for data and deleting accounts from one network: a class doing it together passes. */
  personalDataNetwork: network(30, 300, 60 * MINUTE),
  /** Passwords tried to delete one account (the account is signed in: only someone at its screen guesses). */
  eraseAccount: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * What one network may store in a day (ADR 0039), counted in KiB of files confirmed: fresh accounts each have room of
 * their own (ADR 0024), so without it one address could fill the disk by registering more of them. Generous
 * (UPLOAD_NETWORK_QUOTA_MB, 1,000 MB by default: a school of 100 each storing a 3 MB photo and two 3 MB documents all
 * get in, the last a little slower), slowed past half of it by 250 ms a megabyte (at most 3 s a file), refused past
 * all of it.
 */
export function uploadNetwork(quotaMegabytes: number): NetworkLimit {
  const max = quotaMegabytes * 1024;
  return { max, slowAfter: Math.floor(max / 2), windowMs: 24 * 60 * MINUTE, stepMs: 250 / 1024, maxDelayMs: 3_000 };
}

/** A file's size as the upload quota counts it: KiB, rounded up. */
export const kibibytes = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/** A contact (email or phone) as a key part: its hash, so the rate-limit table holds no one's address. */
export function contactKey(contact: string): string {
  return createHash('sha256').update(contact.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to hold an answer for a network with `count` tries in its window. */
export function delayFor(count: number, limit: NetworkLimit): number {
  return Math.min(limit.maxDelayMs, Math.max(0, count - limit.slowAfter) * limit.stepMs);
}

/** Counts one try; past the limit, a 429 with the message. */
export async function limitOrThrow(strapi: Core.Strapi, key: string, limit: Limit, message: string): Promise<void> {
  const state = await rateLimits(strapi).hit(key, limit);
  if (!state.allowed) throw new errors.RateLimitError(message);
}

/** Counts one try of a network (or `amount`, for a quota): slower past `slowAfter`, a 429 with the message past `max`. */
export async function slowNetworkOrThrow(
  strapi: Core.Strapi,
  key: string,
  limit: NetworkLimit,
  message: string,
  amount = 1,
): Promise<void> {
  const state = await rateLimits(strapi).hit(key, limit, { amount });
  if (!state.allowed) throw new errors.RateLimitError(message);
  await sleep(delayFor(state.count, limit));
}

/** Before something a network limit will count (an upload it may then confirm): as slow as that network now is, and a
 * 429 with the message once it has used all of it. Counts nothing. */
export async function peekNetworkOrThrow(
  strapi: Core.Strapi,
  key: string,
  limit: NetworkLimit,
  message: string,
): Promise<void> {
  const state = await rateLimits(strapi).peek(key, limit);
  if (!state.allowed) throw new errors.RateLimitError(message);
  await sleep(delayFor(state.count, limit));
}
