/**
 * The languages the platform's content is written in (ADR 0049). English is Strapi's default locale and holds every
 * document's structure (its relations, order, prices, quiz answers); Tok Pisin versions hold text only.
 */
export const CONTENT_LOCALES = ['en', 'tpi'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'en';

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (CONTENT_LOCALES as readonly string[]).includes(value);
}

/** Strapi's name for each locale, as editors see it in the admin panel's language menu. */
export const LOCALE_NAMES: Record<ContentLocale, string> = { en: 'English (en)', tpi: 'Tok Pisin (tpi)' };
