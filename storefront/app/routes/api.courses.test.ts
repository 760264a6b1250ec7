/**
 * GET /api/courses's loader, given a Request, against a stand-in CMS on loopback: the CMS's courses in the spec's
 * Course shape (section 3), filtered by ?free and ?role, read page by page however many there are, kept briefly in
 * public caches; a bad filter refused in words without asking the CMS; a CMS answering something it should not, a
 * 503 in words. (The same route on the seeded CMS: storefront/test/api.test.ts.)
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStandInCms, type StandInCms } from '../../test/support/stand-in-cms';

let cms: StandInCms;
let loader: (args: LoaderFunctionArgs) => Promise<Response>;
let t: Awaited<typeof import('~/messages/messages.server')>['messages'];

/** A published course as the CMS's REST API answers the catalogue's query. */
const cmsCourse = (n: number, overrides: Record<string, unknown> = {}) => ({
  documentId: `course${String(n).padStart(8, '0')}`,
  slug: `course-${n}`,
  title: `Course ${String(n).padStart(3, '0')}`,
  description: 'Recognise SMS and WhatsApp scams and report them.',
  domain: 'cyber_crime',
  difficulty: 'Beginner',
  duration: '1 hour',
  isFree: true,
  priceKina: null,
  targetRoles: [{ role: 'general_workforce' }],
  objectives: [{ text: 'Spot a fake prize message' }],
  prerequisites: [],
  modules: { count: 3 },
  ...overrides,
});

/** The CMS holds these courses, answered 100 a page as Strapi does. */
function holds(courses: Array<ReturnType<typeof cmsCourse>>) {
  cms.answer('GET /api/courses', (request) => {
    const page = Number(request.query.get('pagination[page]') ?? 1);
    const pageSize = Number(request.query.get('pagination[pageSize]') ?? 25);
    return {
      status: 200,
      body: {
        data: courses.slice((page - 1) * pageSize, page * pageSize),
        meta: {
          pagination: { page, pageSize, pageCount: Math.ceil(courses.length / pageSize), total: courses.length },
        },
      },
    };
  });
}

beforeAll(async () => {
  cms = await startStandInCms();
  // Read once, when the storefront's first module loads; no cache, so each test sees what the CMS holds now.
  process.env.CMS_URL = cms.url;
  process.env.CMS_CACHE_TTL_MS = '0';
  ({ loader } = await import('./api.courses'));
  ({ messages: t } = await import('~/messages/messages.server'));
});
afterAll(() => cms?.close());
beforeEach(() => {
  cms.requests.length = 0;
});

async function get(query = '') {
  const response = await loader({
    request: new Request(`http://kundu.test/api/courses${query}`),
    params: {},
    context: {},
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

describe('GET /api/courses', () => {
  it("answers the CMS's courses in the spec's Course shape, for public caches to keep briefly", async () => {
    holds([cmsCourse(1), cmsCourse(2, { isFree: false, priceKina: '150.00', targetRoles: [{ role: 'government' }] })]);
    const { status, body, headers } = await get();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('stale-while-revalidate');
    expect(body).toEqual([
      {
        id: 'course00000001',
        slug: 'course-1',
        title: 'Course 001',
        description: 'Recognise SMS and WhatsApp scams and report them.',
        domain: 'cyber_crime',
        targetRole: ['general_workforce'],
        difficulty: 'Beginner',
        moduleCount: 3,
        duration: '1 hour',
        objectives: ['Spot a fake prize message'],
        prerequisites: [],
        isFree: true,
        priceKina: null,
      },
      // PostgreSQL answers a decimal as text: the price is a number all the same.
      expect.objectContaining({ id: 'course00000002', isFree: false, priceKina: 150, targetRole: ['government'] }),
    ]);
    // Named fields only, never populate=*.
    expect(cms.requests[0]?.query.get('populate')).toBeNull();
    expect(cms.requests[0]?.query.getAll('fields[0]')).toEqual(['slug']);
  });

  it('filters free or paid courses, and the free ones for a role', async () => {
    holds([
      cmsCourse(1),
      cmsCourse(2, { isFree: false, priceKina: 150 }),
      cmsCourse(3, { targetRoles: [{ role: 'law_enforcement' }, { role: 'government' }] }),
    ]);
    const ids = async (query: string) => ((await get(query)).body as Array<{ id: string }>).map((course) => course.id);
    expect(await ids('?free=true')).toEqual(['course00000001', 'course00000003']);
    expect(await ids('?free=false')).toEqual(['course00000002']);
    expect(await ids('?free=true&role=law_enforcement')).toEqual(['course00000003']);
  });

  it('reads every page of a catalogue of 250 courses', async () => {
    holds(Array.from({ length: 250 }, (_, index) => cmsCourse(index + 1)));
    const { body } = await get();
    expect((body as unknown[]).length).toBe(250);
    expect(cms.requests.map((request) => request.query.get('pagination[page]'))).toEqual(['1', '2', '3']);
  });

  it('refuses an unknown role or free value in words, without asking the CMS', async () => {
    expect(await get('?free=true&role=pilots')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Unknown role/) },
    });
    expect(await get('?free=yes')).toMatchObject({ status: 400, body: { message: t().api.invalidFreeFilter } });
    expect(cms.requests).toEqual([]);
  });

  it('answers 503 in words when the CMS answers what a catalogue cannot be, or fails', async () => {
    cms.answer('GET /api/courses', { status: 200, body: { data: [{ documentId: 'x' }], meta: {} } });
    expect(await get()).toMatchObject({ status: 503, body: { message: t().api.coursesUnavailable } });
    cms.answer('GET /api/courses', { status: 500, body: { error: { message: 'Internal Server Error' } } });
    expect(await get()).toMatchObject({ status: 503, body: { message: t().api.coursesUnavailable } });
    // Logged for whoever runs the platform, once each.
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockClear();
  });
});
