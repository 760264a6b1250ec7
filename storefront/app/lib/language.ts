/**
 * The visitor's language (ADR 0046): Tok Pisin (`tpi`) or English (`en`). The server resolves it once per request
 * (`language.server.ts`: the cookie set by the Tok Pisin / English control, else Accept-Language, else English) and
 * renders `<html lang>` with it; in the browser, a page's language is that attribute (switching reloads the page).
 */
export const LANGUAGES = ['en', 'tpi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie the Tok Pisin / English control sets (a year: a learner chooses once). */
export const LANGUAGE_COOKIE = 'kundu_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function asLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/**
 * The language an Accept-Language header asks for: the supported one with the highest q-value (`tpi` and `tpi-PG`
 * are Tok Pisin; `en` and any `en-*` English); on a tie the one listed first. `*` and other languages give nothing.
 */
export function fromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.slice(0, 1000).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const language = asLanguage(range.trim().toLowerCase().split('-')[0]);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? null;
}

let source: () => Language | null = () =>
  typeof document === 'undefined' ? null : asLanguage(document.documentElement.lang);

/** Set once by the server (`language.server.ts`): the language of the request being handled. */
export function setLanguageSource(next: () => Language | null) {
  source = next;
}

/** The language of this page (in the browser) or of the request being handled (on the server). */
export function currentLanguage(): Language {
  return source() ?? DEFAULT_LANGUAGE;
}

/**
 * A catalogue module's words, loaded once when the module is first imported (ADR 0049): on a server (no document)
 * in every language, since each request may ask for either; in a browser only in the page's language, so a page
 * downloads one language's words. `~/messages/*` modules await it at their top level, so a screen that imports them
 * has its words before it renders, at hydration and on a client-side navigation alike.
 */
export async function wordsFor<T>(load: Record<Language, () => Promise<T>>): Promise<Partial<Record<Language, T>>> {
  if (typeof document !== 'undefined') {
    const language = currentLanguage();
    return { [language]: await load[language]() };
  }
  const loaded = await Promise.all(LANGUAGES.map(async (language) => [language, await load[language]()] as const));
  return Object.fromEntries(loaded);
}

/** A catalogue part by language, for `~/messages/*` modules. */
export function pick<T>(byLanguage: Partial<Record<Language, T>>, language: Language = currentLanguage()): T {
  const words = byLanguage[language];
  // A page's language never changes without a page load (ADR 0046), so the page's words are always the ones loaded.
  if (!words) throw new Error(`The ${language} words are not loaded in this page`);
  return words;
}
