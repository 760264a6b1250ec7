/**
 * Every request that changes something (POST, PUT, PATCH, DELETE) must come from a page of this site: its Origin
 * header (or, from browsers that omit it, Sec-Fetch-Site) must say so. This is checked on top of SameSite cookies.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The middleware; `message` is the answer's text, from the message catalogue (entry.server.tsx hands it over). */
export const sameOrigin = (message) => (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get('origin');
  const own = `${req.protocol}://${req.get('host')}`;
  const fetchSite = req.get('sec-fetch-site');
  const allowed = origin ? origin === own : fetchSite === 'same-origin' || fetchSite === 'none';
  if (allowed) return next();
  res.status(403).type('application/json').send(JSON.stringify({ message }));
};
