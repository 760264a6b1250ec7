/**
 * The session cookie: the CMS session's secret, encrypted and authenticated with AES-256-GCM under a key derived
 * from SESSION_SECRET, httpOnly and SameSite=Lax, never readable by page scripts. The CMS decides whether the
 * session is still alive (idle and absolute limits); the cookie only carries it. Over HTTPS its name carries the
 * `__Host-` prefix, so browsers accept it only when Secure, for this host and path `/`: no sibling subdomain and
 * no plain-HTTP page can set or overwrite it.
 *
 * The device cookie (ADR 0019) keeps the CMS's trusted-device tokens of the accounts that signed in on this
 * browser, so a learner's right password still opens an account an attacker elsewhere has locked.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '~/env.server';
import { cookieName, readCookie, setCookie } from './cookies.server';

const SESSION_COOKIE = 'kundu_session';
const DEVICE_COOKIE = 'kundu_devices';
const MAX_AGE_SECONDS = 30 * 24 * 3600;
/** As long as the CMS honours a device token (cms/src/lib/trusted-device.ts). */
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** Accounts remembered per browser: a family's shared phone, a school lab's machine. */
const DEVICES_KEPT = 5;
const key = Buffer.from(hkdfSync('sha256', env.SESSION_SECRET, 'kundu-session-cookie', 'v1', 32));

type CookiePayload = { token: string };

export function sealSession(payload: CookiePayload): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

export function unsealSession(value: string): CookiePayload | null {
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const json = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && typeof (payload as CookiePayload).token === 'string'
      ? (payload as CookiePayload)
      : null;
  } catch {
    return null;
  }
}

/** The session and device cookies: HttpOnly, and `__Host-` prefixed over HTTPS (lib/cookies.server.ts). */
const cookie = (request: Request, name: string, value: string, maxAge: number) =>
  setCookie(request, name, value, { maxAge, hostOnly: true });

export function sessionCookieName(request: Request): string {
  return cookieName(request, SESSION_COOKIE, { hostOnly: true });
}

export function sessionCookie(request: Request, token: string): string {
  return cookie(request, SESSION_COOKIE, sealSession({ token }), MAX_AGE_SECONDS);
}

export function clearedSessionCookie(request: Request): string {
  return cookie(request, SESSION_COOKIE, '', 0);
}

/** The trusted-device tokens this browser holds, newest first (at most five, each as the CMS issued it). */
export function deviceTokens(request: Request): string[] {
  const value = readCookie(request, cookieName(request, DEVICE_COOKIE, { hostOnly: true })) ?? '';
  return value
    .split('~')
    .filter((token) => /^[\w.-]{1,64}$/.test(token))
    .slice(0, DEVICES_KEPT);
}

/** The device cookie with a newly issued token first; the oldest account's token drops out past five. */
export function deviceCookie(request: Request, token: string): string {
  const tokens = [token, ...deviceTokens(request).filter((kept) => kept !== token)].slice(0, DEVICES_KEPT);
  return cookie(request, DEVICE_COOKIE, tokens.join('~'), DEVICE_MAX_AGE_SECONDS);
}

/** The cookies a successful sign-in or registration sets: the session, and the device's token when the CMS gave one. */
export function signedInCookies(request: Request, answer: { sessionToken: string; trustedDevice?: string }): Headers {
  const headers = new Headers({ 'Set-Cookie': sessionCookie(request, answer.sessionToken) });
  if (answer.trustedDevice) headers.append('Set-Cookie', deviceCookie(request, answer.trustedDevice));
  return headers;
}
