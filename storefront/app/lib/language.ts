/**
 * The visitor's language (ADR 0046): Tok Pisin (`tpi`) or English (`en`). The server resolves it once per request
 * (`language.server.ts`: the cookie set by the Tok Pisin / English control, else Accept-Language, else English) and
 * renders `<html lang>` with it; in the browser, a page's language is that attribute (switching reloads the page).
 * The languages, the Accept-Language rule and `currentLanguage()` are the CMS's too (`@kundu/cms-contract/language`).
 */
import { asLanguage, currentLanguage, LANGUAGES, setLanguageSource, type Language } from '@kundu/cms-contract/language';

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

/**
 * A catalogue module's words, loaded once when the module is first imported (ADR 0050): on a server (no document)
 * in every language, since each request may ask for either; in a browser only in the page's language, so a page
 * downloads one language's words. `~/messages/*` modules await it at their top level, so a screen that imports them
 * has its words before it renders, at hydration and on a client-side navigation alike. `every`: both languages in
 * the browser too, for words a page shows in a language other than its own (a certificate's, ADR 0049).
 */
export async function wordsFor<T>(
  load: Record<Language, () => Promise<T>>,
  { every = false }: { every?: boolean } = {},
): Promise<Partial<Record<Language, T>>> {
  if (typeof document !== 'undefined' && !every) {
    const language = currentLanguage();
    return { [language]: await load[language]() };
  }
  const loaded = await Promise.all(LANGUAGES.map(async (language) => [language, await load[language]()] as const));
  return Object.fromEntries(loaded);
}
