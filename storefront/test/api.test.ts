import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
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

async function get(path: string) {
  const response = await fetch(`${storefront}${path}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

async function courses(query = ''): Promise<Course[]> {
  const { status, body } = await get(`/api/courses${query}`);
  expect(status).toBe(200);
  return body as Course[];
}

beforeAll(async () => {
  data = await readSeedData(fileURLToPath(new URL('../../seed/data', import.meta.url)));
});

describe('GET /api/courses', () => {
  it("lists every published course in the spec's Course shape, with module counts, by title", async () => {
    const { headers } = await get('/api/courses');
    expect(headers.get('cache-control')).toContain('stale-while-revalidate');
    const list = await courses();
    expect(list).toHaveLength(data.courses.length);
    expect(list.length).toBeGreaterThanOrEqual(18);
    expect(list.map((course) => course.title)).toEqual(
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
      const seeded = data.courses.find((entry) => entry.slug === course.slug)!;
      expect(course).toMatchObject({
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
      });
    }
  });

  it('lists only free courses with ?free=true, and only paid ones with ?free=false', async () => {
    const free = await courses('?free=true');
    expect(free.map((course) => course.slug).sort()).toEqual(
      data.courses
        .filter((c) => c.isFree)
        .map((c) => c.slug)
        .sort(),
    );
    const paid = await courses('?free=false');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((course) => !course.isFree && typeof course.priceKina === 'number')).toBe(true);
  });

  it.each(TARGET_ROLES)('lists the free courses for %s with ?free=true&role=', async (role) => {
    const list = await courses(`?free=true&role=${role}`);
    const expected = data.courses
      .filter((c) => c.isFree && c.targetRoles.includes(role))
      .map((c) => c.slug)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(list.map((course) => course.slug).sort()).toEqual(expected);
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
        'id',
        'order',
        'title',
      ]);
      // What the lesson and quiz cost to download, compressed: a few kilobytes for a phone lesson.
      expect(module.downloadBytes).toBeGreaterThan(500);
      expect(module.downloadBytes).toBeLessThan(20_000);
      expect(module).toMatchObject({
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
    const alerts = body as Array<Record<string, unknown> & { createdAt: string; title: string }>;
    expect(alerts).toHaveLength(data.alerts.length);
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
      const seeded = data.alerts.find((entry) => entry.title === alert.title)!;
      expect(alert).toMatchObject({
        category: seeded.category,
        description: seeded.description,
        protectionTip: seeded.protectionTip,
        source: seeded.source,
        sourceUrl: seeded.sourceUrl ?? null,
        createdAt: `${seeded.reportedOn}T00:00:00.000Z`,
      });
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
