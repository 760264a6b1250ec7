/**
 * The language a storefront call asks content in (ADR 0049): `?locale=tpi` or `?locale=en`, as Strapi's own content
 * reads name it; English when the call names none. Any other value never gets here: the `global::content-locales`
 * middleware answers it 400 in words first. The learning calls read it: those that can complete a course issue the
 * certificate in it, and those that open a course or a module show its text in it.
 */
import { DEFAULT_CONTENT_LOCALE, isContentLocale, type ContentLocale } from '../../contract/locales';

export function requestedLocale(ctx: { query?: Record<string, unknown> }): ContentLocale {
  const asked = ctx.query?.locale;
  return isContentLocale(asked) ? asked : DEFAULT_CONTENT_LOCALE;
}
