/**
 * The session cookie: the CMS session's secret, encrypted and authenticated with AES-256-GCM under a key derived
 * from SESSION_SECRET, httpOnly and SameSite=Lax, never readable by page scripts. The CMS decides whether the
 * session is still alive (idle and absolute limits); the cookie only carries it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '~/env.server';

export const SESSION_COOKIE = 'kundu_session';
const MAX_AGE_SECONDS = 30 * 24 * 3600;
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

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

export function readCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
    const index = pair.indexOf('=');
    if (index <= 0 || pair.slice(0, index) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(index + 1));
    } catch {
      return pair.slice(index + 1); // Malformed: kept as sent, so it fails to unseal and is cleared.
    }
  }
  return undefined;
}

export function sessionCookie(request: Request, token: string): string {
  const secure = isHttps(request) ? '; Secure' : '';
  return `${SESSION_COOKIE}=${sealSession({ token })}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${secure}`;
}

export function clearedSessionCookie(request: Request): string {
  const secure = isHttps(request) ? '; Secure' : '';
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}
