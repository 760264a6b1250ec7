/**
 * The languages the platform's content is written in (ADR 0049): the platform's two languages (language.ts, ADR
 * 0046) as Strapi's locales. English is Strapi's default locale and holds every document's structure (its relations,
 * order, prices, quiz answers); Tok Pisin versions hold text only.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, asLanguage, type Language } from './language';

export const CONTENT_LOCALES = LANGUAGES;
export type ContentLocale = Language;
export const DEFAULT_CONTENT_LOCALE: ContentLocale = DEFAULT_LANGUAGE;

export function isContentLocale(value: unknown): value is ContentLocale {
  return asLanguage(value) !== null;
}

/** Strapi's name for each locale, as editors see it in the admin panel's language menu. */
export const LOCALE_NAMES: Record<ContentLocale, string> = { en: 'English (en)', tpi: 'Tok Pisin (tpi)' };
