/**
 * One CMS of this file's own through its life, as the storefront in front of it shows it. New, with no content yet:
 * the empty states of spec 2.6, 2.10, 2.11 and 2.14, word for word, in Chromium. Then loaded with part of the seed
 * data, its public pages served. Then gone (ADR 0020): first hanging (its process frozen: connections accepted,
 * never answered), then stopped. Every public page served before is served again, complete and with 200, from the
 * last good answers, long after they went stale, and without visitors waiting on a CMS that hangs; a page whose
 * content was never fetched answers 503 with its error text.
 */
// Own CMS: it starts with an empty database, then freezes and stops its CMS.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type TestStrapi } from '@kundu/cms/testing';
import { createStrapiClient, loadSeed, readSeedData, type SeedData } from '@kundu/seed';
import { startOwnCms } from '@kundu/test-platform';
import { launchBrowser, openPage, seriousAccessibilityViolations } from '../support/browser';
import { startStorefront, type TestStorefront } from '../support/storefront-server';
import { textOf } from '../support/visitor';

/** Answers are fresh for 300 ms and stale for 3 s: the outage below outlasts both. */
const CACHE_TTL_MS = 300;
const PAST_STALE_MS = CACHE_TTL_MS * 11 + 500;
/** How long the storefront waits for a CMS that does not answer. */
const CMS_TIMEOUT_MS = 2000;

let cms: TestStrapi;
let storefront: TestStorefront;
let browser: Browser;
let data: SeedData;
/** The CMS's own folder for editors' media, with the uploads folder Strapi's local upload provider looks for at
 * start. */
const publicDir = mkdtempSync(join(tmpdir(), 'kundu-cms-states-public-'));
mkdirSync(join(publicDir, 'uploads'));

beforeAll(async () => {
  const port = await freePort();
  [cms, browser, data] = await Promise.all([
    startOwnCms({ STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${port}`, CMS_PUBLIC_DIR: publicDir }),
    launchBrowser(),
    readSeedData(fileURLToPath(new URL('../../../seed/data', import.meta.url))),
  ]);
  storefront = await startStorefront(
    cms,
    { CMS_CACHE_TTL_MS: String(CACHE_TTL_MS), CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS) },
    port,
  );
});
afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
  await cms?.stop();
  rmSync(publicDir, { recursive: true, force: true });
});

/** A page in Chromium: its status, the text of its <main> and of the news ticker, and axe-core's findings. */
async function look(path: string, javaScript = true) {
  const opened = await openPage(browser, { javaScript });
  const response = await opened.page.goto(`${storefront.url}${path}`);
  const main = await opened.page.locator('main').innerText();
  const ticker = await opened.page.getByTestId('news-ticker').innerText();
  // axe runs in the page, which it cannot do with JavaScript off; those pages are the same markup, checked with it on.
  const violations = javaScript ? await seriousAccessibilityViolations(opened.page) : [];
  return { ...opened, status: response?.status(), main, ticker, violations };
}

type Page = { status: number; main: string; ms: number };

/** A page as a visitor without a session gets it: its status, and the content of its <main>. */
async function load(path: string): Promise<Page> {
  const started = Date.now();
  const response = await fetch(`${storefront.url}${path}`);
  const html = await response.text();
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return { status: response.status, main, ms: Date.now() - started };
}

describe('a CMS with no content yet', () => {
  it('catalogue: No Courses Available', async () => {
    const view = await look('/courses');
    expect(view.status).toBe(200);
    expect(view.main).toContain('No Courses Available');
    expect(view.main).toContain('Courses are being prepared. Please check back soon.');
    expect(view.violations).toEqual([]);
    expect(view.problems).toEqual([]);
    await view.close();
  });

  it('free courses: No courses available, for all categories or for one', async () => {
    const all = await look('/free-courses');
    expect(all.main).toContain('No courses available');
    expect(all.main).toContain('Free courses are being prepared for all categories.');
    expect(all.violations).toEqual([]);
    await all.close();
    const one = await look('/free-courses?role=government');
    expect(one.main).toContain('Free courses for Government Departments are being prepared.');
    await one.close();
  });

  it('awareness center and news ticker: the no-data texts', async () => {
    const view = await look('/cyber-awareness');
    expect(view.main).toContain('Unable to load current cyber threats. Please try again later.');
    expect(view.ticker).toMatch(/CYBER NEWS\s+No cyber security threats detected in current news cycle\./);
    expect(view.violations).toEqual([]);
    expect(view.problems).toEqual([]);
    await view.close();
  });
});

describe('public pages, once it has content, while the CMS is away', () => {
  let seenCourse: { id: string; title: string };
  let unseenCourse: { id: string; title: string };
  let domain: { slug: string; name: string };
  let alertTitle: string;

  beforeAll(async () => {
    // Two courses are enough for one seen and one never seen; every domain and alert, as the pages show them.
    const two = data.courses.slice(0, 2);
    const loaded = new Set(two.map((course) => course.slug));
    // The Tok Pisin versions of those two only: a version is laid over its English course (ADR 0049).
    const tpi = { ...data.tpi, courses: data.tpi.courses.filter((course) => loaded.has(course.slug)) };
    await loadSeed(createStrapiClient({ baseUrl: cms.url, token: cms.seedToken }), { ...data, courses: two, tpi });
    // The empty answers the storefront kept above are past their stale window: it does not answer with them again.
    await new Promise((resolve) => setTimeout(resolve, PAST_STALE_MS));
    const courses = (await (await fetch(`${storefront.url}/api/courses`)).json()) as Array<{
      id: string;
      title: string;
    }>;
    [seenCourse, unseenCourse] = courses as [typeof seenCourse, typeof unseenCourse];
    domain = { slug: data.domains[0]!.slug, name: data.domains[0]!.name };
    alertTitle = data.alerts[0]!.title;
  });

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
    expect(textOf(served.get('/courses')!)).toContain(seenCourse.title);
    expect(textOf(served.get(`/courses/${seenCourse.id}`)!)).toContain(seenCourse.title);
    expect(textOf(served.get('/cyber-awareness')!)).toContain(alertTitle);
    expect(textOf(served.get(`/${domain.slug}`)!)).toContain(domain.name);
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
    expect(textOf(search.main)).toContain(seenCourse.title);

    // The other course's modules were never fetched: its page is the course page's error state (spec 2.7), 503.
    const unseen = await load(`/courses/${unseenCourse.id}`);
    expect(unseen.status).toBe(503);
    expect(textOf(unseen.main)).toContain('Course Not Found');
    expect(textOf(unseen.main)).not.toContain(unseenCourse.title);
  });
});
