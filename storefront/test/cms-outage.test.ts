/**
 * A CMS that goes away after the storefront served its public pages (ADR 0020): a real CMS of this file's own,
 * loaded with part of the seed data, first hanging (its process frozen: connections accepted, never answered),
 * then stopped. Every public page served before is served again, complete and with 200, from the last good answers,
 * long after they went stale, and without visitors waiting on a CMS that hangs; a page whose content was never
 * fetched answers 503 with its error text.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestStrapi, type TestStrapi } from '@kundu/cms/testing';
import { createStrapiClient, loadSeed, readSeedData } from '@kundu/seed';
import { startStorefront, type TestStorefront } from './support/storefront-server';

/** Answers are fresh for 300 ms and stale for 3 s: the outage below outlasts both. */
const CACHE_TTL_MS = 300;
const PAST_STALE_MS = CACHE_TTL_MS * 11 + 500;
/** How long the storefront waits for a CMS that does not answer. */
const CMS_TIMEOUT_MS = 2000;

let cms: TestStrapi;
let storefront: TestStorefront;
let seenCourse: { id: string; title: string };
let unseenCourse: { id: string; title: string };
let domain: { slug: string; name: string };
let alertTitle: string;

beforeAll(async () => {
  const data = await readSeedData(fileURLToPath(new URL('../../seed/data', import.meta.url)));
  const port = await freePort();
  cms = await startTestStrapi({ STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${port}` });
  try {
    // Two courses are enough for one seen and one never seen; every domain and alert, as the pages show them.
    await loadSeed(createStrapiClient({ baseUrl: cms.url, token: cms.seedToken }), {
      ...data,
      courses: data.courses.slice(0, 2),
    });
    storefront = await startStorefront(
      cms,
      { CMS_CACHE_TTL_MS: String(CACHE_TTL_MS), CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS) },
      port,
    );
  } catch (error) {
    await cms.stop();
    throw error;
  }
  const courses = (await (await fetch(`${storefront.url}/api/courses`)).json()) as Array<{ id: string; title: string }>;
  [seenCourse, unseenCourse] = courses as [typeof seenCourse, typeof unseenCourse];
  domain = { slug: data.domains[0]!.slug, name: data.domains[0]!.name };
  alertTitle = data.alerts[0]!.title;
});
afterAll(async () => {
  await storefront?.stop();
  await cms?.stop();
});

type Page = { status: number; main: string; ms: number };

/** A page as a visitor without a session gets it: its status, and the content of its <main>. */
async function load(path: string): Promise<Page> {
  const started = Date.now();
  const response = await fetch(`${storefront.url}${path}`);
  const html = await response.text();
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return { status: response.status, main, ms: Date.now() - started };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('public pages while the CMS is away', () => {
  const pages = () => [
    '/',
    '/courses',
    '/free-courses',
    `/courses/${seenCourse.id}`,
    '/cyber-awareness',
    `/${domain.slug}`,
  ];
  const served = new Map<string, string>();

  it('are served while it answers', async () => {
    for (const path of pages()) {
      const page = await load(path);
      expect(page.status, path).toBe(200);
      served.set(path, page.main);
    }
    expect(text(served.get('/courses')!)).toContain(seenCourse.title);
    expect(text(served.get(`/courses/${seenCourse.id}`)!)).toContain(seenCourse.title);
    expect(text(served.get('/cyber-awareness')!)).toContain(alertTitle);
    expect(text(served.get(`/${domain.slug}`)!)).toContain(domain.name);
  });

  it('are served the same, without waiting, while it hangs', async () => {
    cms.pause();
    try {
      await new Promise((resolve) => setTimeout(resolve, PAST_STALE_MS));
      // The first visitor of each page waits for the storefront to give up on the CMS; nobody after that does.
      for (const path of pages()) {
        const first = await load(path);
        expect({ path, status: first.status }).toEqual({ path, status: 200 });
        expect(first.main, path).toBe(served.get(path));
      }
      for (const path of pages()) {
        const again = await load(path);
        expect({ path, status: again.status }).toEqual({ path, status: 200 });
        expect(again.main, path).toBe(served.get(path));
        expect(again.ms, path).toBeLessThan(CMS_TIMEOUT_MS / 2);
      }
    } finally {
      cms.resume();
    }
  });

  it('are served the same once it has stopped, and a page never served answers 503', async () => {
    await cms.stop();
    expect((await fetch(`${storefront.url}/healthz`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, PAST_STALE_MS));
    for (const path of pages()) {
      const page = await load(path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(page.main, path).toBe(served.get(path));
    }
    // The catalogue's search works on the courses it has.
    const search = await load(`/courses?q=${encodeURIComponent(seenCourse.title)}`);
    expect(search.status).toBe(200);
    expect(text(search.main)).toContain(seenCourse.title);

    // The other course's modules were never fetched: its page is the course page's error state (spec 2.7), 503.
    const unseen = await load(`/courses/${unseenCourse.id}`);
    expect(unseen.status).toBe(503);
    expect(text(unseen.main)).toContain('Course Not Found');
    expect(text(unseen.main)).not.toContain(unseenCourse.title);
  });
});
