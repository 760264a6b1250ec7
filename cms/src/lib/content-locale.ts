/**
 * The language a storefront call asks content in (ADR 0049): `?locale=tpi` or `?locale=en`, as Strapi's own content
 * reads name it; English when the call names none, and 400 in words for any other (the `global::content-locales`
 * middleware answers most first). The learning calls and previews read it: those that open a course or a module show
 * its text in it, and those that can complete a course issue the certificate in it.
 */
import { errors } from '@strapi/utils';
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, isContentLocale, type ContentLocale } from '../../contract/locales';
import { adminMessages } from './admin-messages';

export function requestedLocale(ctx: { query?: Record<string, unknown> }): ContentLocale {
  const asked = ctx.query?.locale;
  if (asked === undefined) return DEFAULT_CONTENT_LOCALE;
  if (isContentLocale(asked)) return asked;
  throw new errors.ValidationError(adminMessages.unknownLocale(CONTENT_LOCALES));
}
