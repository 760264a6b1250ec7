/**
 * Serves build/client, preferring the brotli or gzip copies written by scripts/precompress.mjs.
 * Fingerprinted files under /assets are cached for a year; everything else for an hour.
 */
import express from 'express';
import { readdirSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

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

export function staticAssets(root) {
  // The build never changes while the server runs: list its compressed copies once, not on every request.
  const compressed = new Set(
    readdirSync(root, { recursive: true })
      .filter((name) => name.endsWith('.br') || name.endsWith('.gz'))
      .map((name) => join(root, name)),
  );
  const precompressed = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
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
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (accepted.includes(encoding) && compressed.has(file + suffix)) {
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        return res.sendFile(file + suffix, { headers: { 'Cache-Control': cacheControl(req.path) } });
      }
    }
    return next();
  };
  const plain = express.static(root, {
    setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControl(path.slice(root.length))),
  });
  return [precompressed, plain];
}

function cacheControl(path) {
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
