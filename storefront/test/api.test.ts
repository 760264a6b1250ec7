/**
 * The storefront's JSON API for the catalogue and the awareness center (spec section 3), against the worker's
 * shared CMS: the seeded courses and alerts as the seed files describe them, and whatever other test files
 * published since as the CMS publishes it now.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveContactReferences } from '@kundu/cms-contract/help-contacts';
import { readSeedData, TARGET_ROLES, type SeedData } from '@kundu/seed';
import { testPlatform, unique } from '@kundu/test-platform';

const platform = testPlatform();
const storefront = platform.storefront.url;
let data: SeedData;

type Course = Record<string, unknown> & {
  id: string;
  title: string;
  slug: string;
  targetRole: string[];
  isFree: boolean;
  moduleCount: number;
};

/** A course as the CMS publishes it through its public REST API. */
type PublishedCourse = {
  documentId: string;
  slug: string;
  title: string;
  description: string;
  domain: string;
  difficulty: string | null;
  duration: string | null;
  isFree: boolean;
  priceKina: number | string | null;
  targetRoles: Array<{ role: string }>;
  objectives: Array<{ text: string }>;
  prerequisites: Array<{ text: string }>;
  modules: { count: number };
};

/** An alert as the CMS publishes it through its public REST API. */
type PublishedAlert = {
  documentId: string;
  slug: string;
  title: string;
  category: string;
  description: string;
  protectionTip: string | null;
  source: string | null;
  sourceUrl: string | null;
  reportedOn: string | null;
  createdAt: string;
};

async function get(path: string) {
  const response = await fetch(`${storefront}${path}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

async function courses(query = ''): Promise<Course[]> {
  const { status, body } = await get(`/api/courses${query}`);
  expect(status).toBe(200);
  return body as Course[];
}

/**
 * Everything the CMS publishes now of a collection, every page of it, in the CMS's own order. Other test files on
 * this worker publish courses and alerts of their own, so the storefront is compared with this, not with the seed
 * files alone.
 */
async function published<T>(collection: string, query: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `${platform.cms.url}/api/${collection}?${query}&pagination[page]=${page}&pagination[pageSize]=100`,
    );
    if (!response.ok) throw new Error(`Reading ${collection} from the CMS failed (${response.status})`);
    const { data: found, meta } = (await response.json()) as {
      data: T[];
      meta: { pagination: { pageCount: number } };
    };
    items.push(...found);
    if (page >= meta.pagination.pageCount) return items;
  }
}

const publishedCourses = () =>
  published<PublishedCourse>(
    'courses',
    [
      'sort[0]=title:asc',
      'sort[1]=documentId:asc',
      'populate[targetRoles][fields][0]=role',
      'populate[objectives][fields][0]=text',
      'populate[prerequisites][fields][0]=text',
      'populate[modules][count]=true',
    ].join('&'),
  );

const publishedAlerts = () => published<PublishedAlert>('awareness-alerts', 'sort[0]=documentId:asc');

beforeAll(async () => {
  data = await readSeedData(fileURLToPath(new URL('../../seed/data', import.meta.url)));
});

describe('GET /api/courses', () => {
  it("lists every published course in the spec's Course shape, with module counts, by title", async () => {
    const { headers } = await get('/api/courses');
    expect(headers.get('cache-control')).toContain('stale-while-revalidate');
    const list = await courses();
    const now = await publishedCourses();
    expect(list).toHaveLength(now.length);
    expect(list.length).toBeGreaterThanOrEqual(18);
    // In the CMS's order by title, and every seeded course among them, in the order of its title.
    expect(list.map((course) => course.id)).toEqual(now.map((course) => course.documentId));
    const seededSlugs = new Set(data.courses.map((course) => course.slug));
    expect(list.filter((course) => seededSlugs.has(course.slug)).map((course) => course.title)).toEqual(
      data.courses.map((course) => course.title).sort((a, b) => a.localeCompare(b)),
    );
    for (const course of list) {
      expect(Object.keys(course).sort()).toEqual(
        [
          'id',
          'slug',
          'title',
          'description',
          'domain',
          'targetRole',
          'difficulty',
          'moduleCount',
          'duration',
          'objectives',
          'prerequisites',
          'isFree',
          'priceKina',
        ].sort(),
      );
      const seeded = data.courses.find((entry) => entry.slug === course.slug);
      const cms = now.find((entry) => entry.documentId === course.id)!;
      // A seeded course as its seed file says; another file's course as the CMS publishes it.
      expect(course).toMatchObject(
        seeded
          ? {
              title: seeded.title,
              description: seeded.description,
              domain: seeded.domain,
              targetRole: seeded.targetRoles,
              difficulty: seeded.difficulty,
              duration: seeded.duration,
              moduleCount: seeded.modules.length,
              objectives: seeded.objectives,
              prerequisites: seeded.prerequisites,
              isFree: seeded.isFree,
              priceKina: seeded.priceKina ?? null,
            }
          : {
              title: cms.title,
              description: cms.description,
              domain: cms.domain,
              targetRole: cms.targetRoles.map((entry) => entry.role),
              difficulty: cms.difficulty,
              duration: cms.duration,
              moduleCount: cms.modules.count,
              objectives: cms.objectives.map((entry) => entry.text),
              prerequisites: cms.prerequisites.map((entry) => entry.text),
              isFree: cms.isFree,
              priceKina: cms.priceKina === null ? null : Number(cms.priceKina),
            },
      );
    }
  });

  it('lists only free courses with ?free=true, and only paid ones with ?free=false', async () => {
    const free = await courses('?free=true');
    const now = await publishedCourses();
    expect(free.map((course) => course.slug).sort()).toEqual(
      now
        .filter((c) => c.isFree)
        .map((c) => c.slug)
        .sort(),
    );
    expect(free.map((course) => course.slug)).toEqual(
      expect.arrayContaining(data.courses.filter((c) => c.isFree).map((c) => c.slug)),
    );
    const paid = await courses('?free=false');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((course) => !course.isFree && typeof course.priceKina === 'number')).toBe(true);
  });

  it.each(TARGET_ROLES)('lists the free courses for %s with ?free=true&role=', async (role) => {
    const list = await courses(`?free=true&role=${role}`);
    const seeded = data.courses.filter((c) => c.isFree && c.targetRoles.includes(role)).map((c) => c.slug);
    expect(seeded.length).toBeGreaterThan(0);
    const expected = (await publishedCourses())
      .filter((c) => c.isFree && c.targetRoles.some((entry) => entry.role === role))
      .map((c) => c.slug)
      .sort();
    expect(list.map((course) => course.slug).sort()).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(seeded));
  });
  it('refuses an unknown role or free value with a clear message', async () => {
    const role = await get('/api/courses?free=true&role=pilots');
    expect(role.status).toBe(400);
    expect(role.body).toEqual({
      message:
        'Unknown role. Use one of: general_workforce, student_educational, law_enforcement, government, intelligence_community, churches_ngos.',
    });
    const free = await get('/api/courses?free=yes');
    expect(free.status).toBe(400);
    expect(free.body).toEqual({ message: 'The free filter must be true or false.' });
  });
});

describe('GET /api/courses/{id} and /api/courses/{id}/modules', () => {
  it('answers one course, the same as in the list', async () => {
    const [first] = await courses();
    const { status, body } = await get(`/api/courses/${first!.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(first);
  });

  it("answers the course's modules in order, without lessons or quiz answers", async () => {
    const seeded = data.courses.find((course) => course.modules.length >= 4)!;
    const course = (await courses()).find((entry) => entry.slug === seeded.slug)!;
    const { status, body } = await get(`/api/courses/${course.id}/modules`);
    expect(status).toBe(200);
    const modules = body as Array<Record<string, unknown>>;
    expect(modules.map((module) => module.title)).toEqual(seeded.modules.map((module) => module.title));
    expect(modules.map((module) => module.order)).toEqual(seeded.modules.map((_, index) => index + 1));
    for (const [index, module] of modules.entries()) {
      expect(Object.keys(module).sort()).toEqual([
        'description',
        'downloadBytes',
        'estimatedDuration',
        'hasQuiz',
        'id',
        'order',
        'title',
      ]);
      // What the lesson and quiz cost to download, compressed: a few kilobytes for a phone lesson.
      expect(module.downloadBytes).toBeGreaterThan(500);
      expect(module.downloadBytes).toBeLessThan(20_000);
      expect(module).toMatchObject({
        hasQuiz: seeded.modules[index]!.quiz.length > 0,
        description: seeded.modules[index]!.description,
        estimatedDuration: seeded.modules[index]!.estimatedDuration,
      });
    }
    expect(JSON.stringify(body)).not.toContain(seeded.modules[0]!.lesson.slice(0, 40));
  });

  it.each(['abcdefghijklmnopqrstuvwx', 'not a course id', '..%2F..%2Fadmin'])(
    'answers 404 Course not found for %s',
    async (id) => {
      for (const path of [`/api/courses/${id}`, `/api/courses/${id}/modules`]) {
        const { status, body } = await get(path);
        expect(status, path).toBe(404);
        expect(body).toEqual({ message: 'Course not found' });
      }
    },
  );

  it('does not show a course an editor has not published', async () => {
    const slug = `draft-course-${unique()}`;
    const response = await fetch(`${platform.cms.url}/api/courses?status=draft`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.cms.seedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          title: 'Draft course',
          slug,
          description: 'Not ready yet.',
          domain: 'cyber_grc',
          isFree: true,
        },
      }),
    });
    expect(response.status).toBe(201);
    const { documentId } = ((await response.json()) as { data: { documentId: string } }).data;
    expect((await courses()).map((course) => course.slug)).not.toContain(slug);
    expect((await get(`/api/courses/${documentId}`)).status).toBe(404);
  });
});

describe('GET /api/awareness/alerts', () => {
  it("lists the published alerts in the spec's shape, newest first", async () => {
    const { status, body } = await get('/api/awareness/alerts');
    expect(status).toBe(200);
    const alerts = body as Array<Record<string, unknown> & { id: string; createdAt: string; title: string }>;
    const now = await publishedAlerts();
    expect(alerts).toHaveLength(now.length);
    // Every seeded alert is among them.
    expect(alerts.map((alert) => alert.title)).toEqual(expect.arrayContaining(data.alerts.map((alert) => alert.title)));
    for (const alert of alerts) {
      expect(Object.keys(alert).sort()).toEqual(
        [
          'category',
          'createdAt',
          'description',
          'id',
          'protectionTip',
          'showCount',
          'source',
          'sourceUrl',
          'title',
        ].sort(),
      );
      const cms = now.find((entry) => entry.documentId === alert.id)!;
      const seeded = data.alerts.find((entry) => entry.slug === cms.slug);
      // A seeded alert as its seed file says; another file's alert as the CMS publishes it.
      expect(alert).toMatchObject(
        seeded
          ? {
              title: seeded.title,
              category: seeded.category,
              // Help contacts named by key, as learners read them: the seed confirms none (ADR 0045).
              description: resolveContactReferences(seeded.description, data.helpContacts),
              protectionTip: resolveContactReferences(seeded.protectionTip, data.helpContacts),
              source: seeded.source,
              sourceUrl: seeded.sourceUrl ?? null,
              createdAt: `${seeded.reportedOn}T00:00:00.000Z`,
            }
          : {
              title: cms.title,
              category: cms.category,
              description: cms.description,
              protectionTip: cms.protectionTip,
              source: cms.source,
              sourceUrl: cms.sourceUrl,
              createdAt: cms.reportedOn ? `${cms.reportedOn}T00:00:00.000Z` : new Date(cms.createdAt).toISOString(),
            },
      );
      expect(Number.isInteger(alert.showCount) && (alert.showCount as number) >= 0).toBe(true);
    }
    const dates = alerts.map((alert) => alert.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /healthz', () => {
  it('reports the CMS up', async () => {
    const { status, headers, body } = await get('/healthz');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ status: 'ok', cms: 'up' });
  });
});
