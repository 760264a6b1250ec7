/**
 * The admin panel as editors use it (issue 12, ADR 0030), through the admin panel's own API: the labels and
 * read-only fields its forms get, address names made from titles, stored codes unchanged, and a course's Modules
 * list as the order learners see. (How that order is taken over from a database of before, at a start, is in
 * deployment.test.ts.)
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelsFor } from '../src/editor-labels';
import {
  contentManager,
  getJson,
  learnersModules as learnersModulesOf,
  modulesList as modulesListOf,
  withToken,
  type Json,
} from './support/api';

const platform = testPlatform();
const { cms } = platform;
/** Titles of this file's own, so that the address names made from them are too. */
const tag = unique();
let adminToken: string;
let cm: ReturnType<typeof contentManager>;
const admin = (path: string, init: RequestInit = {}) => getJson(`${cms.url}${path}`, withToken(adminToken, init));

const COURSE = 'api::course.course';
const MODULE = 'api::course-module.course-module';

beforeAll(async () => {
  adminToken = await platform.admin.token();
  cm = contentManager(cms.url, adminToken);
});

/** A course as the admin panel saves a new one: its address field filled with `course` before any title was typed. */
async function createCourse(title: string, slug = 'course', extra: Json = {}): Promise<Json> {
  const { data } = (await cm('POST', COURSE, {
    title,
    slug,
    description: 'What the learner will be able to do.',
    domain: 'cyber_grc',
    isFree: true,
    ...extra,
  })) as { data: Json };
  return data;
}

async function createModule(courseDocumentId: string, title: string, slug = 'course-module'): Promise<Json> {
  const { data } = (await cm('POST', MODULE, {
    title,
    slug,
    description: 'What this module teaches.',
    estimatedDuration: '10 minutes',
    passMark: 70,
    lesson: `## ${title}\n\nRead this on your phone.`,
    quiz: [],
    course: { connect: [{ documentId: courseDocumentId }] },
  })) as { data: Json };
  return data;
}

const publish = (uid: string, documentId: string) => cm('POST', `${uid}/${documentId}/actions/publish`, {});

const learnersModules = (courseDocumentId: string) => learnersModulesOf(cms.url, courseDocumentId);
const modulesList = (courseDocumentId: string, status: 'draft' | 'published') =>
  modulesListOf(cms.url, adminToken, courseDocumentId, status);

describe('the forms editors get', () => {
  const configuration = async (uid: string) => {
    const { status, body } = await admin(`/content-manager/content-types/${uid}/configuration`);
    expect(status).toBe(200);
    return ((body.data as Json).contentType as Json).metadatas as Record<string, { edit: Json }>;
  };

  it.each([
    ['api::awareness-alert.awareness-alert', 'showCount'],
    [MODULE, 'order'],
    [MODULE, 'downloadBytes'],
    [MODULE, 'firstPublishedOn'],
    ['api::certificate.certificate', 'verificationCode'],
    ['api::access-code.access-code', 'timesUsed'],
    ['api::enrollment.enrollment', 'progress'],
  ])('%s shows %s, which the platform sets, as read-only', async (uid, field) => {
    const metadatas = await configuration(uid);
    expect(metadatas[field]?.edit).toMatchObject({ visible: true, editable: false });
  });

  it('says what the Free course switch does, the way it reads (Yes by default)', async () => {
    const metadatas = await configuration(COURSE);
    expect(metadatas.isFree?.edit.description).toBe(
      'Yes: the course is free and listed on /free-courses. Choose No to charge for it, and set its price.',
    );
    const { body } = await admin(`/content-manager/content-types`);
    const course = (body.data as Array<{ uid: string; attributes: Record<string, Json> }>).find(
      (t) => t.uid === COURSE,
    );
    expect(course?.attributes.isFree).toMatchObject({ type: 'boolean', default: true });
  });

  it('has a label for every code of every enumeration an editor sees', async () => {
    const types = (await admin('/content-manager/content-types')).body.data as Array<{
      uid: string;
      isDisplayed: boolean;
      attributes: Record<string, { type: string; enum?: string[] }>;
    }>;
    const components = (await admin('/content-manager/components')).body.data as typeof types;
    const seen = [...types.filter((type) => type.isDisplayed), ...components];
    const enumerations = seen.flatMap((type) =>
      Object.entries(type.attributes)
        .filter(([, attribute]) => attribute.type === 'enumeration')
        .map(([name, attribute]) => [`${type.uid}.${name}`, attribute.enum ?? []] as const),
    );
    expect(enumerations.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        `${COURSE}.domain`,
        'course.audience.role',
        'api::awareness-alert.awareness-alert.category',
      ]),
    );
    for (const [name, values] of enumerations) {
      const labels = labelsFor(values);
      expect(labels, name).toBeDefined();
      expect(Object.keys(labels ?? {}).sort(), name).toEqual([...values].sort());
    }
    const domain = enumerations.find(([name]) => name === `${COURSE}.domain`)?.[1] ?? [];
    expect(labelsFor(domain)?.cyber_grc).toBe('Cyber GRC');
    const roles = enumerations.find(([name]) => name === 'course.audience.role')?.[1] ?? [];
    expect(labelsFor(roles)?.churches_ngos).toBe('Churches & NGOs');
  });
});

describe('address names', () => {
  it('are made from the title when the editor left what the form filled in, and unique', async () => {
    const first = await createCourse(`Protect Your Mobile Money ${tag}`);
    expect(first.slug).toBe(`protect-your-mobile-money-${tag}`);
    const second = await createCourse(`Protect Your Mobile Money ${tag}`, 'course-1');
    expect(second.slug).toBe(`protect-your-mobile-money-${tag}-1`);
    const module = await createModule(first.documentId as string, `Fake agents and secret codes ${tag}`);
    expect(module.slug).toBe(`fake-agents-and-secret-codes-${tag}`);
  });

  it('keep what an editor typed, and refuse to publish one already taken', async () => {
    const typed = await createCourse('Passwords for Churches', `passwords-church-groups-${tag}`);
    expect(typed.slug).toBe(`passwords-church-groups-${tag}`);
    await publish(COURSE, typed.documentId as string);
    // Strapi 5 checks a unique field when a draft is published.
    const copy = await createCourse('Another course', `passwords-church-groups-${tag}`);
    await expect(publish(COURSE, copy.documentId as string)).rejects.toThrow(/400.*unique/i);
  });

  it('are made from the title when a saved entry still has the model name', async () => {
    const course = await createCourse('Course', 'course');
    expect(course.slug).toBe('course');
    const { data } = (await cm('PUT', `${COURSE}/${course.documentId}`, {
      title: `Scam Calls in Tok Pisin ${tag}`,
    })) as {
      data: Json;
    };
    expect(data.slug).toBe('course');
    const renamed = (await cm('PUT', `${COURSE}/${course.documentId}`, {
      title: `Scam Calls in Tok Pisin ${tag}`,
      slug: 'course',
    })) as { data: Json };
    expect(renamed.data.slug).toBe(`scam-calls-in-tok-pisin-${tag}`);
  });
});

describe('stored codes', () => {
  it('are what the public API gives and takes, whatever the admin panel shows', async () => {
    const course = await createCourse('Governance for Boards', 'course', {
      targetRoles: [{ role: 'churches_ngos' }],
      difficulty: 'Advanced',
    });
    await publish(COURSE, course.documentId as string);
    const { status, body } = await getJson(`${cms.url}/api/courses/${course.documentId}?populate[targetRoles]=true`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      domain: 'cyber_grc',
      difficulty: 'Advanced',
      targetRoles: [expect.objectContaining({ role: 'churches_ngos' })],
    });
    // A label is not a value: validation is Strapi's enumeration's, unchanged.
    await expect(createCourse('Labelled by mistake', 'course', { domain: 'Cyber GRC' })).rejects.toThrow(/400/);
  });
});

describe("a course's Modules list", () => {
  it('is the order learners see once the course is published, and new modules go last', async () => {
    const course = await createCourse('Safe Banking on Your Phone');
    const courseId = course.documentId as string;
    for (const title of ['Lock your phone', 'Spot fake bank texts', 'Report a scam']) {
      const module = await createModule(courseId, title);
      await publish(MODULE, module.documentId as string);
    }
    await publish(COURSE, courseId);
    expect(await learnersModules(courseId)).toEqual(['Lock your phone', 'Spot fake bank texts', 'Report a scam']);

    // The editor drags "Report a scam" to the top of the list and saves the course.
    const last = (await modulesList(courseId, 'draft')).find((module) => module.title === 'Report a scam');
    await cm('PUT', `${COURSE}/${courseId}`, {
      modules: { connect: [{ id: last?.id, documentId: last?.documentId, position: { start: true } }], disconnect: [] },
    });
    expect((await modulesList(courseId, 'draft')).map((module) => module.title)).toEqual([
      'Report a scam',
      'Lock your phone',
      'Spot fake bank texts',
    ]);
    expect(await learnersModules(courseId)).toEqual(['Lock your phone', 'Spot fake bank texts', 'Report a scam']);

    await publish(COURSE, courseId);
    expect(await learnersModules(courseId)).toEqual(['Report a scam', 'Lock your phone', 'Spot fake bank texts']);

    // A module added from the course comes last (not first, as its default order of 1 would have put it).
    const added = await createModule(courseId, 'Check before you pay');
    await publish(MODULE, added.documentId as string);
    expect(await learnersModules(courseId)).toEqual([
      'Report a scam',
      'Lock your phone',
      'Spot fake bank texts',
      'Check before you pay',
    ]);
    const orders = await getJson(
      `${cms.url}/api/course-modules?fields[0]=order&filters[course][documentId][$eq]=${courseId}&sort[0]=order:asc`,
    );
    expect((orders.body.data as Array<{ order: number }>).map((module) => module.order)).toEqual([1, 2, 3, 4]);

    // Republishing a module keeps its place.
    await cm('PUT', `${MODULE}/${last?.documentId}`, { title: 'Report a scam' });
    await publish(MODULE, last?.documentId as string);
    expect((await learnersModules(courseId))[0]).toBe('Report a scam');
  });
});
