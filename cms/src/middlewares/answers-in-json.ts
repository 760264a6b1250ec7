/**
 * Every answer the CMS gives outside the admin panel's pages is JSON in words. Koa's router answers a method no
 * route takes with a plain-text 405 (its `Allow` names the static-files route, misleadingly), and methods such as
 * TRACE reach code that does not expect them. Here: methods HTTP APIs use pass; others are a JSON 405 at once; a
 * plain-text 405 becomes JSON, a 404 on /api/* (no route there takes the method).
 */
import type { Context } from '../lib/request';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const refusal = (status: number, name: string, message: string) => ({
  data: null,
  error: { status, name, message, details: {} },
});

export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (!METHODS.has(ctx.method)) {
    ctx.status = 405;
    ctx.set('Allow', [...METHODS].join(', '));
    ctx.body = refusal(405, 'MethodNotAllowedError', `The ${ctx.method} method is not allowed.`);
    return;
  }
  await next();
  if (ctx.status !== 405 || ctx.response.is('json')) return;
  if (ctx.path.startsWith('/api/')) {
    ctx.remove('Allow');
    ctx.status = 404;
    ctx.body = refusal(404, 'NotFoundError', 'Not Found');
  } else {
    ctx.body = refusal(405, 'MethodNotAllowedError', `The ${ctx.method} method is not allowed here.`);
  }
};
