/**
 * A request body that cannot be parsed (a multipart form cut off before its last boundary, JSON that is not JSON, a
 * form over the size limit) is the sender's mistake: a 4xx in words, never the 500 Strapi's body parser produces for
 * a broken multipart form. Registered twice around `strapi::body` (config/middlewares.ts): the one after it marks
 * the body as read; the one before it turns an error thrown before that mark into such an answer. Errors from the
 * routes themselves pass through untouched.
 *
 * Only the media library's admin routes (`/upload…`) take a multipart form (the upload plugin's content API is
 * removed, ADR 0018): a form anywhere else is refused before it is parsed, as is one to /upload without an admin's
 * bearer token, because the parser hangs on some malformed forms (a line break inside a file name).
 */
import type { Context } from '../lib/request';

const answer = (status: number, name: string, message: string) => ({
  data: null,
  error: { status, name, message, details: {} },
});

/** Before strapi::body. */
export default (config: { marksRead?: boolean } = {}) =>
  async (ctx: Context, next: () => Promise<void>) => {
    if (config.marksRead) {
      ctx.state.bodyRead = true;
      return next();
    }
    if (/^multipart\//i.test(ctx.get('content-type'))) {
      // Only the media library's uploads take a form, and only from a signed-in administrator's panel.
      if (!ctx.path.toLowerCase().startsWith('/upload')) {
        ctx.status = 415;
        ctx.body = answer(415, 'UnsupportedMediaTypeError', 'The request body must be JSON.');
        return;
      }
      if (!/^Bearer \S+$/i.test(ctx.get('authorization'))) {
        ctx.status = 401;
        ctx.body = answer(401, 'UnauthorizedError', 'Sign in to the admin panel to upload files.');
        return;
      }
    }
    try {
      await next();
    } catch (error) {
      if (ctx.state.bodyRead) throw error;
      const status = (error as { status?: number }).status;
      if (status === 413) {
        ctx.status = 413;
        ctx.body = answer(413, 'PayloadTooLargeError', 'This request is too large.');
      } else {
        ctx.status = 400;
        ctx.body = answer(400, 'BadRequestError', 'The request body could not be read.');
      }
    }
  };
