/**
 * A byte cap on every request body, counted as it streams (ADR 0023): a Content-Length over the cap is refused
 * before a byte is read, and a chunked body is cut off the moment it passes the cap, so no route ever parses more
 * than its cap, however the body is sent. Every JSON call of the spec is a few hundred bytes and every form a few
 * kilobytes; only uploads are larger (5 MB files, ADR 0013).
 *
 * A refused request is answered with a 413 in words at once; the rest of its body is then read and thrown away, so
 * the client (a browser still sending the form) receives the answer instead of a broken connection, and the
 * connection stays usable for the next request. A body that goes on past LINGER_BYTES is cut off with the connection.
 */
import { Transform } from 'node:stream';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

const KB = 1024;
/** Everything but uploads. */
export const DEFAULT_LIMIT = 64 * KB;
/**
 * Uploads: above the routes' own 5 MB check, so a file a little over 5 MB (a learner's honest mistake) is answered
 * by the route in the spec's words ("File size must be less than 5MB"), and Node discards the rest of it so the
 * connection stays usable. Past this, the body is refused whatever the route would say.
 */
export const UPLOAD_LIMIT = 8 * KB * KB;
/** How much of a refused body is read and thrown away before the connection is closed instead. */
export const LINGER_BYTES = 16 * KB * KB;

/** Forms that carry a file: the profile's no-script upload form, and an organisation's CSV of members (2 MB, ADR
 * 0029; a file a little over it is answered by the route in the contract's words). */
const UPLOAD_FORMS = new Set(['/profile', '/organisation/import']);

/**
 * @param {string} method
 * @param {string} path
 */
const isUpload = (method, path) =>
  (method === 'PUT' && path.startsWith('/api/storage/')) ||
  (method === 'POST' && UPLOAD_FORMS.has(path.replace(/\/+$/, '')));

/**
 * The cap for a request's body, declared or streamed: uploads (the local-disk upload URL, the upload forms), or the
 * default.
 * @param {string} method
 * @param {string} path
 */
export function bodyLimitFor(method, path) {
  return isUpload(method, path) ? UPLOAD_LIMIT : DEFAULT_LIMIT;
}

export class BodyTooLargeError extends Error {
  /** @param {number} limit */
  constructor(limit) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The declared length is over the cap (or is not a length at all).
 * @param {string | undefined} header Content-Length, if the request has one.
 * @param {number} limit
 */
export function declaredTooLarge(header, limit) {
  if (header === undefined) return false;
  const length = Number(header);
  return !Number.isSafeInteger(length) || length < 0 || length > limit;
}

/**
 * A stream of the body that fails with BodyTooLargeError once more than `limit` bytes have passed.
 * @param {IncomingMessage} source
 * @param {number} limit
 * @param {() => void} onExceeded
 */
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

/**
 * Reads the rest of a refused body and throws it away, up to LINGER_BYTES.
 * @param {IncomingMessage} req
 */
function discardRest(req) {
  let seen = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    seen += chunk.length;
    if (seen > LINGER_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * The 413: JSON for the /api facade (spec 8: `{ message }`), plain words for pages.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} message
 */
export function sendTooLarge(req, res, message) {
  if (res.headersSent) return;
  discardRest(req);
  res.status(413);
  res.set('Cache-Control', 'no-store');
  if (req.path.startsWith('/api/')) res.type('application/json').send(JSON.stringify({ message }));
  else res.type('text/plain; charset=utf-8').send(message);
}
