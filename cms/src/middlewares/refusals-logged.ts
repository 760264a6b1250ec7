/**
 * A refusal in words (a 4xx HTTP error with its message, lib/refusals.ts: a wrong password, a missing session) is
 * the CMS doing its job, not a fault. Strapi's error middleware recognises only the HTTP errors of its own copy of
 * `http-errors` and logs any other with its stack at error level (ten lines for every wrong password) before
 * answering it. Here, right inside it: the same answer Strapi gives, and one info line saying what was refused. No
 * query string and no body is logged, so no email or password reaches the log.
 */
import type { Core } from '@strapi/strapi';
import { isHttpError } from 'http-errors';
import type { Context } from '../lib/request';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<void>) => {
    try {
      await next();
    } catch (error) {
      if (!isHttpError(error) || error.status >= 500 || !error.expose) throw error;
      ctx.status = error.status;
      ctx.body = {
        data: null,
        error: {
          status: error.status,
          name: error.name,
          message: error.message,
          details: (error as { details?: unknown }).details,
        },
      };
      strapi.log.info(`${ctx.method} ${ctx.path} refused (${error.status}): ${error.message}`);
    }
  };
