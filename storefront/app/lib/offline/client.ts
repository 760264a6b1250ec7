/**
 * The browser's side of offline learning (ADR 0047): the service worker registered when a learner saves a course,
 * told who is signed in on every page, and Save for offline itself, which stores the learner's own pages in their
 * own cache. Browser-only: each function checks what the browser supports first.
 */
import { currentLanguage } from '~/lib/language';
import {
  SAVED_COURSES_KEY,
  addressesToSave,
  imagesIn,
  maySave,
  savedCacheName,
  withSavedCourse,
  type SavedCourse,
} from './rules';

export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window && 'indexedDB' in window;
}

/** Tells the worker who is signed in, and the page's language (its offline page is in it). */
async function tell(registration: ServiceWorkerRegistration | undefined, learnerId: string | null) {
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  worker?.postMessage({ type: 'learner', id: learnerId, language: currentLanguage() });
}

/**
 * Each page load: a worker already registered (the learner saved a course before) is updated and told who is signed
 * in (nobody: it forgets what was saved). No worker is registered for visitors who never saved: it would cost them
 * the precached files.
 */
export async function announceLearner(learnerId: string | null): Promise<void> {
  if (!offlineSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return;
  await tell(registration, learnerId);
}

async function registerWorker(learnerId: string): Promise<void> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  const registration = await navigator.serviceWorker.ready;
  await tell(registration, learnerId);
}

/** Bytes an answer cost on the network (compressed, headers included), else the size of its body. */
function bytesOf(url: string, body: ArrayBuffer): number {
  const entries = performance.getEntriesByName(new URL(url, location.origin).href) as PerformanceResourceTiming[];
  const transfer = entries.at(-1)?.transferSize ?? 0;
  return transfer > 0 ? transfer : body.byteLength;
}

async function store(cache: Cache, address: string): Promise<{ bytes: number; text: string }> {
  const response = await fetch(address, { credentials: 'same-origin', cache: 'reload' });
  if (!maySave(response, true)) throw new Error(`${address} answered ${response.status}`);
  const body = await response.clone().arrayBuffer();
  await cache.put(address, response);
  const type = response.headers.get('content-type') ?? '';
  return { bytes: bytesOf(address, body), text: type.startsWith('text/html') ? new TextDecoder().decode(body) : '' };
}

export type SaveRequest = { learnerId: string; coursePath: string; title: string; modulePaths: string[] };

/** Save for offline: every module page and its data, their images, the course page; returns what it cost. */
export async function saveCourse({ learnerId, coursePath, title, modulePaths }: SaveRequest): Promise<SavedCourse> {
  await registerWorker(learnerId);
  const cache = await caches.open(savedCacheName(learnerId));
  let bytes = 0;
  const images = new Set<string>();
  for (const address of addressesToSave(coursePath, modulePaths)) {
    const saved = await store(cache, address);
    bytes += saved.bytes;
    for (const image of imagesIn(saved.text, location.origin)) images.add(image);
  }
  for (const image of images) bytes += (await store(cache, image)).bytes;
  // Remix's route discovery for these pages, so links between them work offline.
  const version = window.__remixManifest?.version ?? '';
  const discovery = new URL('/__manifest', location.origin);
  for (const path of [coursePath, ...modulePaths].sort()) discovery.searchParams.append('p', path);
  discovery.searchParams.set('version', version);
  const manifest = await fetch(discovery, { credentials: 'same-origin' });
  if (manifest.ok) {
    bytes += bytesOf(discovery.href, await manifest.clone().arrayBuffer());
    await cache.put('/__manifest', manifest);
  }
  const course: SavedCourse = { path: coursePath, title, bytes, savedAt: new Date().toISOString() };
  await cache.put(SAVED_COURSES_KEY, Response.json(withSavedCourse(await savedCourses(learnerId), course)));
  return course;
}

export async function savedCourses(learnerId: string): Promise<SavedCourse[]> {
  if (!offlineSupported()) return [];
  const name = savedCacheName(learnerId);
  if (!(await caches.has(name))) return [];
  const listed = await (await caches.open(name)).match(SAVED_COURSES_KEY);
  return listed ? ((await listed.json()) as SavedCourse[]) : [];
}
