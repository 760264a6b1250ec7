/**
 * One helper resolves the visitor's language per request (ADR 0046): the cookie set by the Tok Pisin / English
 * control, else Accept-Language, else English. server.mjs runs each request inside `withLanguage` (through
 * entry.server.tsx), so loaders, actions, API routes and the render all read the same choice with
 * `currentLanguage()` or `messages()`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  asLanguage,
  DEFAULT_LANGUAGE,
  fromAcceptLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  setLanguageSource,
  type Language,
} from './language';
import { readCookie, setCookie } from './cookies.server';

const store = new AsyncLocalStorage<Language>();
setLanguageSource(() => store.getStore() ?? null);

export function languageOf(request: Request): Language {
  return (
    asLanguage(readCookie(request, LANGUAGE_COOKIE)) ??
    fromAcceptLanguage(request.headers.get('accept-language')) ??
    DEFAULT_LANGUAGE
  );
}

/** Runs one request's handling in its visitor's language. */
export function withLanguage<T>(request: Request, handle: () => T): T {
  return store.run(languageOf(request), handle);
}

/** The Set-Cookie header that remembers a choice (no secret: the page's scripts may read it). */
export function languageCookie(request: Request, language: Language): string {
  return setCookie(request, LANGUAGE_COOKIE, language, { maxAge: LANGUAGE_COOKIE_MAX_AGE, httpOnly: false });
}
