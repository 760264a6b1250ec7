/**
 * Instant publishing (issue 12, ADR 0031). The storefronts here keep the CMS's answers for 10 minutes, so only the
 * CMS's change notice can explain a change they show.
 *
 * First, a storefront the worker's shared CMS tells (its notices are passed on to it): what an editor publishes or
 * unpublishes in the admin panel (its own API) shows on the storefront's very next request, and the CMS saves as
 * usual while the storefront is down. Then, a storefront the shared CMS does not tell, to which the test sends
 * notices itself: a replay changes nothing, a forged, stale or unreadable one is refused in words, and a new
 * course's page answers 200 at once. Every course and alert here is the file's own (`unique()`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CMS_EVENT_SIGNATURE_HEADER,
  cmsEventsKey,
  newCmsEvent,
  signCmsEvent,
  type CmsChange,
} from '@kundu/cms-contract/cms-events';
import { contentManager, freePort } from '@kundu/cms/testing';
import { testPlatform, unique } from '@kundu/test-platform';
import { COURSE_MISS_REFRESH_MS } from '~/lib/cms/cache-keys';
import { publishCourse, unpublishCourse } from './support/cms-admin';
import { startStorefront, type TestStorefront } from './support/storefront-server';

const TEN_MINUTES = String(10 * 60_000);
const platform = testPlatform();

type Listed = { id: string; title: string };

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.json();
}

const courseTitles = async (storefront: TestStorefront) =>
  ((await getJson(`${storefront.url}/api/courses`)) as Listed[]).map((course) => course.title);
const alertTitles = async (storefront: TestStorefront) =>
  ((await getJson(`${storefront.url}/api/awareness/alerts`)) as Listed[]).map((alert) => alert.title);

const stamp = unique();
const COURSE = {
  title: `Keeping a church office safe online ${stamp}`,
  slug: `keeping-a-church-office-safe-online-${stamp}`,
  description: 'Passwords, updates and backups for the computer in the church office.',
  domain: 'cyber_security',
  isFree: true,
};
const MODULE = {
  title: `Backups that survive a flood ${stamp}`,
  slug: `backups-that-survive-a-flood-${stamp}`,
  description: 'Two copies, one away from the office.',
  estimatedDuration: '15 minutes',
  order: 1,
  lesson: '# Backups\n\nKeep two copies of what matters, one of them away from the office.',
};
const ALERT = {
  title: `Fake BSP text asking to confirm a PIN ${stamp}`,
  slug: `fake-bsp-text-asking-to-confirm-a-pin-${stamp}`,
  category: 'Critical',
  description: 'A text says your account is locked and asks for your PIN. The bank never asks for it.',
};

describe('a CMS that tells its storefront what changed', () => {
  let storefront: TestStorefront;
  let call: ReturnType<typeof contentManager>;
  let port: number;

  /** What an editor does: create a draft, then press Publish (or Unpublish). */
  const create = async (type: string, data: Record<string, unknown>) =>
    ((await call('POST', type, data)).data as { documentId: string }).documentId;
  const publish = (type: string, id: string) => call('POST', `${type}/${id}/actions/publish`, {});
  const unpublish = (type: string, id: string) => call('POST', `${type}/${id}/actions/unpublish`, {});

  beforeAll(async () => {
    call = contentManager(platform.cms.url, await platform.admin.token());
    // The same address after a restart, so that the CMS's notices, passed on to it, still reach it.
    port = await freePort();
    storefront = await startStorefront(platform.cms, { CMS_CACHE_TTL_MS: TEN_MINUTES }, port);
    await platform.notices.follow(storefront.url);
  });
  afterAll(async () => {
    await platform.notices.setAnswering(true);
    await storefront?.stop();
  });

  it('shows a course the editor publishes, and its new module, on the very next request, and drops it when unpublished', async () => {
    const COURSES = 'api::course.course';
    const MODULES = 'api::course-module.course-module';
    expect(await courseTitles(storefront)).not.toContain(COURSE.title);

    // A draft is not published: nothing changes for visitors, and the storefront still answers from its cache.
    const courseId = await create(COURSES, COURSE);
    expect(await courseTitles(storefront)).not.toContain(COURSE.title);

    await publish(COURSES, courseId);
    expect(await courseTitles(storefront)).toContain(COURSE.title);
    const page = await fetch(`${storefront.url}/courses/${courseId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(COURSE.title);
    expect(html).not.toContain(MODULE.title);

    // A module added to the course and published: the course page (its cached module list) shows it at once.
    const moduleId = await create(MODULES, { ...MODULE, course: { connect: [{ documentId: courseId }] } });
    await publish(MODULES, moduleId);
    expect(await (await fetch(`${storefront.url}/courses/${courseId}`)).text()).toContain(MODULE.title);
    const modules = (await getJson(`${storefront.url}/api/courses/${courseId}/modules`)) as Listed[];
    expect(modules.map((module) => module.title)).toEqual([MODULE.title]);

    await unpublish(COURSES, courseId);
    expect(await courseTitles(storefront)).not.toContain(COURSE.title);
    expect((await fetch(`${storefront.url}/courses/${courseId}`)).status).toBe(404);
    expect((await fetch(`${storefront.url}/api/courses/${courseId}`)).status).toBe(404);
  });

  it('shows the Tok Pisin version an editor publishes on the next Tok Pisin request; English readers keep theirs', async () => {
    const COURSES = 'api::course.course';
    const english = `Passwords for the church office ${stamp}`;
    const tokPisin = `Password bilong ofis bilong sios ${stamp}`;
    const titlesIn = async (language: string) => {
      const response = await fetch(`${storefront.url}/api/courses`, { headers: { 'accept-language': language } });
      return ((await response.json()) as Listed[]).map((course) => course.title);
    };
    const courseId = await create(COURSES, { ...COURSE, title: english, slug: `passwords-church-office-${stamp}` });
    await publish(COURSES, courseId);
    // Not translated yet: Tok Pisin readers read it in English.
    expect(await titlesIn('tpi')).toContain(english);

    await call('PUT', `${COURSES}/${courseId}?locale=tpi`, {
      title: tokPisin,
      description: 'Password, update na backup bilong kompyuta long ofis bilong sios.',
    });
    expect(await titlesIn('tpi')).toContain(english);
    await call('POST', `${COURSES}/${courseId}/actions/publish?locale=tpi`, {});
    expect(await titlesIn('tpi')).toContain(tokPisin);
    expect(await titlesIn('tpi')).not.toContain(english);
    expect(await titlesIn('en')).toContain(english);
    expect(await titlesIn('en')).not.toContain(tokPisin);
    // The course is this test's: it does not stay in the catalogue other files read.
    await unpublish(COURSES, courseId);
    expect(await titlesIn('tpi')).not.toContain(tokPisin);
  });

  it('shows an alert the editor publishes on the very next request, and drops it when unpublished', async () => {
    const ALERTS = 'api::awareness-alert.awareness-alert';
    expect(await alertTitles(storefront)).not.toContain(ALERT.title);
    const alertId = await create(ALERTS, ALERT);
    await publish(ALERTS, alertId);
    expect(await alertTitles(storefront)).toContain(ALERT.title);
    await unpublish(ALERTS, alertId);
    expect(await alertTitles(storefront)).not.toContain(ALERT.title);
  });

  it('saves and publishes as usual while the storefront is down, and says so in its log', async () => {
    // Down: this storefront stopped, and the address the CMS tells (the platform's relay) drops the connection.
    await storefront.stop();
    await platform.notices.setAnswering(false);
    const COURSES = 'api::course.course';
    const title = `Written while the storefront was away ${stamp}`;
    const started = Date.now();
    const courseId = await create(COURSES, { ...COURSE, title, slug: `away-${stamp}` });
    await publish(COURSES, courseId);
    expect(Date.now() - started).toBeLessThan(5000);
    const published = await fetch(`${platform.cms.url}/api/courses/${courseId}?fields[0]=title`);
    expect(published.status).toBe(200);
    expect(await platform.cms.logs()).toMatch(
      /The storefront at http:\/\/127\.0\.0\.1:\d+\/api\/cms-events could not be told/,
    );

    // Back, it reads what it needs afresh.
    await platform.notices.setAnswering(true);
    storefront = await startStorefront(platform.cms, { CMS_CACHE_TTL_MS: TEN_MINUTES }, port);
    expect(await courseTitles(storefront)).toContain(title);
    // The course is this test's: it does not stay in the catalogue other files read.
    await unpublish(COURSES, courseId);
  });
});

describe('change notices at a storefront the shared CMS does not tell', () => {
  let storefront: TestStorefront;
  const key = () => cmsEventsKey(platform.cms.storefrontToken);
  const send = (body: string, signature: string | null) =>
    fetch(`${storefront.url}/api/cms-events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [CMS_EVENT_SIGNATURE_HEADER]: signature } : {}),
      },
      body,
    });
  const notice = (changes: CmsChange[], sentAt = Date.now()) => newCmsEvent(changes, key(), sentAt);

  beforeAll(async () => {
    storefront = await startStorefront(platform.cms, { CMS_CACHE_TTL_MS: TEN_MINUTES });
  });
  afterAll(async () => {
    await storefront?.stop();
  });

  it('applies a notice once: a replay, a forged, a stale or an unreadable one changes nothing', async () => {
    await courseTitles(storefront);
    const title = `Notices and their replays ${stamp}`;
    const { courseId } = await publishCourse({ ...COURSE, title, slug: `notices-and-their-replays-${stamp}` }, [
      { ...MODULE, slug: `notices-module-${stamp}` },
    ]);
    // Published, but nobody told this storefront: its list is the one it read before.
    expect(await courseTitles(storefront)).not.toContain(title);

    const told = notice([{ type: 'course', documentId: courseId }]);
    const applied = await send(told.body, told.signature);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({
      message: 'Dropped 4 cached answers.',
      // Both languages' (ADR 0049).
      dropped: ['courses', 'courses@tpi', `modules:${courseId}`, `modules:${courseId}@tpi`],
    });
    expect(await courseTitles(storefront)).toContain(title);

    // Unpublished, and again nobody told this storefront: it keeps listing the course from its cache...
    await unpublishCourse(courseId);
    expect(await courseTitles(storefront)).toContain(title);

    // ...and the same notice again changes nothing.
    const replay = await send(told.body, told.signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({
      message: 'This change notice was already applied; nothing was done.',
      dropped: [],
    });
    expect(await courseTitles(storefront)).toContain(title);

    const refusals: Array<[string, Response, number, RegExp]> = [];
    const fresh = notice([{ type: 'course', documentId: courseId }]);
    refusals.push([
      'tampered',
      await send(fresh.body.replace('"course"', '"domain"'), fresh.signature),
      401,
      /signature/,
    ]);
    refusals.push(['unsigned', await send(fresh.body, null), 401, /signature/]);
    const otherKey = cmsEventsKey('not-the-storefront-token-at-all');
    refusals.push(['other key', await send(fresh.body, signCmsEvent(fresh.body, otherKey)), 401, /signature/]);
    const old = notice([{ type: 'course', documentId: courseId }], Date.now() - 10 * 60_000);
    refusals.push(['stale', await send(old.body, old.signature), 400, /too old/]);
    refusals.push(['not JSON', await send('drop everything', signCmsEvent('drop everything', key())), 400, /read/]);
    const wrong = JSON.stringify({ id: crypto.randomUUID(), sentAt: Date.now(), changes: [{ type: 'everything' }] });
    refusals.push(['unknown change', await send(wrong, signCmsEvent(wrong, key())), 400, /read/]);
    for (const [name, response, status, words] of refusals) {
      expect(response.status, name).toBe(status);
      expect(response.headers.get('content-type'), name).toMatch(/^application\/json/);
      expect(((await response.json()) as { message: string }).message, name).toMatch(words);
    }
    const get = await fetch(`${storefront.url}/api/cms-events`);
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ message: 'Use POST for this call.' });
    expect(await courseTitles(storefront)).toContain(title);

    // A new notice about the course: gone.
    const unpublished = notice([{ type: 'course', documentId: courseId }]);
    expect((await send(unpublished.body, unpublished.signature)).status).toBe(200);
    expect(await courseTitles(storefront)).not.toContain(title);
  });

  it("answers a new course's page with 200 at once, though no notice came, and an unknown one with 404", async () => {
    await courseTitles(storefront);
    // An unknown address reads the list again only if it was read more than COURSE_MISS_REFRESH_MS ago.
    await new Promise((resolve) => setTimeout(resolve, COURSE_MISS_REFRESH_MS));
    const title = `A course nobody told the storefront about ${stamp}`;
    const { courseId } = await publishCourse({ ...COURSE, title, slug: `nobody-told-${stamp}` }, [
      { ...MODULE, slug: `nobody-told-module-${stamp}` },
    ]);
    try {
      const page = await fetch(`${storefront.url}/courses/${courseId}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(title);
      expect((await fetch(`${storefront.url}/api/courses/${courseId}`)).status).toBe(200);
      expect((await fetch(`${storefront.url}/courses/abcdefghij0123456789zzzz`)).status).toBe(404);
    } finally {
      await unpublishCourse(courseId);
    }
  });
});
