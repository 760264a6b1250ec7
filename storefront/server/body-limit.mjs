/**
 * A byte cap on every request body, counted as it streams (ADR 0023): a Content-Length over the cap is refused
 * before a byte is read, and a chunked body is cut off the moment it passes the cap, so no route ever parses more
 * than its cap, however the body is sent. Every JSON call of the spec is a few hundred bytes and every form a few
 * kilobytes; only uploads are larger (5 MB files, ADR 0013).
 *
 * A refused request is answered with a 413 in words and `Connection: close`: the rest of its body is never read, so
 * the connection cannot be reused (a client waiting to reuse it would otherwise stall).
 */
import { Transform } from 'node:stream';

const KB = 1024;
/** Everything but uploads. */
export const DEFAULT_LIMIT = 64 * KB;
/** A 5 MB file, plus the multipart framing and the form's small fields. */
export const UPLOAD_LIMIT = 5 * KB * KB + 64 * KB;

/** The cap for a request: uploads (the local-disk upload URL, the profile's no-script upload form), or the default. */
export function bodyLimitFor(method, path) {
  if (method === 'PUT' && path.startsWith('/api/storage/')) return UPLOAD_LIMIT;
  if (method === 'POST' && path.replace(/\/+$/, '') === '/profile') return UPLOAD_LIMIT;
  return DEFAULT_LIMIT;
}

export class BodyTooLargeError extends Error {
  constructor(limit) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** The declared length is over the cap (or is not a length at all). */
export function declaredTooLarge(header, limit) {
  if (header === undefined) return false;
  const length = Number(header);
  return !Number.isSafeInteger(length) || length < 0 || length > limit;
}

/** A stream of the body that fails with BodyTooLargeError once more than `limit` bytes have passed. */
export function cappedBody(source, limit, onExceeded) {
  let seen = 0;
  const capped = new Transform({
    transform(chunk, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) {
        onExceeded();
        done(new BodyTooLargeError(limit));
        source.unpipe(capped);
        source.pause();
        return;
      }
      done(null, chunk);
    },
  });
  source.once('error', (error) => capped.destroy(error));
  source.once('aborted', () => capped.destroy(new Error('The request was aborted.')));
  return source.pipe(capped);
}

/** The 413: JSON for the /api facade (spec 8: `{ message }`), plain words for pages. */
export function sendTooLarge(req, res, message) {
  if (res.headersSent) return;
  res.status(413);
  res.set('Connection', 'close');
  res.set('Cache-Control', 'no-store');
  if (req.path.startsWith('/api/')) res.type('application/json').send(JSON.stringify({ message }));
  else res.type('text/plain; charset=utf-8').send(message);
}
