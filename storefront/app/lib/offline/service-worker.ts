/**
 * Kundu's service worker (ADR 0047), built by scripts/build-sw.mjs: bundled with esbuild, then Workbox's
 * injectManifest writes the list of the build's fingerprinted files into `self.__WB_MANIFEST`.
 *
 * It precaches those files, and offline it answers from what the learner saved with Save for offline (their own cache,
 * named with their id). It stores nothing at run time; which request goes where is in app/lib/offline/rules.ts.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
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
const sw = globalThis as unknown as Scope;

// Workbox writes the list where this exact expression stands.
const manifest = (self as unknown as Scope).__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

const stylesheets = manifest
  .map((entry) => `/${entry.url.replace(/^\//, '')}`)
  .filter((url) => /^\/assets\/app-[^/]*\.css$/.test(url));

sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

async function currentLearner(): Promise<string | null> {
  const answer = await (await caches.open(CURRENT_LEARNER_CACHE)).match(CURRENT_LEARNER_KEY);
  if (!answer) return null;
  const { id } = (await answer.json()) as { id: string | null };
  return id;
}

/** The page says who is signed in (null: nobody). Another learner's saved copies are deleted then. */
async function setLearner(id: string | null) {
  const cache = await caches.open(CURRENT_LEARNER_CACHE);
  await cache.put(CURRENT_LEARNER_KEY, Response.json({ id }));
  for (const name of otherLearnersCaches(await caches.keys(), id)) await caches.delete(name);
}

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; id?: unknown } | null;
  if (data?.type === 'learner' && (typeof data.id === 'string' || data.id === null)) {
    event.waitUntil(setLearner(data.id));
  }
});

async function savedCache(): Promise<Cache | null> {
  const id = await currentLearner();
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
  return new Response(offlinePageHtml(courses, stylesheets, retry), {
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
