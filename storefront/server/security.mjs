/**
 * Security headers for every storefront response, and a fresh CSP nonce per request for the inline and module
 * scripts Remix renders. HSTS is sent only over HTTPS (behind a TLS proxy, set TRUST_PROXY=true).
 */
import { randomBytes } from 'node:crypto';
import { serverEnv } from './env.mjs';

/**
 * Where browsers PUT uploads when they go to an S3 bucket (presigned URLs), for connect-src: the bucket's endpoint
 * with path-style addressing, the bucket's own host otherwise. Nothing extra on the local-disk default.
 */
export function s3UploadOrigin(env = serverEnv) {
  if (!env.S3_BUCKET) return null;
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = new URL(env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`);
  if (env.S3_FORCE_PATH_STYLE === 'true') return endpoint.origin;
  return `${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}`;
}

const UPLOAD_ORIGIN = s3UploadOrigin();

/**
 * The admin panel's origin (CMS_PUBLIC_URL, checked by app/env.server.ts): the one site that may frame the preview
 * pages, in its Preview screen (ADR 0032). Every other page may be framed by nobody.
 */
export function adminOrigin(env = serverEnv) {
  return new URL(env.CMS_PUBLIC_URL || 'http://localhost:1337').origin;
}

const ADMIN_ORIGIN = adminOrigin();

/**
 * An editor's preview of a draft: /preview/{course|module|alert}/{id}.
 * @param {string} path
 */
export const isPreviewPath = (path) => path.startsWith('/preview/');

/**
 * The Content-Security-Policy of a page: scripts only with this request's nonce, uploads to `uploadOrigin` too, and
 * framing by `frameAncestors` alone.
 * @param {string} nonce
 * @param {{ https: boolean, uploadOrigin?: string | null, frameAncestors?: string }} options
 */
export function contentSecurityPolicy(nonce, { https, uploadOrigin = UPLOAD_ORIGIN, frameAncestors = "'none'" }) {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The offline service worker and the web app manifest (ADR 0047).
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src 'self'${uploadOrigin ? ` ${uploadOrigin}` : ''}`,
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * The middleware: the headers above on every response, and the request's nonce in `res.locals.cspNonce`.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {import('express').NextFunction} next
 */
export function securityHeaders(req, res, next) {
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  const preview = isPreviewPath(req.path);
  res.setHeader(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, { https: req.secure, frameAncestors: preview ? ADMIN_ORIGIN : "'none'" }),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  // X-Frame-Options cannot name another origin; browsers that know CSP follow frame-ancestors on previews.
  if (!preview) res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  // No other site may embed this site's answers (a learner's photo, a JSON answer) as a no-cors resource.
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
}
