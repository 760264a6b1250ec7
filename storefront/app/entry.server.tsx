import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { CMS_EVENTS_PATH } from '@kundu/cms-contract/cms-events';
import { renderToPipeableStream } from 'react-dom/server';
import { hasSessionCookie } from '~/lib/session.server';
import { NonceContext } from '~/lib/nonce';
import { documentCacheControl } from '~/lib/page-cache.server';
import { messages } from '~/messages/messages.server';
import { withLanguage } from '~/lib/language.server';
import { sweepIncomingUploads } from '~/lib/storage.server';
import { flushAlertViews } from '~/lib/cms/alert-views.server';

export const streamTimeout = 5_000;

// Unconfirmed uploads do not pile up: removed once their upload URL has expired (ADR 0024).
sweepIncomingUploads();

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
        // The language follows the cookie, else Accept-Language (ADR 0046).
        responseHeaders.append('Vary', 'Cookie, Accept-Language');
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
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
