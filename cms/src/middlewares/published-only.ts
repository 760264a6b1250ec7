import type { Core } from '@strapi/strapi';

/**
 * Strapi's REST API returns drafts to anyone who can read a type and asks with `?status=draft`
 * (strapi/strapi#25326). Only the platform's API tokens (seed, cron) may read drafts; everyone else reads
 * published content, whatever they ask for.
 */
export default (_config: unknown, _context: { strapi: Core.Strapi }) => {
  return async (
    ctx: { query: Record<string, unknown>; state: { auth?: { strategy?: { name?: string } } } },
    next: () => Promise<void>,
  ) => {
    if (ctx.state.auth?.strategy?.name !== 'content-api-token' && 'status' in ctx.query) {
      ctx.query = { ...ctx.query, status: 'published' };
    }
    await next();
  };
};
