/**
 * The storefront's production server: security headers with a per-request CSP nonce, precompressed static assets,
 * compressed dynamic responses, and the Remix app. Its settings (HOST, PORT, TRUST_PROXY: behind a TLS-terminating
 * proxy, HTTPS is recognised, HSTS sent and visitors' addresses read from the proxy's entry of X-Forwarded-For) are
 * read by server/env.mjs; the app's own by app/env.server.ts. Every request body is capped as it streams (server/body-limit.mjs).
 */
import compression from 'compression';
import express from 'express';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { remixHandler } from './server/remix-handler.mjs';
import { sameOrigin } from './server/same-origin.mjs';
import { serverEnv } from './server/env.mjs';
import { securityHeaders } from './server/security.mjs';
import { fingerprintedAssets, staticFiles } from './server/static-assets.mjs';
import { trustProxySetting } from './server/trust-proxy.mjs';

/**
 * The Remix build, from `npm run build`. Its path is a variable so that TypeScript does not type-check the built
 * bundle: what the server uses of it is described in server/remix-handler.mjs.
 */
const BUILD = './build/server/index.js';
/** @type {import('./server/remix-handler.mjs').StorefrontBuild} */
const build = await import(BUILD).catch((error) => {
  // A configuration problem is told in its own words (app/env.server.ts lists each one), without a stack trace.
  if (error instanceof Error && error.message.startsWith('The storefront cannot start')) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const trustProxy = trustProxySetting(serverEnv.TRUST_PROXY);
if (trustProxy instanceof Error) {
  console.error(`The storefront cannot start: ${trustProxy.message}`);
  process.exit(1);
}
const app = express();

app.disable('x-powered-by');
app.set('trust proxy', trustProxy);
const client = fileURLToPath(new URL('./build/client', import.meta.url));
app.use(fingerprintedAssets(client));
app.use(securityHeaders);
app.use(staticFiles(client));
// Brotli at quality 5: a page 6% smaller than the library's default 4 for the same CPU time (quality 9 and up costs
// ten times as much). Learners pay for every byte.
app.use(compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } }));
app.use(sameOrigin(build.entry.module.sameOriginMessage, build.entry.module.signedWritePaths));
app.all(
  '*',
  remixHandler({
    build,
    mode: serverEnv.NODE_ENV,
    tooLargeMessage: build.entry.module.tooLargeMessage,
    methodNotAllowedMessage: build.entry.module.methodNotAllowedMessage,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce,
      clientIp: req.ip ?? '',
      userAgent: req.get('user-agent') ?? '',
    }),
  }),
);

const { PORT: port, HOST: host } = serverEnv;
const server = app.listen(port, host, () => {
  console.log(`Storefront listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});

// Node's default (5 minutes) would cut off a 5 MB upload on a slow 2G link; a body trickled in for longer is cut off.
server.requestTimeout = 10 * 60_000;

// Stopping: no new connections, then what the app still holds (counted alert views) goes to the CMS, within the
// CMS request timeout, before the process exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () =>
    server.close(async () => {
      try {
        await build.entry.module.beforeExit();
      } finally {
        process.exit(0);
      }
    }),
  );
}
