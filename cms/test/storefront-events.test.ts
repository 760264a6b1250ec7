/**
 * What the CMS tells the storefront (ADR 0031), received by the platform's relay standing in for it, which records
 * each notice: only changes visitors can see are told (publish, unpublish, delete, a live write; not a draft's save,
 * nor a save that failed), each once and after it is committed, several changes of one request in one notice, every
 * notice signed with the key derived from STOREFRONT_API_TOKEN. The storefront's side is tested in
 * storefront/test/instant-publishing.test.ts.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkCmsEvent, cmsEventsKey, type CmsChange } from '../contract/cms-events';
import { contentManager, writeWithToken } from './support/api';

const platform = testPlatform();
const { cms } = platform;
/** Slugs, titles and news links of this file's own. */
const tag = unique();
let call: ReturnType<typeof contentManager>;

beforeAll(async () => {
  call = contentManager(cms.url, await platform.admin.token());
});
beforeEach(async () => {
  await platform.notices.clear();
});

/** The changes of each notice received since the last `clear`, after checking its signature. */
async function received(): Promise<CmsChange[][]> {
  const key = cmsEventsKey(cms.storefrontToken);
  return (await platform.notices.received()).map(({ body, signature }) => {
    const check = checkCmsEvent(body, signature, key);
    if (!check.ok) throw new Error(`A notice failed its check (${check.problem}): ${body}`);
    return check.event.changes;
  });
}

const COURSES = 'api::course.course';
const MODULES = 'api::course-module.course-module';
let made = 0;
/** Courses about gardening, far from the seed's words: Kumul (chat.test.ts) searches every published course. */
const course = () => {
  made += 1;
  return {
    title: `Garden tools ${made} ${tag}`,
    slug: `garden-tools-${made}-${tag}`,
    description: 'Spades, forks and hoes.',
    domain: 'cyber_security',
    isFree: true,
  };
};
const module = (courseId: string) => {
  made += 1;
  return {
    title: `Sharpening a spade ${made} ${tag}`,
    slug: `sharpening-a-spade-${made}-${tag}`,
    description: 'A file, a vice and a steady hand.',
    estimatedDuration: '10 minutes',
    order: 1,
    lesson: 'File towards the edge.',
    course: { connect: [{ documentId: courseId }] },
  };
};
const create = async (type: string, data: Record<string, unknown>) =>
  ((await call('POST', type, data)).data as { documentId: string }).documentId;
const publish = (type: string, id: string) => call('POST', `${type}/${id}/actions/publish`, {});

describe('what the CMS tells the storefront', () => {
  it("tells nothing for a draft's save, and the course once it is published, unpublished or deleted", async () => {
    const courseId = await create(COURSES, course());
    await call('PUT', `${COURSES}/${courseId}`, { description: 'Still a draft.' });
    expect(await received()).toEqual([]);

    await publish(COURSES, courseId);
    // The admin panel's answer came after the notice: it is already here.
    expect(await received()).toEqual([[{ type: 'course', documentId: courseId }]]);
    await call('POST', `${COURSES}/${courseId}/actions/unpublish`, {});
    await call('DELETE', `${COURSES}/${courseId}`);
    expect(await received()).toEqual([
      [{ type: 'course', documentId: courseId }],
      [{ type: 'course', documentId: courseId }],
      [{ type: 'course', documentId: courseId }],
    ]);
  });

  it("names a module's courses, both of them when it moves", async () => {
    const first = await create(COURSES, course());
    const second = await create(COURSES, course());
    await publish(COURSES, first);
    await publish(COURSES, second);
    await platform.notices.clear();
    const moduleId = await create(MODULES, module(first));
    expect(await received()).toEqual([]);
    await publish(MODULES, moduleId);
    expect(await received()).toEqual([[{ type: 'course-module', documentId: moduleId, courseIds: [first] }]]);

    await platform.notices.clear();
    await call('PUT', `${MODULES}/${moduleId}`, { course: { set: [{ documentId: second }] } });
    await publish(MODULES, moduleId);
    const [[change]] = (await received()) as [[CmsChange & { courseIds: string[] }]];
    expect(change.type).toBe('course-module');
    expect([...change.courseIds].sort()).toEqual([first, second].sort());
  });

  it('tells the live writes of the seed loader and the cron worker through the REST API, not a draft or a refused one', async () => {
    const created = await writeWithToken(`${cms.url}/api/courses`, cms.seedToken, 'POST', course());
    expect(created.status).toBe(201);
    const courseId = (created.body.data as { documentId: string }).documentId;
    const news = await writeWithToken(`${cms.url}/api/news-items`, cms.cronToken, 'POST', {
      title: `Banks warn of fake loan apps ${tag}`,
      url: `https://news.example.org/loan-apps-${tag}`,
      source: 'Post-Courier',
      sourcePublishedAt: new Date().toISOString(),
    });
    expect(news.status, JSON.stringify(news.body)).toBe(201);
    const newsId = (news.body.data as { documentId: string }).documentId;
    const draft = await writeWithToken(`${cms.url}/api/courses?status=draft`, cms.seedToken, 'POST', course());
    expect(draft.status).toBe(201);
    // A paid course without a price is refused (validate-course-content): nothing was saved, nothing is told.
    const refused = await writeWithToken(`${cms.url}/api/courses`, cms.seedToken, 'POST', {
      ...course(),
      isFree: false,
    });
    expect(refused.status).toBe(400);
    expect(await received()).toEqual([
      [{ type: 'course', documentId: courseId }],
      [{ type: 'news-item', documentId: newsId }],
    ]);
  });

  it("tells several changes of one request in one notice (the admin panel's bulk unpublish)", async () => {
    const ids = [await create(COURSES, course()), await create(COURSES, course())];
    for (const id of ids) await publish(COURSES, id);
    await platform.notices.clear();
    await call('POST', `${COURSES}/actions/bulkUnpublish`, { documentIds: ids });
    const changes = await received();
    expect(changes).toHaveLength(1);
    expect(changes[0]!.map((change) => ('documentId' in change ? change.documentId : change.type)).sort()).toEqual(
      [...ids].sort(),
    );
  });

  it('saves as usual when the storefront does not answer, and says so in its log', async () => {
    await platform.notices.setAnswering(false);
    const courseId = await create(COURSES, course());
    await publish(COURSES, courseId);
    expect((await fetch(`${cms.url}/api/courses/${courseId}?fields[0]=title`)).status).toBe(200);
    // Reported at once: the notices before it were answered (an outage is reported once a minute while it lasts).
    expect(await cms.logs()).toMatch(/The storefront at http:\/\/127\.0\.0\.1:\d+\/api\/cms-events could not be told/);
  });
});
