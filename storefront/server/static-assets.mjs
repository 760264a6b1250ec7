/**
 * Serves build/client, preferring the brotli or gzip copies written by scripts/precompress.mjs.
 *
 * Fingerprinted files under /assets (scripts, styles) are cached for a year and never revalidated, and they are
 * served before the document security headers: a phone pays for every header on each of a page's dozen files, and
 * a script or stylesheet needs only its type and `nosniff` (CSP, frame and referrer policies apply to documents). No
 * ETag or Last-Modified either: an immutable file is never asked for again. Everything else (the favicon, say) is
 * cached for an hour and gets the full headers.
 */
import express from 'express';
import { readdirSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** @type {Array<[string, string]>} The compressed copies scripts/precompress.mjs writes: each encoding's suffix. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
const isFingerprinted = (/** @type {string} */ path) => path.startsWith('/assets/');

/**
 * The two middlewares serving the build's files, fingerprinted or not: the compressed copy the browser accepts, else
 * the file itself.
 * @param {string} root
 * @param {{ fingerprinted: boolean }} options
 * @returns {import('express').RequestHandler[]}
 */
function serve(root, { fingerprinted }) {
  // The build never changes while the server runs: list its compressed copies once, not on every request.
  const compressed = new Set(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.br') || name.endsWith('.gz'))
      .map((name) => join(root, name)),
  );
  const cacheControl = fingerprinted ? IMMUTABLE : 'public, max-age=3600';
  const sendOptions = fingerprinted
    ? { etag: false, lastModified: false, acceptRanges: false, headers: { 'Cache-Control': cacheControl } }
    : { headers: { 'Cache-Control': cacheControl } };
  /** @type {import('express').RequestHandler} */
  const precompressed = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isFingerprinted(req.path) !== fingerprinted) return next();
    const type = TYPES[extname(req.path)];
    if (!type) return next();
    let path;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next(); // A malformed address is no asset; Remix answers it as an unknown page.
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, suffix] of ENCODINGS) {
      if (accepted.includes(encoding) && compressed.has(file + suffix)) {
        if (fingerprinted) res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        return res.sendFile(file + suffix, sendOptions);
      }
    }
    return next();
  };
  const plain = express.static(root, {
    ...(fingerprinted ? { etag: false, lastModified: false, acceptRanges: false } : {}),
    setHeaders: (res) => {
      if (fingerprinted) res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', cacheControl);
    },
  });
  /** @type {import('express').RequestHandler} */
  const plainWhenMatching = (req, res, next) =>
    isFingerprinted(req.path) === fingerprinted ? plain(req, res, next) : next();
  return [precompressed, plainWhenMatching];
}

/**
 * Scripts and styles with hashed names: mount before the security headers.
 * @param {string} root
 */
export function fingerprintedAssets(root) {
  return serve(root, { fingerprinted: true });
}

/**
 * Every other file of the build: mount after the security headers.
 * @param {string} root
 */
export function staticFiles(root) {
  return serve(root, { fingerprinted: false });
}
