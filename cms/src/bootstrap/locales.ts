/**
 * The content locales (ADR 0049). Strapi 5.54's admin panel offers no `tpi` in its list of locales, so the Tok Pisin
 * locale is created here at every start when missing; English stays the default. A locale an editor adds by hand
 * is left alone, but the API refuses to read or write it (middlewares/content-locales.ts).
 */
import type { Core } from '@strapi/strapi';
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, LOCALE_NAMES } from '../../contract/locales';

export async function ensureContentLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const code of CONTENT_LOCALES) {
    if (!(await locales.findByCode(code))) {
      await locales.create({ code, name: LOCALE_NAMES[code] });
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_CONTENT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_CONTENT_LOCALE });
  }
}
