/**
 * The Remix request handler of @remix-run/express, with two changes: a request's body reaches the app through
 * `cappedBody` (server/body-limit.mjs), so no route can be made to read more than its cap (the adapter hands the
 * raw Node request to Remix, which would read any amount); and a signed-out visitor's page is answered from the
 * pages kept for them when there is one (app/lib/visitor-pages.server.ts, ADR 0053).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import remixNode from '@remix-run/node';
import { bodyLimitFor, cappedBody, declaredTooLarge, sendTooLarge } from './body-limit.mjs';

const { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } = remixNode;

/** @typedef {import('express').Request} ExpressRequest */
/** @typedef {import('express').Response} ExpressResponse */

/**
 * What finding a kept page reads of a request (`lightRequest`).
 * @typedef {{ method: string, url: string, headers: { get(name: string): string | null } }} LightRequest
 */

/**
 * A page kept for signed-out visitors (app/lib/visitor-pages.server.ts), as far as this handler reads it.
 * @typedef {{ status: number, headers: Array<[string, string]>, storedAt: number }} KeptPage
 */

/**
 * The pages kept for signed-out visitors (entry.server.tsx's `keptPages`, ADR 0053).
 * @typedef {object} KeptPages
 * @property {(request: LightRequest) => KeptPage | null} find The kept page for this request, still good, or null.
 * @property {(request: Request, nonce: string, render: () => Promise<Response>) => Promise<Response>} render Renders
 *   the page and keeps it when anyone may have it; answers the response to send.
 * @property {(page: KeptPage, nonce: string) => string | Buffer} bodyFor A kept page's body with this visitor's nonce.
 * @property {(request: LightRequest, page: KeptPage) => void} countViews Counts its alerts' views for this visitor.
 */

/**
 * What server.mjs and this handler use of the app's entry.server.tsx, beside what Remix itself uses.
 * @typedef {object} StorefrontEntry
 * @property {string} sameOriginMessage The answer to a write from another site.
 * @property {string[]} signedWritePaths Writes let through without a page of this site.
 * @property {string} tooLargeMessage The answer to a body over its cap.
 * @property {(method: string) => string} methodNotAllowedMessage The answer to a method no route takes.
 * @property {() => Promise<void>} beforeExit Called when the server stops.
 * @property {<T>(request: Request, handle: () => T) => T} [withLanguage] Runs a request in its visitor's language.
 * @property {KeptPages} [keptPages]
 */

/**
 * The Remix build (build/server/index.js), with the storefront's own exports of entry.server.tsx.
 * @typedef {import('@remix-run/node').ServerBuild & { entry: { module: StorefrontEntry } }} StorefrontBuild
 */

/**
 * What each loader, action and entry.server is given (app/lib/load-context.ts).
 * @typedef {{ cspNonce: string, clientIp: string, userAgent: string }} LoadContext
 */

/**
 * Node's request headers as WHATWG Headers, for the Request Remix is given.
 * @param {import('node:http').IncomingHttpHeaders} raw
 * @returns {Headers}
 */
function remixHeaders(raw) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(raw)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  return headers;
}

/**
 * Sends Remix's answer through Express's response.
 * @param {ExpressResponse} res
 * @param {Response} response
 */
async function sendRemixResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * The address the visitor asked for, as Remix is to see it.
 * @param {ExpressRequest} req
 */
function requestUrl(req) {
  // As the adapter does: req.hostname follows the trust proxy setting; the port comes from the Host header.
  const [, hostPort = ''] = req.get('host')?.split(':') ?? [];
  const port = Number.parseInt(hostPort, 10);
  return new URL(`${req.protocol}://${req.hostname}${Number.isSafeInteger(port) ? `:${port}` : ''}${req.originalUrl}`);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** As server.mjs's `compression` would (brotli at quality 5), in one call rather than as a stream. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * What finding a kept page needs of a request (method, address, headers), read from Node's request as it is: a
 * kept page is sent without building the WHATWG Request, its Headers and its AbortController (ADR 0053).
 * @param {ExpressRequest} req
 * @param {string} href
 * @returns {LightRequest}
 */
function lightRequest(req, href) {
  return {
    method: req.method,
    url: href,
    headers: {
      get(name) {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/** The methods pages and the /api facade take; others (TRACE, CONNECT, WebDAV's) cannot even make a Request. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The handler: `build` is the Remix build, `mode` its mode (NODE_ENV), `getLoadContext` what each request's loaders
 * are given, and the two messages the answers to a body over its cap and to a method no route takes.
 * @param {object} options
 * @param {StorefrontBuild} options.build
 * @param {string | undefined} options.mode
 * @param {(req: ExpressRequest, res: ExpressResponse) => LoadContext | Promise<LoadContext>} options.getLoadContext
 * @param {string} options.tooLargeMessage
 * @param {(method: string) => string} options.methodNotAllowedMessage
 * @returns {import('express').RequestHandler}
 */
export function remixHandler({ build, mode, getLoadContext, tooLargeMessage, methodNotAllowedMessage }) {
  const handleRemix = createRequestHandler(build, mode);
  // Each request is handled in its visitor's language (app/lib/language.server.ts, ADR 0046).
  const withLanguage = build.entry.module.withLanguage ?? ((_request, handle) => handle());
  /**
   * @param {Request} request
   * @param {LoadContext} context
   */
  const handleRequest = (request, context) => withLanguage(request, () => handleRemix(request, context));
  const keptPages = build.entry.module.keptPages;

  /**
   * A kept page, as its render sent it, with this visitor's nonce, its age, and its alerts' views counted; compressed
   * here in one call (the `compression` middleware leaves an answer that says its encoding alone).
   * @param {KeptPages} pages The entry's `keptPages`.
   * @param {ExpressRequest} req
   * @param {ExpressResponse} res
   * @param {KeptPage} page
   * @param {LightRequest} request
   * @param {string} nonce
   */
  async function sendKeptPage(pages, req, res, page, request, nonce) {
    pages.countViews(request, page);
    res.status(page.status);
    for (const [key, value] of page.headers) if (key !== 'content-length') res.append(key, value);
    res.set('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
    res.vary('Accept-Encoding');
    if (req.method === 'HEAD') return res.end();
    const body = pages.bodyFor(page, nonce);
    const accepted = req.get('accept-encoding') ?? '';
    const size = Buffer.byteLength(body);
    // Small answers are sent as they are, as the middleware would (its threshold is 1 KB).
    if (size < 1024 || res.get('content-encoding')) return res.end(body);
    if (/\bbr\b/.test(accepted)) {
      res.set('Content-Encoding', 'br');
      return res.end(await brotli(body, BROTLI));
    }
    if (/\bgzip\b/.test(accepted)) {
      res.set('Content-Encoding', 'gzip');
      return res.end(await gzipped(body));
    }
    res.end(body);
  }
  return async (req, res, next) => {
    try {
      if (!METHODS.has(req.method)) {
        res
          .status(405)
          .set('Allow', [...METHODS].join(', '))
          .set('Cache-Control', 'no-store');
        return res.type('application/json').send(JSON.stringify({ message: methodNotAllowedMessage(req.method) }));
      }
      // The cap follows the path Remix will route (dot segments resolved, as URL does), not the raw one:
      // `/api/storage/%2e%2e/…` must not borrow the upload cap for another route.
      const url = requestUrl(req);
      // A page kept for signed-out visitors is sent as it is, with this visitor's nonce (ADR 0053).
      if (keptPages && (req.method === 'GET' || req.method === 'HEAD')) {
        const light = lightRequest(req, url.href);
        const page = keptPages.find(light);
        if (page) return await sendKeptPage(keptPages, req, res, page, light, res.locals.cspNonce);
      }
      const limit = bodyLimitFor(req.method, url.pathname);
      if (declaredTooLarge(req.get('content-length'), limit)) return sendTooLarge(req, res, tooLargeMessage);
      let exceeded = false;
      /** @type {AbortController | null} */
      let controller = new AbortController();
      res.on('finish', () => (controller = null));
      res.on('close', () => controller?.abort());
      /** @type {RequestInit} */
      const init = { method: req.method, headers: remixHeaders(req.headers), signal: controller.signal };
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        init.body = createReadableStreamFromReadable(cappedBody(req, limit, () => (exceeded = true)));
        init.duplex = 'half';
      }
      const request = new Request(url.href, init);
      const context = await getLoadContext(req, res);
      const response = keptPages
        ? await keptPages.render(request, context.cspNonce, () => handleRequest(request, context))
        : await handleRequest(request, context);
      // Whatever the route made of a body cut off at the cap (a parse error, a half-read form), the answer is 413.
      if (exceeded) {
        await response.body?.cancel();
        return sendTooLarge(req, res, tooLargeMessage);
      }
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
