import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { CMS_EVENTS_PATH } from '@kundu/cms-contract/cms-events';
import { renderToPipeableStream } from 'react-dom/server';
import { hasSessionCookie } from '~/lib/session.server';
import { NonceContext } from '~/lib/nonce';
import { documentCacheControl } from '~/lib/page-cache.server';
import { isLowData, PAGE_SIZE_MARK, pageWeight } from '~/lib/low-data.server';
import { messages } from '~/messages/messages.server';
import { withLanguage } from '~/lib/language.server';
import { sweepIncomingUploads } from '~/lib/storage.server';
import { keepRemovingFilesOfDeletedAccounts } from '~/lib/storage-removals.server';
import { countAlertViews, flushAlertViews } from '~/lib/cms/alert-views.server';
import { visitorPages } from '~/lib/cms/cache.server';
import { listenForNotices } from '~/lib/cms/notices.server';
import { bodyFor, type KeptPage } from '~/lib/visitor-pages.server';

export const streamTimeout = 5_000;

/** The client build beside this server build (build/server/assets/*.js), where the fingerprinted assets are. */
const SERVER_FILE = fileURLToPath(import.meta.url);
const CLIENT_BUILD = SERVER_FILE.includes('/build/server/')
  ? join(SERVER_FILE.slice(0, SERVER_FILE.lastIndexOf('/build/server/')), 'build', 'client')
  : null;
const assetSizes = new Map<string, number>();

/** A fingerprinted asset's size as the server sends it to this browser (its precompressed copy), 0 if unknown. */
function assetBytes(request: Request) {
  const encoding = request.headers.get('accept-encoding') ?? '';
  const suffix = /\bbr\b/.test(encoding) ? '.br' : /\bgzip\b/.test(encoding) ? '.gz' : '';
  return (path: string): number => {
    const key = `${path}${suffix}`;
    let bytes = assetSizes.get(key);
    if (bytes === undefined) {
      try {
        bytes = CLIENT_BUILD ? statSync(join(CLIENT_BUILD, key)).size : 0;
      } catch {
        bytes = 0;
      }
      assetSizes.set(key, bytes);
    }
    return bytes;
  };
}

/** A low-data page's footer says what the page cost (ADR 0048): measured here, once the page is whole. */
function withPageSize(body: Buffer<ArrayBuffer>, headers: Headers, request: Request): Buffer<ArrayBuffer> | string {
  const html = body.toString('utf8');
  if (!html.includes(PAGE_SIZE_MARK)) return body;
  const { first, after } = pageWeight(html, headers, request, assetBytes(request));
  const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));
  return html.replace(PAGE_SIZE_MARK, messages().lowData.pageSize(kb(first), kb(after)));
}

// Unconfirmed uploads do not pile up: removed once their upload URL has expired (ADR 0024).
sweepIncomingUploads();
// Files of deleted accounts leave storage (ADR 0051).
keepRemovingFilesOfDeletedAccounts();
// With several storefronts, the CMS's change notices are heard on its database (ADR 0054).
listenForNotices();

/** What server.mjs answers a write from another site with (server/same-origin.mjs). */
export const sameOriginMessage = messages().api.otherSite;
/** Writes server.mjs lets through without a page of this site: the CMS's signed change notices (ADR 0031). */
export const signedWritePaths = [CMS_EVENTS_PATH];
/** What server.mjs answers a body over its cap with (server/body-limit.mjs). */
export const tooLargeMessage = messages().api.tooLarge;
/** What server.mjs answers a method no route takes (TRACE, CONNECT…) with. */
export const methodNotAllowedMessage = messages().api.methodNotAllowed;
/** server.mjs handles each request inside it: the visitor's language for everything the request runs (ADR 0046). */
export { withLanguage };
/** Called by server.mjs when it stops: the alert views counted since the last report go to the CMS (ADR 0026). */
export const beforeExit = flushAlertViews;
/** The pages kept for signed-out visitors (ADR 0053), which server.mjs's request handler answers from. */
export const keptPages = {
  find: (request: Request) => visitorPages.find(request),
  render: (request: Request, nonce: string, render: () => Promise<Response>) =>
    visitorPages.render(request, nonce, render),
  bodyFor,
  /** A kept page counts its alerts' views for each visitor it is sent to, as its render did (ADR 0026). */
  countViews(request: Request, page: KeptPage) {
    for (const alerts of page.alertViews) countAlertViews(request, alerts);
  },
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : '';

  // Loaders await their data (none is deferred), so the page is rendered whole and sent in one piece: a few
  // milliseconds later than streaming it, but compressed in one pass, which is smaller and uses far less CPU.
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (!responseHeaders.has('Cache-Control')) {
          responseHeaders.set('Cache-Control', documentCacheControl(responseStatusCode, hasSessionCookie(request)));
        }
        // The language follows the cookie, else Accept-Language (ADR 0046); low-data mode the Save-Data header
        // unless a cookie says otherwise (ADR 0048).
        responseHeaders.append('Vary', 'Cookie, Accept-Language, Save-Data');
        const body = isLowData(request)
          ? withPageSize(Buffer.concat(chunks), responseHeaders, request)
          : Buffer.concat(chunks);
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
