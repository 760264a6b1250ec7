/**
 * The visitor's language (ADR 0046): Tok Pisin (`tpi`) or English (`en`). The server resolves it once per request
 * (`language.server.ts`: the cookie set by the Tok Pisin / English control, else Accept-Language, else English) and
 * renders `<html lang>` with it; in the browser, a page's language is that attribute (switching reloads the page).
 * The languages, the Accept-Language rule and `currentLanguage()` are the CMS's too (`@kundu/cms-contract/language`).
 */
import { asLanguage, setLanguageSource } from '@kundu/cms-contract/language';

export {
  asLanguage,
  currentLanguage,
  DEFAULT_LANGUAGE,
  fromAcceptLanguage,
  LANGUAGES,
  pick,
  setLanguageSource,
  type Language,
} from '@kundu/cms-contract/language';

/** The cookie the Tok Pisin / English control sets (a year: a learner chooses once). */
export const LANGUAGE_COOKIE = 'kundu_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

// In the browser, the page's language; on the server, language.server.ts replaces this with the request's.
setLanguageSource(() => (typeof document === 'undefined' ? null : asLanguage(document.documentElement.lang)));
