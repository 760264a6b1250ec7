/**
 * How often each account action may be tried (docs/decisions/0012-accounts-and-sessions.md). Keys are built from
 * the client's network address or an account's id, never from text the client chooses freely.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Limit } from './services/rate-limits';

const MINUTE = 60_000;

export const LIMITS = {
  loginAccount: { max: 10, windowMs: 15 * MINUTE },
  loginAddress: { max: 30, windowMs: 15 * MINUTE },
  register: { max: 5, windowMs: 60 * MINUTE },
  forgotPassword: { max: 5, windowMs: 15 * MINUTE },
  forgotPasswordAccount: { max: 3, windowMs: 60 * MINUTE },
  resetPassword: { max: 10, windowMs: 15 * MINUTE },
  forgotAccount: { max: 5, windowMs: 60 * MINUTE },
  contactLookup: { max: 10, windowMs: 15 * MINUTE },
  /** Access codes are tried per account, so a guesser is slowed without touching classmates on the same network. */
  accessCodeAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Correcting the name on certificates re-issues them; a few corrections a day is plenty. */
  nameCorrectionAccount: { max: 3, windowMs: 24 * 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Counts one try; past the limit, a 429 with the message. */
export async function limitOrThrow(strapi: Core.Strapi, key: string, limit: Limit, message: string): Promise<void> {
  const state = await strapi.service('api::account.rate-limits').hit(key, limit);
  if (!state.allowed) throw new errors.RateLimitError(message);
}
