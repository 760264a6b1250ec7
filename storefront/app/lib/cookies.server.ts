/**
 * The storefront's cookies, read and written one way (the `cookie` package, as Remix itself uses): every cookie is
 * for the whole site (`Path=/`), `SameSite=Lax`, `Secure` over HTTPS, and `HttpOnly` unless a script of the page must
 * read it. A cookie that proves who someone is (the session, the trusted devices) is also `__Host-` prefixed over
 * HTTPS, so no other host can set it. The flash notice is the exception: a signed value, made by Remix's
 * `createCookie` (lib/flash.server.ts).
 */
import { parse, serialize } from 'cookie';

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** A cookie's value as the browser sent it (decoded), or undefined. A malformed encoding is kept as it was sent. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  return parse(header, {
    decode: (value) => {
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    },
  })[name];
}

export type CookieOptions = {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** False when a script of the page reads it (the language, the storage-clearing mark). */
  httpOnly?: boolean;
  /** `__Host-` over HTTPS: for cookies that prove who someone is. */
  hostOnly?: boolean;
};

/** A cookie's name on this request: `__Host-` prefixed over HTTPS when `hostOnly`. */
export function cookieName(request: Request, name: string, { hostOnly = false } = {}): string {
  return hostOnly && isHttps(request) ? `__Host-${name}` : name;
}

/** The Set-Cookie header for one cookie. */
export function setCookie(request: Request, name: string, value: string, options: CookieOptions): string {
  return serialize(cookieName(request, name, options), value, {
    path: '/',
    httpOnly: options.httpOnly ?? true,
    sameSite: 'lax',
    maxAge: options.maxAge,
    secure: isHttps(request),
  });
}
