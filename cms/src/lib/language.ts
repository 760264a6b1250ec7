/**
 * The language the CMS answers a request in (ADR 0046): `tpi` when its Accept-Language asks for Tok Pisin first
 * (the storefront passes the learner's choice there on every call it makes for them), else English. The
 * `global::language` middleware runs each request inside `withLanguage`, so every catalogue (lib/*-messages.ts and
 * the contract's) reads the same choice through `currentLanguage()` without the context being passed down.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, fromAcceptLanguage, setLanguageSource, type Language } from '../../contract/language';

export { currentLanguage, pick, type Language } from '../../contract/language';

const store = new AsyncLocalStorage<Language>();
setLanguageSource(() => store.getStore() ?? null);

/** The language an Accept-Language header asks for: only `tpi` (and `tpi-PG`) and `en`; anything else English. */
export function languageOf(acceptLanguage: string | string[] | null | undefined): Language {
  return (
    fromAcceptLanguage(Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage) ?? DEFAULT_LANGUAGE
  );
}

/** Runs one request's handling in its language. */
export function withLanguage<T>(language: Language, handle: () => T): T {
  return store.run(language, handle);
}
