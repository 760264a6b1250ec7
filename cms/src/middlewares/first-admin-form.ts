/**
 * The admin panel's "Welcome to Strapi!" form makes whoever submits it first the super admin of an empty CMS. When
 * ADMIN_EMAIL is set (production, ADR 0022), the first administrator comes from settings instead, and the form is
 * closed for good: a JSON 403 in words, whether or not an administrator exists yet.
 */
import { cmsEnv } from '../env';
import type { Context } from '../lib/request';

export const FIRST_ADMIN_FORM_CLOSED =
  'The first administrator is created from the ADMIN_EMAIL setting by the setup service. Sign in with that account, or ask an administrator to invite you.';

export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (
    cmsEnv.ADMIN_EMAIL &&
    ctx.method === 'POST' &&
    ctx.path.toLowerCase().replace(/\/+$/, '') === '/admin/register-admin'
  ) {
    ctx.status = 403;
    ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: FIRST_ADMIN_FORM_CLOSED } };
    return;
  }
  await next();
};
