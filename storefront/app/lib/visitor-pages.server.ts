/**
 * The server's copy of what signed-out visitors are sent (issue 24, ADR 0053): a national SMS campaign sends tens of
 * thousands to the landing page, the catalogue and the sign-up form within minutes, and each of them needs the same
 * page. A page rendered for a visitor without a session is kept, with its headers, by its address and everything
 * else it varies on (language, low-data mode, the compression the low-data footer counted), and the next such
 * visitor gets it without a render.
 *
 * - **Only what anyone may get.** A request with a session, or with any cookie but the language, low-data and chat
 *   ones (a flash notice to show once, a device token), is never answered from here; an answer is kept only when it
 *   is a 200 with no Set-Cookie and the cache rules of a public page (`ANONYMOUS_PAGE_CACHE` for documents,
 *   `public` for `/api` answers and Remix's `.data`). Pages reached with a one-time link (`/verify`, `/not-me`,
 *   `/join`, `/auth`, previews, `/my-data`) are never kept.
 * - **Dropped exactly.** While a page is rendered, the CMS answers it reads from the storefront's cache are noted;
 *   the CMS's change notice that drops one of those answers (ADR 0031) drops the pages made from it. A page is also
 *   kept no longer than the answers it was made from stay fresh (CMS_CACHE_TTL_MS).
 * - **No nonce shared.** An HTML page is kept with its CSP nonce replaced by a marker, and each visitor's copy gets
 *   that visitor's own nonce (the one the security headers already sent): no two responses share one.
 * - **Views still counted.** Alert views a page counts (ADR 0026) are counted again for each visitor it is sent to.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ANONYMOUS_PAGE_CACHE } from './page-cache.server';
import { languageOf } from './language.server';
import { isLowData, LOW_DATA_COOKIE } from './low-data.server';
import { LANGUAGE_COOKIE } from './language';
import { LRUCache } from 'lru-cache';

/** Cookies a signed-out page may be kept for: they only choose its variant (or, the chat's, nothing it shows). */
const VARIANT_COOKIES = new Set([LANGUAGE_COOKIE, LOW_DATA_COOKIE, 'kundu_chat']);
/** Pages opened with a link's secret, or that act on it: each visit is its own. */
const NEVER = /^\/(verify|not-me|join|auth|preview|my-data|profile|organisation|memberships|logout|chat)(\/|\.data|$)/;
/** Where a page's nonce stood in the kept copy. */
const NONCE_MARK = '\u0000nonce\u0000';
const MAX_PAGES = 500;

type Recording = { reads: Set<string>; alertViews: Array<ReadonlyArray<{ id: string }>>; readDirectly: boolean };
const recording = new AsyncLocalStorage<Recording>();

/** The storefront's cache of CMS answers says which it read for the page being rendered. */
export function noteCmsRead(key: string): void {
  recording.getStore()?.reads.add(key);
}

/**
 * A request to the CMS made for the page being rendered, outside the cache of answers (a certificate by its code):
 * no change notice would drop a page made from it, so the page is not kept.
 */
export function noteDirectCmsRead(): void {
  const noted = recording.getStore();
  if (noted) noted.readDirectly = true;
}

/** Work done for the cache of answers, not for the page that happened to start it (its own reads are the cache's). */
export function outsideRecording<T>(work: () => T): T {
  return recording.exit(work);
}

/** A page counts its alerts' views (ADR 0026): counted again whenever the kept page is sent. */
export function noteAlertViews(alerts: ReadonlyArray<{ id: string }>): void {
  recording.getStore()?.alertViews.push(alerts);
}

export type KeptPage = {
  status: number;
  headers: Array<[string, string]>;
  /** An HTML page with its nonce marked, or any other answer's bytes as they were. */
  body: string | Buffer;
  alertViews: Array<ReadonlyArray<{ id: string }>>;
  storedAt: number;
};
type Entry = KeptPage & { reads: Set<string>; expiresAt: number };

function cookieNames(request: Request): string[] {
  return (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .map((pair) => pair.slice(0, Math.max(0, pair.indexOf('='))).trim())
    .filter(Boolean);
}

/** What the kept copy may be found by, or null when this request is not for a kept page at all. */
export function pageKey(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  if (NEVER.test(url.pathname)) return null;
  const names = cookieNames(request);
  if (names.some((name) => !VARIANT_COOKIES.has(name))) return null;
  const lowData = isLowData(request);
  // The low-data footer says what the page cost as it was compressed for this browser (ADR 0048).
  const encoding = lowData ? (/\bbr\b/.test(request.headers.get('accept-encoding') ?? '') ? 'br' : 'other') : '';
  return [url.pathname, url.search, languageOf(request), lowData ? `low-data:${encoding}` : 'full'].join('\n');
}

/** Whether an answer is one any signed-out visitor may be sent, as it is. */
function isKeepable(request: Request, response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) return cacheControl === ANONYMOUS_PAGE_CACHE;
  const path = new URL(request.url).pathname;
  return (path.startsWith('/api/') || path.endsWith('.data')) && /(^|,\s*)public\b/.test(cacheControl);
}

export function createVisitorPages({ ttlMs, now = Date.now }: { ttlMs: number; now?: () => number }) {
  /** Pages by the CMS answer they were made from. */
  const byRead = new Map<string, Set<string>>();
  /** The least recently used page goes first once MAX_PAGES are kept; a page that goes leaves `byRead` too. */
  const pages = new LRUCache<string, Entry>({
    max: MAX_PAGES,
    dispose: (entry, key) => {
      for (const read of entry.reads) byRead.get(read)?.delete(key);
    },
  });
  const forget = (key: string) => void pages.delete(key);

  return {
    /** The kept page for this request, still good, or null. */
    find(request: Request): KeptPage | null {
      if (ttlMs <= 0) return null;
      const key = pageKey(request);
      const entry = key ? pages.get(key) : undefined;
      if (!key || !entry) return null;
      if (now() >= entry.expiresAt) {
        forget(key);
        return null;
      }
      return entry;
    },

    /**
     * Renders the page (`render`) noting what it read, and keeps it when anyone may have it; answers the response to
     * send, which is the rendered one (its body read once, when it is kept).
     */
    async render(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response> {
      const key = ttlMs > 0 ? pageKey(request) : null;
      if (!key) return render();
      const noted: Recording = { reads: new Set(), alertViews: [], readDirectly: false };
      const response = await recording.run(noted, render);
      if (request.method !== 'GET' || noted.readDirectly || !isKeepable(request, response)) return response;
      const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
      const bytes = Buffer.from(await response.arrayBuffer());
      const body = isHtml && nonce ? bytes.toString('utf8').replaceAll(nonce, NONCE_MARK) : bytes;
      forget(key);
      const storedAt = now();
      pages.set(key, {
        status: response.status,
        headers: [...response.headers],
        body,
        alertViews: noted.alertViews,
        reads: noted.reads,
        storedAt,
        expiresAt: storedAt + ttlMs,
      });
      for (const read of noted.reads) {
        const dependents = byRead.get(read) ?? new Set<string>();
        dependents.add(key);
        byRead.set(read, dependents);
      }
      return new Response(new Uint8Array(bytes), { status: response.status, headers: response.headers });
    },

    /** The CMS said this answer changed: every page made from it goes. */
    dropPagesFrom(read: string): void {
      for (const key of [...(byRead.get(read) ?? [])]) forget(key);
      byRead.delete(read);
    },

    clear(): void {
      pages.clear();
      byRead.clear();
    },

    size: () => pages.size,
  };
}

/** A kept page's body for one visitor: HTML with their own nonce where the page's stood. */
export function bodyFor(page: KeptPage, nonce: string): string | Buffer {
  return typeof page.body === 'string' ? page.body.replaceAll(NONCE_MARK, nonce) : page.body;
}
