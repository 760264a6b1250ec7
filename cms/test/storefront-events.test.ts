/**
 * What the CMS tells the storefront (ADR 0031), received by a small server standing in for it that records each
 * notice: only changes visitors can see are told (publish, unpublish, delete, a live write; not a draft's save, nor
 * a save that failed), each once and after it is committed, several changes of one request in one notice, every
 * notice signed with the key derived from STOREFRONT_API_TOKEN. The storefront's side is tested in
 * storefront/test/instant-publishing.test.ts.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkCmsEvent, cmsEventsKey, type CmsChange } from '../contract/cms-events';
import { contentManager, registerFirstAdmin, writeWithToken } from './support/api';
import { freePort, startTestStrapi, type TestStrapi } from './support/test-strapi';

type Notice = { signature: string | null; body: string };

let cms: TestStrapi;
let storefront: Server;
let call: ReturnType<typeof contentManager>;
const notices: Notice[] = [];

beforeAll(async () => {
  const port = await freePort();
  storefront = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/cms-events') {
        notices.push({ signature: (req.headers['x-kundu-signature'] as string | undefined) ?? null, body });
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"message":"Dropped."}');
    });
  });
  await new Promise<void>((resolve) => storefront.listen(port, '127.0.0.1', resolve));
  cms = await startTestStrapi({ STOREFRONT_INTERNAL_URL: `http://127.0.0.1:${port}` });
  call = contentManager(cms.url, await registerFirstAdmin(cms.url));
});
afterAll(async () => {
  await cms?.stop();
  await new Promise((resolve) => storefront?.close(resolve));
});
beforeEach(() => {
  notices.length = 0;
});

/** The changes of each notice received, after checking its signature. */
function received(): CmsChange[][] {
  const key = cmsEventsKey(cms.storefrontToken);
  return notices.map(({ body, signature }) => {
    const check = checkCmsEvent(body, signature, key);
    if (!check.ok) throw new Error(`A notice failed its check (${check.problem}): ${body}`);
    return check.event.changes;
  });
}

const COURSES = 'api::course.course';
const MODULES = 'api::course-module.course-module';
let made = 0;
const course = () => {
  made += 1;
  return {
    title: `Safe mobile money ${made}`,
    slug: `safe-mobile-money-${made}`,
    description: 'PINs, agents and scams.',
    domain: 'cyber_security',
    isFree: true,
  };
};
const module = (courseId: string) => {
  made += 1;
  return {
    title: `Agents and receipts ${made}`,
    slug: `agents-and-receipts-${made}`,
    description: 'What a real agent does.',
    estimatedDuration: '10 minutes',
    order: 1,
    lesson: 'Ask for a receipt.',
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
    expect(received()).toEqual([]);

    await publish(COURSES, courseId);
    // The admin panel's answer came after the notice: it is already here.
    expect(received()).toEqual([[{ type: 'course', documentId: courseId }]]);
    await call('POST', `${COURSES}/${courseId}/actions/unpublish`, {});
    await call('DELETE', `${COURSES}/${courseId}`);
    expect(received()).toEqual([
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
    notices.length = 0;
    const moduleId = await create(MODULES, module(first));
    expect(received()).toEqual([]);
    await publish(MODULES, moduleId);
    expect(received()).toEqual([[{ type: 'course-module', documentId: moduleId, courseIds: [first] }]]);

    notices.length = 0;
    await call('PUT', `${MODULES}/${moduleId}`, { course: { set: [{ documentId: second }] } });
    await publish(MODULES, moduleId);
    const [[change]] = received() as [[CmsChange & { courseIds: string[] }]];
    expect(change.type).toBe('course-module');
    expect([...change.courseIds].sort()).toEqual([first, second].sort());
  });

  it('tells the live writes of the seed loader and the cron worker through the REST API, not a draft or a refused one', async () => {
    const created = await writeWithToken(`${cms.url}/api/courses`, cms.seedToken, 'POST', course());
    expect(created.status).toBe(201);
    const courseId = (created.body.data as { documentId: string }).documentId;
    const news = await writeWithToken(`${cms.url}/api/news-items`, cms.cronToken, 'POST', {
      title: 'Banks warn of fake loan apps',
      url: 'https://news.example.org/loan-apps',
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
    expect(received()).toEqual([
      [{ type: 'course', documentId: courseId }],
      [{ type: 'news-item', documentId: newsId }],
    ]);
  });

  it("tells several changes of one request in one notice (the admin panel's bulk unpublish)", async () => {
    const ids = [await create(COURSES, course()), await create(COURSES, course())];
    for (const id of ids) await publish(COURSES, id);
    notices.length = 0;
    await call('POST', `${COURSES}/actions/bulkUnpublish`, { documentIds: ids });
    const changes = received();
    expect(changes).toHaveLength(1);
    expect(changes[0]!.map((change) => change.documentId).sort()).toEqual([...ids].sort());
  });

  it('saves as usual when the storefront does not answer, and says so in its log', async () => {
    await new Promise((resolve) => storefront.close(resolve));
    storefront.closeAllConnections();
    const courseId = await create(COURSES, course());
    await publish(COURSES, courseId);
    expect((await fetch(`${cms.url}/api/courses/${courseId}?fields[0]=title`)).status).toBe(200);
    expect(cms.logs()).toMatch(/The storefront at http:\/\/127\.0\.0\.1:\d+\/api\/cms-events could not be told/);
  });
});
