/**
 * Which proxies' X-Forwarded-For the storefront believes (ADR 0019). Believing every hop (Express's `true`) lets a
 * visitor write their own address in the header's leftmost entry and reset every per-address limit per request.
 * So TRUST_PROXY names the proxies in front, by count or by address:
 * - unset or "false": no proxy; the connection's address is the visitor's.
 * - "true" or "1": one proxy (the compose file's Caddy); the entry it appended is the visitor's.
 * - "2", "3"...: that many proxies in a row (a CDN in front of Caddy).
 * - a comma-separated list of addresses or CIDR ranges ("10.0.0.0/8, fd00::/8", or Express's "loopback",
 *   "linklocal", "uniquelocal"): the proxies are exactly those.
 * Anything else stops the start with a message.
 */
import { isIP } from 'node:net';

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Whether a TRUST_PROXY entry is an address, a CIDR range or one of Express's names for a range.
 * @param {string} entry
 */
function isRange(entry) {
  if (NAMED.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * Express's `trust proxy` value for the setting, or an Error saying what is wrong with it.
 * @param {string | undefined} value
 * @returns {false | number | string[] | Error}
 */
export function trustProxySetting(value) {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isRange(entry));
  if (wrong.length === 0) return entries;
  return new Error(
    `TRUST_PROXY must be "false", a number of proxies, or proxy addresses (e.g. 10.0.0.0/8); "${wrong.join(', ')}" is none of these.`,
  );
}
