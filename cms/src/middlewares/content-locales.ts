import type { Core } from '@strapi/strapi';
import { CONTENT_LOCALES, isContentLocale } from '../../contract/locales';
import { adminMessages } from '../lib/admin-messages';

/**
 * Only the platform's content locales are read or written (ADR 0049). Strapi 5 accepts any `?locale=` on a write and
 * stores a version in a locale that does not exist (strapi/strapi#27108); a reader asking for one gets an empty list
 * that looks like "no content". Both the REST API and the admin panel's Content Manager answer 400 in words instead.
 */
export default (_config: unknown, _context: { strapi: Core.Strapi }) => {
  return async (
    ctx: { path: string; query: Record<string, unknown>; status: number; body: unknown },
    next: () => Promise<void>,
  ) => {
    const guarded = ctx.path.startsWith('/api/') || ctx.path.startsWith('/content-manager/');
    const asked = ctx.query.locale;
    if (guarded && asked !== undefined && !isContentLocale(asked)) {
      ctx.status = 400;
      ctx.body = {
        data: null,
        error: { status: 400, name: 'ValidationError', message: adminMessages.unknownLocale(CONTENT_LOCALES) },
      };
      return;
    }
    await next();
  };
};
