/**
 * Numbers and plurals in the visitor's language (ADR 0046), apart from dates (format.ts) because every page's words
 * need them (a catalogue's plurals) and few pages show a date: the words' chunk stays small (ADR 0050). `Intl` has no
 * Tok Pisin data: it is asked for `['tpi', 'en-PG']`, Papua New Guinea's English digits and plural rules.
 */
import { currentLanguage, type Language } from './language';

export const LOCALES: Record<Language, string[]> = { en: ['en-GB'], tpi: ['tpi', 'en-PG'] };

const NUMBER = { en: new Intl.NumberFormat(LOCALES.en), tpi: new Intl.NumberFormat(LOCALES.tpi) };

/** "1,250" in both languages (Papua New Guinea's digits and separators). */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return NUMBER[language].format(value);
}

const PLURAL = { en: new Intl.PluralRules(LOCALES.en), tpi: new Intl.PluralRules(LOCALES.tpi) };

/** "1 module", "3 modules": the count and the word its plural category takes. */
export function plural(count: number, one: string, other: string, language: Language = currentLanguage()): string {
  return `${formatNumber(count, language)} ${PLURAL[language].select(count) === 'one' ? one : other}`;
}
