/**
 * A request body that cannot be parsed (a multipart form cut off before its last boundary, JSON that is not JSON, a
 * form over the size limit) is the sender's mistake: a 4xx in words, never the 500 Strapi's body parser produces for
 * a broken multipart form. Registered twice around `strapi::body` (config/middlewares.ts): the one after it marks
 * the body as read; the one before it turns an error thrown before that mark into such an answer. Errors from the
 * routes themselves pass through untouched.
 *
 * No /api route takes a multipart form (the upload plugin's content API is removed, ADR 0018), so one is refused
 * before it is parsed: the parser hangs on some malformed forms (a line break inside a file name).
 */
type Context = {
  path: string;
  status: number;
  body: unknown;
  state: { bodyRead?: boolean };
  get(field: string): string;
};

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
    if (ctx.path.startsWith('/api/') && /^multipart\//i.test(ctx.get('content-type'))) {
      ctx.status = 415;
      ctx.body = answer(415, 'UnsupportedMediaTypeError', 'The request body must be JSON.');
      return;
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
