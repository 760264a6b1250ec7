/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; ADR 0019). After a learner signs
 * in, the storefront keeps a token in a long-lived cookie of that browser. A later sign-in to the same account that
 * presents it is from a device the account trusts: it is not held to the account's lockout (an attacker failing
 * elsewhere cannot lock the owner out) nor to the network's limit, only to a limit of its own.
 *
 * A token is `{issued}.{nonce}.{mac}`: an HMAC over the account's id, its current password hash, the issue time and
 * the nonce, under a key derived from APP_KEYS. It names no account (the cookie reveals nothing), needs no table,
 * proves itself only for the account it was issued to, and dies with the password: a reset revokes every device
 * token of the account. The nonce identifies the device for its own limit.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { cmsEnv } from '../env';

const LIFETIME_MS = 180 * 24 * 3600 * 1000;
const key = Buffer.from(hkdfSync('sha256', cmsEnv.APP_KEYS[0]!, 'kundu-trusted-device', 'v1', 32));

const mac = (accountId: string, passwordHash: string, issued: string, nonce: string) =>
  createHmac('sha256', key).update(`${accountId}.${passwordHash}.${issued}.${nonce}`).digest().subarray(0, 18);

/** A new token for the account's device, valid while the account keeps this password. */
export function issueDeviceToken(accountId: string, passwordHash: string, now = new Date()): string {
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  const nonce = randomBytes(12).toString('base64url');
  return `${issued}.${nonce}.${mac(accountId, passwordHash, issued, nonce).toString('base64url')}`;
}

export type TrustedDevice = { nonce: string; token: string };

/** The device (its nonce, and the token that proved it) if one of the tokens was issued to this account under its
 * current password and is still valid, else null. */
export function trustedDeviceOf(
  tokens: readonly string[],
  accountId: string,
  passwordHash: string,
  now = new Date(),
): TrustedDevice | null {
  for (const token of tokens.slice(0, 5)) {
    const [issued, nonce, tag, extra] = token.split('.');
    if (!issued || !nonce || !tag || extra !== undefined || !/^[0-9a-z]{1,10}$/.test(issued)) continue;
    const age = now.getTime() - parseInt(issued, 36) * 1000;
    if (age < 0 || age > LIFETIME_MS) continue;
    const expected = mac(accountId, passwordHash, issued, nonce);
    const given = Buffer.from(tag, 'base64url');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { nonce, token };
  }
  return null;
}
