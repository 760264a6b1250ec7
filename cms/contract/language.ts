/**
 * The two languages the platform speaks (ADR 0046): Tok Pisin (`tpi`) and English (`en`), shared by the storefront
 * and the CMS. The storefront resolves a visitor's choice (its cookie, else Accept-Language) and passes it to the CMS
 * as Accept-Language on every call it makes for them; the CMS reads that header with `fromAcceptLanguage` alone.
 * Each side tells this module where the language of the request being handled is (`setLanguageSource`: an
 * AsyncLocalStorage on servers, `<html lang>` in the browser), so the catalogues here and in each side follow it.
 */
export const LANGUAGES = ['en', 'tpi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

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

let source: () => Language | null = () => null;

/** Set once by each side at start: the language of the request being handled (or of the page, in a browser). */
export function setLanguageSource(next: () => Language | null) {
  source = next;
}

/** The language of the request being handled (English outside one). */
export function currentLanguage(): Language {
  return source() ?? DEFAULT_LANGUAGE;
}

/**
 * A catalogue part by language. A browser page loads only its own language's words (the storefront's `wordsFor`,
 * ADR 0050), and a page's language never changes without a page load (ADR 0046): asking for another is a bug.
 */
export function pick<T>(byLanguage: Partial<Record<Language, T>>, language: Language = currentLanguage()): T {
  const words = byLanguage[language];
  if (words === undefined) throw new Error(`The ${language} words are not loaded in this page`);
  return words;
}

/**
 * The shape another language's catalogue must have: the English one's, with its words widened to any string. Keys,
 * nesting, list lengths and each function's parameters and `id` fields (keys, not words) must match; each side's
 * catalogue test checks the same at run time (a key in one catalogue and not the other fails it).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: K extends 'id' ? T[K] : Translation<T[K]> }
        : T;

/**
 * A catalogue that answers in the language of the request being handled each time one of its entries is read, for
 * catalogues read as constants (`ORGANISATION_MESSAGES.groupNotFound`). Read an entry when the answer is written,
 * not at module load: a zod schema takes it as `{ error: () => CATALOGUE.key }`.
 */
export function inCurrentLanguage<T extends object>(english: T, tokPisin: Translation<T>): Translation<T> {
  const byLanguage: Record<Language, Record<string, unknown>> = {
    en: english as Record<string, unknown>,
    tpi: tokPisin as Record<string, unknown>,
  };
  const catalogue = {};
  for (const key of Object.keys(english)) {
    Object.defineProperty(catalogue, key, { enumerable: true, get: () => pick(byLanguage)[key] });
  }
  return catalogue as Translation<T>;
}

/** Every key path of a catalogue, with what it holds: a string, a function of n parameters, a list of n entries (for
 * the catalogue tests of both sides: two catalogues of the same shape give the same list). */
export function catalogueShape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: string`];
  if (typeof value === 'function') return [`${path}: function(${value.length})`];
  if (Array.isArray(value))
    return [`${path}: list(${value.length})`, ...value.flatMap((v, i) => catalogueShape(v, `${path}[${i}]`))];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, v]) => catalogueShape(v, path ? `${path}.${key}` : key));
  return [`${path}: ${typeof value}`];
}
