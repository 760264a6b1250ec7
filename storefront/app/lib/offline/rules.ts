/**
 * What the service worker does with each request, as pure functions the worker and the tests share (ADR 0047).
 *
 * The worker keeps two things only: the fingerprinted scripts and styles of the build (precached by Workbox, the same
 * for everyone), and what a signed-in learner asked to save with Save for offline, in a cache of their own named with
 * their id. It stores nothing at run time: every other answer goes to the network and back untouched, so a page
 * marked `no-store`, another learner's data or any write is never kept. Offline, a saved page opens from the
 * learner's cache; any other page is the offline page, which lists the courses saved.
 */

/** The prefix of every per-learner cache; the learner's id follows it. */
export const SAVED_CACHE_PREFIX = 'kundu-saved-';
/** A small cache that holds only the id of the learner the site last showed (no other data). */
/** A size in whole kilobytes, at least 1, as pages and the offline page print it. */
export const kilobytesOf = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

export const CURRENT_LEARNER_CACHE = 'kundu-learner';
export const CURRENT_LEARNER_KEY = '/__offline/learner';
/** The entry of a learner's cache that lists the courses saved (title, address, size). */
export const SAVED_COURSES_KEY = '/__offline/courses';

export const savedCacheName = (learnerId: string) => `${SAVED_CACHE_PREFIX}${encodeURIComponent(learnerId)}`;

/** When a page says who is signed in (null: nobody), the saved caches of everyone else, to delete. */
export function otherLearnersCaches(cacheNames: readonly string[], learnerId: string | null): string[] {
  const keep = learnerId === null ? null : savedCacheName(learnerId);
  return cacheNames.filter((name) => name.startsWith(SAVED_CACHE_PREFIX) && name !== keep);
}

/** Remix single fetch's data address of a page (`/` is `/_root.data`, `/a/b` is `/a/b.data`). */
export function dataUrlOf(pagePath: string): string {
  const url = new URL(pagePath, 'http://x');
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`;
  return `${url.pathname}${url.search}`;
}

/** The page a single-fetch data address is for (`/a/b.data?x` is `/a/b`), or null. */
export function pageOfDataUrl(path: string): string | null {
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : null;
}

export type RequestFacts = { method: string; url: string; mode?: string; origin: string };

/**
 * - `pass`: not the worker's business (another site, a write, the API, the worker itself): the browser as without it.
 * - `page`: a document: the network; offline, the saved copy or the offline page.
 * - `data`: a page's single-fetch data: the network; offline, the saved copy, else a reload into the offline page.
 * - `manifest`: Remix's route discovery: the network; offline, the copy saved with the course.
 * - `image`: a lesson's image: the network; offline, the saved copy.
 */
export type Route = 'pass' | 'page' | 'data' | 'manifest' | 'image';

/** Pages that are never served from a saved copy, even offline: signing in and out, and one-time links. */
const NEVER_SAVED = [
  /^\/api\//,
  /^\/auth(\/|$)/,
  /^\/logout$/,
  /^\/verify$/,
  /^\/not-me\//,
  /^\/join\//,
  /^\/preview\//,
];

export function isNeverSaved(pathname: string): boolean {
  const page = pageOfDataUrl(pathname) ?? pathname;
  return NEVER_SAVED.some((pattern) => pattern.test(page));
}

export function routeOf(request: RequestFacts): Route {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== request.origin) return 'pass';
  if (isNeverSaved(url.pathname)) return 'pass';
  if (url.pathname === '/sw.js' || url.pathname.startsWith('/assets/')) return 'pass';
  if (url.pathname === '/__manifest') return 'manifest';
  if (request.mode === 'navigate') return 'page';
  if (pageOfDataUrl(url.pathname) !== null) return 'data';
  if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/uploads/')) return 'image';
  return 'pass';
}

/** The pages Save for offline stores for a course: the course page and each module page, each with its data. */
export function addressesToSave(coursePath: string, modulePaths: readonly string[]): string[] {
  return [coursePath, ...modulePaths].flatMap((path) => [path, dataUrlOf(path)]);
}

/**
 * Whether an answer may go into a learner's saved copies: a whole, successful same-site answer that Save for offline
 * asked for. `private`/`no-store` pages are saved only because the learner asked (`explicit`); nothing is saved on
 * the way past.
 */
export function maySave(
  response: { status: number; type?: string; redirected?: boolean; headers: { get(name: string): string | null } },
  explicit: boolean,
): boolean {
  if (!explicit) return false;
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.redirected) return false;
  if (response.status !== 200) return false;
  // A single-fetch answer that redirects (to sign in, say) is a 202: not a page to keep.
  return true;
}

/** Image addresses of this site named in a saved page's HTML, to save with it. */
export function imagesIn(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) {
    const src = match[1]!.replace(/&amp;/g, '&');
    const url = new URL(src, origin);
    if (url.origin === origin && routeOf({ method: 'GET', url: url.href, origin }) === 'image') {
      found.add(`${url.pathname}${url.search}`);
    }
  }
  return [...found];
}

/**
 * A single-fetch answer that makes Remix load `page` as a document (a redirect with `reload`, as Remix's server
 * encodes it in turbo-stream): offline, a page not saved then opens as the offline page instead of an error.
 */
export function reloadDocumentBody(page: string): string {
  return `[["SingleFetchRedirect",1],{"_2":3,"_4":5,"_6":7,"_8":9,"_10":7},"redirect",${JSON.stringify(page)},"status",302,"revalidate",false,"reload",true,"replace"]\n`;
}
/** Remix's status for a single-fetch redirect. */
export const SINGLE_FETCH_REDIRECT_STATUS = 202;

export type SavedCourse = { path: string; title: string; bytes: number; savedAt: string };

/** The saved courses, newest first, one entry a course. */
export function withSavedCourse(list: readonly SavedCourse[], course: SavedCourse): SavedCourse[] {
  return [course, ...list.filter((entry) => entry.path !== course.path)];
}

/** The offline page's CSP: no script at all, styles and images of this site only. */
export const OFFLINE_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * What a saved page costs beyond its lesson and quiz (the compressed HTML around them and its single-fetch data),
 * measured on the seeded courses by bench/offline.ts. A lesson and its quiz travel twice: in the page and in its data.
 */
export const SAVED_PAGE_OVERHEAD_BYTES = 13 * 1024;

/** Save for offline's figure before saving: from the modules' measured download sizes the course page has. */
export function estimatedSaveBytes(downloadBytes: ReadonlyArray<number | null>): number {
  const pages = downloadBytes.length + 1;
  const lessons = downloadBytes.reduce<number>((sum, bytes) => sum + (bytes ?? 0), 0);
  return pages * SAVED_PAGE_OVERHEAD_BYTES + 2 * lessons;
}
