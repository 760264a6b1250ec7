/**
 * Every request that changes something (POST, PUT, PATCH, DELETE) must come from a page of this site: its Origin
 * header (or, from browsers that omit it, Sec-Fetch-Site) must say so. This is checked on top of SameSite cookies.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The middleware; `message` is the answer's text, from the message catalogue (entry.server.tsx hands it over).
 * `signedPaths` are not called by browsers but by the platform's own servers, which sign each request instead
 * (POST /api/cms-events, ADR 0031): no cookie is read there, so another site gains nothing by calling them.
 * @param {string} message
 * @param {string[]} [signedPaths]
 * @returns {import('express').RequestHandler}
 */
export const sameOrigin =
  (message, signedPaths = []) =>
  (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || signedPaths.includes(req.path)) return next();
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host')}`;
    const fetchSite = req.get('sec-fetch-site');
    const allowed = origin ? origin === own : fetchSite === 'same-origin' || fetchSite === 'none';
    if (allowed) return next();
    res.status(403).type('application/json').send(JSON.stringify({ message }));
  };
