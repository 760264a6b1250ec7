/**
 * Kundu's service worker (ADR 0047), built by scripts/build-sw.mjs: bundled with esbuild, then Workbox's
 * injectManifest writes the list of the build's fingerprinted files into `self.__WB_MANIFEST`.
 *
 * It precaches those files, and offline it answers from what the learner saved with Save for offline (their own cache,
 * named with their id). It stores nothing at run time; which request goes where is in app/lib/offline/rules.ts.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { asLanguage, DEFAULT_LANGUAGE, type Language } from '~/lib/language';
import { offlinePageHtml } from '~/lib/offline/offline-page';
import {
  CURRENT_LEARNER_CACHE,
  CURRENT_LEARNER_KEY,
  OFFLINE_PAGE_CSP,
  SAVED_COURSES_KEY,
  SINGLE_FETCH_REDIRECT_STATUS,
  otherLearnersCaches,
  pageOfDataUrl,
  reloadDocumentBody,
  routeOf,
  savedCacheName,
  type Route,
  type SavedCourse,
} from '~/lib/offline/rules';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type Scope = {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
};
// Cast: the storefront is type-checked with the DOM lib, which has no service-worker scope; Scope says what is used.
const sw = globalThis as unknown as Scope;

// Cast: as for `sw`; spelt on `self` because Workbox replaces `self.__WB_MANIFEST` (below).
// Workbox writes the list where this exact expression stands.
const manifest = (self as unknown as Scope).__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

const stylesheets = manifest
  .map((entry) => `/${entry.url.replace(/^\//, '')}`)
  .filter((url) => /^\/assets\/app-[^/]*\.css$/.test(url));

sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

/** Who is signed in (null: nobody), and the language of the pages they last opened. */
async function currentLearner(): Promise<{ id: string | null; language: Language }> {
  const answer = await (await caches.open(CURRENT_LEARNER_CACHE)).match(CURRENT_LEARNER_KEY);
  if (!answer) return { id: null, language: DEFAULT_LANGUAGE };
  const { id, language } = (await answer.json()) as { id: string | null; language?: unknown };
  return { id, language: asLanguage(language) ?? DEFAULT_LANGUAGE };
}

/** The page says who is signed in (null: nobody). Another learner's saved copies are deleted then. */
async function setLearner(id: string | null, language: Language) {
  const cache = await caches.open(CURRENT_LEARNER_CACHE);
  await cache.put(CURRENT_LEARNER_KEY, Response.json({ id, language }));
  for (const name of otherLearnersCaches(await caches.keys(), id)) await caches.delete(name);
}

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; id?: unknown; language?: unknown } | null;
  if (data?.type === 'learner' && (typeof data.id === 'string' || data.id === null)) {
    event.waitUntil(setLearner(data.id, asLanguage(data.language) ?? DEFAULT_LANGUAGE));
  }
});

async function savedCache(): Promise<Cache | null> {
  const { id } = await currentLearner();
  if (!id) return null;
  const name = savedCacheName(id);
  return (await caches.has(name)) ? caches.open(name) : null;
}

/** The learner's saved copy of an address (the same address, else the same path with any query). */
async function savedMatch(cache: Cache, path: string, search = ''): Promise<Response | undefined> {
  return (
    (await cache.match(`${path}${search}`, { ignoreVary: true })) ??
    cache.match(path, { ignoreSearch: true, ignoreVary: true })
  );
}

/**
 * Route discovery offline: the routes saved with the courses when every page asked about is saved; otherwise the
 * answer that makes Remix load the page as a document (which then is the offline page).
 */
async function savedDiscovery(cache: Cache, url: URL): Promise<Response | undefined> {
  const paths = url.searchParams.getAll('p');
  for (const path of paths) if (!(await savedMatch(cache, path))) return undefined;
  return savedMatch(cache, '/__manifest');
}

async function savedCopy(request: Request, route: Route): Promise<Response | undefined> {
  const cache = await savedCache();
  if (!cache) return undefined;
  const url = new URL(request.url);
  if (route === 'manifest') return savedDiscovery(cache, url);
  return savedMatch(cache, url.pathname, url.search);
}

async function offlinePage(retry: string): Promise<Response> {
  const cache = await savedCache();
  const listed = cache ? await cache.match(SAVED_COURSES_KEY) : undefined;
  const courses = listed ? ((await listed.json()) as SavedCourse[]) : [];
  const { language } = await currentLearner();
  return new Response(offlinePageHtml(courses, stylesheets, retry, language), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': OFFLINE_PAGE_CSP,
      'Cache-Control': 'no-store',
    },
  });
}

async function networkThenSaved(request: Request, route: Route): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await savedCopy(request, route);
    if (saved) return saved;
    const url = new URL(request.url);
    if (route === 'page') return offlinePage(`${url.pathname}${url.search}`);
    if (route === 'data') {
      return new Response(reloadDocumentBody(pageOfDataUrl(url.pathname) ?? '/'), {
        status: SINGLE_FETCH_REDIRECT_STATUS,
        headers: { 'Content-Type': 'text/x-script', 'X-Remix-Response': 'yes', 'Cache-Control': 'no-store' },
      });
    }
    if (route === 'manifest') {
      return new Response(null, {
        status: 204,
        headers: { 'X-Remix-Reload-Document': 'true', 'Cache-Control': 'no-store' },
      });
    }
    throw error;
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf({ method: request.method, url: request.url, mode: request.mode, origin: sw.location.origin });
  if (route === 'pass') return;
  event.respondWith(networkThenSaved(request, route));
});
