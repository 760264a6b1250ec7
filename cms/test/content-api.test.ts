import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, messageOf, withToken, writeWithToken, type Json } from './support/api';
import { registerCompleteLearner, storefrontCall } from './support/learners';

const platform = testPlatform();
const { cms } = platform;
const api = `${cms.url}/api`;
let courseId: string;
/** This file's own course, among the seeded ones. */
const ofCourse = () => `filters[course][documentId][$eq]=${courseId}`;
const slug = (name: string) => `${name}-${unique()}`;

const course = (overrides: Json = {}) => ({
  title: 'Spot scams on your phone',
  slug: slug('spot-scams-on-your-phone'),
  description: 'Recognise SMS and WhatsApp scams and report them.',
  domain: 'cyber_crime',
  targetRoles: [{ role: 'general_workforce' }, { role: 'churches_ngos' }],
  difficulty: 'Beginner',
  duration: '1 hour',
  isFree: true,
  objectives: [{ text: 'Spot a fake prize message' }],
  prerequisites: [],
  ...overrides,
});

const courseModule = (slug: string, order: number, overrides: Json = {}) => ({
  title: `Module ${order}`,
  slug: `${slug}-${unique()}`,
  description: 'What this module teaches.',
  estimatedDuration: '20 minutes',
  order,
  passMark: 70,
  lesson: '## The secret lesson body',
  quiz: [
    {
      prompt: 'Which is a scam?',
      explanation: 'Prizes never need a fee.',
      options: [
        { text: 'A prize that needs a fee', isCorrect: true },
        { text: 'A receipt for a purchase you made', isCorrect: false },
      ],
    },
  ],
  course: courseId,
  ...overrides,
});

beforeAll(async () => {
  const created = await writeWithToken(`${api}/courses`, cms.seedToken, 'POST', course());
  expect(created.status).toBe(201);
  courseId = (created.body.data as { documentId: string }).documentId;
  for (const [slug, order] of [
    ['module-one', 1],
    ['module-two', 2],
  ] as const) {
    expect(
      (await writeWithToken(`${api}/course-modules`, cms.seedToken, 'POST', courseModule(slug, order))).status,
    ).toBe(201);
  }
  const draft = await getJson(
    `${api}/course-modules?status=draft`,
    withToken(cms.seedToken, { method: 'POST', body: JSON.stringify({ data: courseModule('unpublished-module', 3) }) }),
  );
  expect(draft.status).toBe(201);
});

describe('public read access, granted in code at every start (no admin setup)', () => {
  it('serves published courses with catalogue fields and a module count of published modules only', async () => {
    const { status, body } = await getJson(
      `${api}/courses?filters[documentId][$eq]=${courseId}&populate[modules][count]=true&populate[targetRoles]=true&populate[objectives]=true`,
    );
    expect(status).toBe(200);
    const [entry] = body.data as Json[];
    expect(entry).toMatchObject({
      documentId: courseId,
      title: 'Spot scams on your phone',
      domain: 'cyber_crime',
      difficulty: 'Beginner',
      duration: '1 hour',
      isFree: true,
      modules: { count: 2 },
      targetRoles: [{ role: 'general_workforce' }, { role: 'churches_ngos' }],
      objectives: [{ text: 'Spot a fake prize message' }],
    });
  });

  it('shows module titles, descriptions and durations but never lesson bodies or quiz answers', async () => {
    const list = await getJson(`${api}/course-modules?${ofCourse()}&populate=*`);
    expect(list.status).toBe(200);
    const modules = list.body.data as Json[];
    expect(modules.map((module) => module.title).sort()).toEqual(['Module 1', 'Module 2']);
    for (const module of modules) {
      expect(module).toMatchObject({ description: 'What this module teaches.', estimatedDuration: '20 minutes' });
      expect(module).not.toHaveProperty('lesson');
      expect(module).not.toHaveProperty('quiz');
    }
    const asked = await getJson(`${api}/course-modules?fields[0]=lesson&fields[1]=title`);
    expect(JSON.stringify(asked.body)).not.toContain('secret lesson body');
    const one = await getJson(`${api}/course-modules/${(modules[0] as { documentId: string }).documentId}?populate=*`);
    expect(JSON.stringify(one.body)).not.toContain('secret lesson body');
    expect(JSON.stringify(one.body)).not.toContain('A prize that needs a fee');
  });

  it('does not let the public probe lessons or quiz answers through filters', async () => {
    for (const filter of [
      'filters[lesson][$contains]=secret',
      'filters[lesson][$contains]=no-such-text',
      'filters[quiz][options][isCorrect][$eq]=true',
      'filters[quiz][prompt][$contains]=no-such-text',
    ]) {
      const { status, body } = await getJson(`${api}/course-modules?${ofCourse()}&${filter}`);
      if (status === 200) {
        // the filter must be ignored: the course's same two modules whatever it asks
        expect((body.data as Json[]).length, filter).toBe(2);
      } else {
        expect(status, filter).toBe(400);
      }
    }
  });

  it('never returns drafts to the public, even when asked with status=draft', async () => {
    const titles = (body: Json) => (body.data as Json[]).map((module) => module.title);
    const asPublic = await getJson(`${api}/course-modules?${ofCourse()}&status=draft`);
    expect(titles(asPublic.body).sort()).toEqual(['Module 1', 'Module 2']);
    const asSeed = await getJson(`${api}/course-modules?${ofCourse()}&status=draft`, withToken(cms.seedToken));
    expect(titles(asSeed.body)).toContain('Module 3');
  });

  it.each(['domains', 'courses', 'course-modules', 'awareness-alerts', 'news-items'])(
    'lets the public read /api/%s without any admin setup',
    async (collection) => {
      const { status, body } = await getJson(`${api}/${collection}`);
      expect(status).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
    },
  );

  it.each(['identity-documents', 'seed-records', 'news-sources', 'certificate-templates'])(
    'keeps /api/%s closed to the public',
    async (collection) => {
      const { status } = await getJson(`${api}/${collection}`);
      expect(status).toBe(403);
    },
  );

  it('has no /api/users at all (Strapi\u2019s user API is removed, ADR 0018)', async () => {
    const { status, body } = await getJson(`${api}/users`);
    expect(status).toBe(404);
    expect((body.error as { name: string }).name).toBe('NotFoundError');
  });

  it.each([
    'enrollments',
    'module-progresses',
    'certificates',
    'access-codes',
    'organisations',
    'organisation-invites',
    'organisation-memberships',
    'organisation-groups',
    'course-assignments',
    'organisation-imports',
    'organisation-messages',
  ])(
    'has no listing of learners\u2019 records, access codes or organisations at /api/%s, for anyone (no generated routes)',
    async (collection) => {
      for (const token of [undefined, cms.seedToken, cms.storefrontToken]) {
        const { status, body } = await getJson(`${api}/${collection}`, token ? withToken(token) : {});
        expect(status).toBe(404);
        expect(body.data ?? null).toBeNull();
      }
    },
  );

  it('does not let the public write content', async () => {
    const { status } = await getJson(`${api}/courses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: course({ slug: slug('intruder') }) }),
    });
    expect(status).toBe(403);
  });
});

describe('rules editors are held to', () => {
  it('refuses a paid course without a price, with a message an editor understands', async () => {
    const { status, body } = await writeWithToken(
      `${api}/courses`,
      cms.seedToken,
      'POST',
      course({ slug: slug('paid'), isFree: false }),
    );
    expect(status).toBe(400);
    expect((body.error as Json).message).toBe(
      'A paid course needs a price in kina greater than 0. Tick "Free course" or enter a price.',
    );
  });

  it('refuses a quiz question with two correct options', async () => {
    const twoCorrect = courseModule('two-correct', 4, {
      quiz: [
        {
          prompt: 'Which is a scam?',
          explanation: 'Both cannot be right.',
          options: [
            { text: 'A', isCorrect: true },
            { text: 'B', isCorrect: true },
          ],
        },
      ],
    });
    const { status, body } = await writeWithToken(`${api}/course-modules`, cms.seedToken, 'POST', twoCorrect);
    expect(status).toBe(400);
    expect((body.error as Json).message).toBe('Quiz question 1 must have exactly one correct option (it has 2).');
  });

  it('keeps each target role once', async () => {
    const { body } = await writeWithToken(
      `${api}/courses`,
      cms.seedToken,
      'POST',
      course({ slug: slug('twice'), targetRoles: [{ role: 'government' }, { role: 'government' }] }),
    );
    const id = (body.data as { documentId: string }).documentId;
    const read = await getJson(`${api}/courses/${id}?populate[targetRoles]=true`);
    expect((read.body.data as Json).targetRoles).toEqual([expect.objectContaining({ role: 'government' })]);
  });
});

describe('admin panel', () => {
  let adminToken: string;
  const admin = (path: string, init: RequestInit = {}) => getJson(`${cms.url}${path}`, withToken(adminToken, init));

  beforeAll(async () => {
    adminToken = await platform.admin.token();
  });

  it('shows editors labels and help texts on the course form', async () => {
    const { status, body } = await admin('/content-manager/content-types/api::course.course/configuration');
    expect(status).toBe(200);
    const metadatas = ((body.data as Json).contentType as Json).metadatas as Record<string, { edit: Json }>;
    expect(metadatas.isFree?.edit).toMatchObject({
      label: 'Free course',
      description:
        'Yes: the course is free and listed on /free-courses. Choose No to charge for it, and set its price.',
    });
    expect(metadatas.priceKina?.edit.label).toBe('Price (PGK)');
  });

  it('has the learner profile fields on users, with documents and phone private', async () => {
    const { body } = await admin('/content-type-builder/content-types/plugin::users-permissions.user');
    const attributes = ((body.data as Json).schema as Json).attributes as Record<string, Json>;
    for (const field of [
      'firstName',
      'lastName',
      'mobilePhone',
      'audienceRole',
      'organization',
      'hasConsentedToDataUse',
      'consentedToDataUseAt',
      'profilePhotoKey',
      'identityDocuments',
    ]) {
      expect(attributes, field).toHaveProperty(field);
    }
    expect(attributes.audienceRole?.enum).toEqual([
      'general_workforce',
      'student_educational',
      'law_enforcement',
      'government',
      'intelligence_community',
      'churches_ngos',
    ]);
    expect(attributes.identityDocuments?.private).toBe(true);
    expect(attributes.mobilePhone?.private).toBe(true);
  });

  describe('certificates', () => {
    /** A certificate as the platform issues it: a learner finishes a course (one module, read). */
    const issue = async (firstName: string, lastName: string) => {
      const created = await writeWithToken(
        `${api}/courses`,
        cms.seedToken,
        'POST',
        course({ skills: [{ text: 'Spotting scams' }] }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const newCourse = (created.body.data as { documentId: string }).documentId;
      const module = await writeWithToken(
        `${api}/course-modules`,
        cms.seedToken,
        'POST',
        courseModule('read-me', 1, { course: newCourse, quiz: [] }),
      );
      expect(module.status, JSON.stringify(module.body)).toBe(201);
      const moduleId = (module.body.data as { documentId: string }).documentId;
      const { session } = await registerCompleteLearner(cms, { firstName, lastName });
      expect((await storefrontCall(cms, 'enrollments', { session, body: { courseId: newCourse } })).status).toBe(201);
      const read = await storefrontCall(cms, `learning/modules/${moduleId}/read`, { session, body: {} });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      return read.body.certificateId as string;
    };

    it('gets an unguessable verification code that nobody chooses', async () => {
      const first = await issue('Mary', 'Kila');
      const second = await issue('John', 'Wari');
      for (const code of [first, second]) expect(code).toMatch(/^KCA(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
      expect(first).not.toBe(second);
      // Nobody makes one with a code of their choosing in the admin panel either (ADR 0037).
      const chosen = await admin('/content-manager/collection-types/api::certificate.certificate', {
        method: 'POST',
        body: JSON.stringify({
          verificationCode: 'KCA-AAAAA-AAAAA-AAAAA-AAAAA',
          organizationName: 'Kundu Cyber Academy Limited',
          recipientName: 'Mary Kila',
          courseName: 'Spot scams on your phone',
          completionDate: '2026-11-20',
          issuerName: 'Director of Training',
          issuerTitle: 'Kundu Cyber Academy',
        }),
      });
      expect(chosen.status).toBe(400);
      expect(messageOf(chosen.body)).toContain('Certificates are issued by the platform');
      expect((await getJson(`${api}/certificates/verify/KCA-AAAAA-AAAAA-AAAAA-AAAAA`)).status).toBe(404);
    });

    it('is readable by its verification code, without its private links', async () => {
      const code = await issue('Grace', 'Pomat');
      const { status, body } = await getJson(`${api}/certificates/verify/${code}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        verificationCode: code,
        recipientName: 'Grace Pomat',
        courseName: 'Spot scams on your phone',
        completionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        skills: [expect.objectContaining({ text: 'Spotting scams' })],
      });
      for (const field of ['user', 'course', 'enrollment']) expect(body.data).not.toHaveProperty(field);
      const lowerCase = await getJson(`${api}/certificates/verify/${code.toLowerCase()}`);
      expect(lowerCase.status).toBe(200);
    });

    it.each(['KCA-00000-00000-00000-00000', 'not-a-code', 'KCA-%27%20OR%201=1'])('answers 404 for %s', async (code) => {
      const { status, body } = await getJson(`${api}/certificates/verify/${code}`);
      expect(status).toBe(404);
      expect((body.error as Json).message).toBe('Certificate not found');
    });
  });
});

describe('headers', () => {
  it('does not allow other origins to call the CMS from a browser, and does not advertise itself', async () => {
    const response = await fetch(`${api}/courses`, { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the verified help list (ADR 0042): learners see only contacts a person has checked', () => {
  const contacts = `${api}/help-contacts`;
  const confirmedList = `${api}/help-contacts/confirmed`;
  const phoneOf = () => `7${String(Date.now()).slice(-7)}`;

  async function createContact(data: Json): Promise<string> {
    const created = await writeWithToken(contacts, cms.seedToken, 'POST', data);
    expect(created.status).toBe(201);
    return (created.body.data as { documentId: string }).documentId;
  }

  it('never lets an unconfirmed number reach the public, even through populate, filters or fields', async () => {
    const key = slug('unchecked-helpline');
    const phone = phoneOf();
    const id = await createContact({ key, name: `Unchecked ${key}`, purpose: 'A line nobody has called yet.', phone });
    const half = slug('half-checked');
    await createContact({
      key: half,
      name: `Half ${half}`,
      purpose: 'Checked on a day, by nobody.',
      phone,
      lastCheckedAt: '2026-11-01',
    });

    for (const query of [
      '',
      '?populate=*',
      `?filters[phone][$eq]=${phone}`,
      '?fields[0]=phone&fields[1]=checkedBy',
      '?status=draft',
    ]) {
      const { status, body } = await getJson(`${confirmedList}${query}`);
      expect(status, query).toBe(200);
      expect(JSON.stringify(body), query).not.toContain(phone);
    }
    for (const path of [contacts, `${contacts}?populate=*&filters[phone][$eq]=${phone}`, `${contacts}/${id}`]) {
      const { status, body } = await getJson(path);
      expect([403, 404], path).toContain(status);
      expect(JSON.stringify(body), path).not.toContain(phone);
    }
    const stored = await getJson(`${contacts}?filters[key][$eq]=${key}`, withToken(cms.seedToken));
    expect((stored.body.data as Json[])[0]).toMatchObject({ phone, confirmation: 'to_be_confirmed' });
  });

  it('lists a contact once a date and who checked are both set, with what learners read and not who checked', async () => {
    const key = slug('checked-helpline');
    const phone = phoneOf();
    const id = await createContact({
      key,
      name: `Checked ${key}`,
      purpose: 'Call when a scam took your money.',
      phone,
    });
    const before = await getJson(confirmedList);
    expect((before.body.data as Json[]).map((contact) => contact.key)).not.toContain(key);

    const checked = await writeWithToken(`${contacts}/${id}`, cms.seedToken, 'PUT', {
      lastCheckedAt: '2026-11-20',
      checkedBy: 'Kila Tom',
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ confirmation: 'confirmed' });

    const { status, body } = await getJson(confirmedList);
    expect(status).toBe(200);
    const listed = (body.data as Json[]).find((contact) => contact.key === key);
    expect(listed).toEqual({
      key,
      name: `Checked ${key}`,
      purpose: 'Call when a scam took your money.',
      phone,
      email: null,
      website: null,
      hours: null,
      lastCheckedAt: '2026-11-20',
    });
    expect(JSON.stringify(body)).not.toContain('Kila Tom');
  });

  it('seeds the help list with nothing a person has not checked: every seeded contact waits to be confirmed', async () => {
    const seeded = await getJson(`${contacts}?pagination[pageSize]=100`, withToken(cms.seedToken));
    const byKey = new Map((seeded.body.data as Json[]).map((contact) => [contact.key, contact]));
    for (const key of [
      'rpngc-cybercrime-unit',
      'ncsc',
      'pngcert',
      'digicel-fraud',
      'vodafone-fraud',
      'telikom-fraud',
      '1-tok-kaunselin-helpim-lain',
    ]) {
      expect(byKey.get(key), key).toMatchObject({ confirmation: 'to_be_confirmed', phone: null, lastCheckedAt: null });
    }
    expect(byKey.get('ncsc')).toMatchObject({ website: 'https://www.ncsc.gov.pg' });
    const listed = await getJson(confirmedList);
    expect((listed.body.data as Json[]).map((contact) => contact.key)).not.toContain('1-tok-kaunselin-helpim-lain');
  });

  it('names a contact in lessons and alerts by key: its number only once a person has checked it (ADR 0045)', async () => {
    const key = slug('scam-line');
    const phone = phoneOf();
    const contact = await createContact({ key, name: `Scam line ${key}`, purpose: 'Report a scam.', phone });
    const mention = `If money left your account, call {{contact:${key}}} today. {{contact:no-such-line}}`;

    const alert = await writeWithToken(`${api}/awareness-alerts`, cms.seedToken, 'POST', {
      title: `Fake bank texts ${key}`,
      slug: slug('fake-bank-texts'),
      category: 'High Risk',
      description: 'Texts that look like your bank ask for your PIN.',
      protectionTip: mention,
    });
    expect(alert.status, JSON.stringify(alert.body)).toBe(201);
    const alertId = (alert.body.data as { documentId: string }).documentId;
    const module = await writeWithToken(
      `${api}/course-modules`,
      cms.seedToken,
      'POST',
      courseModule('who-to-call', 3, { lesson: `## Who to call\n\n${mention}`, quiz: [] }),
    );
    expect(module.status, JSON.stringify(module.body)).toBe(201);
    const moduleId = (module.body.data as { documentId: string }).documentId;
    const { session } = await registerCompleteLearner(cms);
    expect((await storefrontCall(cms, 'enrollments', { session, body: { courseId } })).status).toBe(201);
    const read = async () => {
      const lesson = await storefrontCall(cms, `learning/modules/${moduleId}`, { session });
      expect(lesson.status, JSON.stringify(lesson.body)).toBe(200);
      const listed = await getJson(`${api}/awareness-alerts?filters[documentId][$eq]=${alertId}`);
      const one = await getJson(`${api}/awareness-alerts/${alertId}`);
      return {
        lesson: (lesson.body.module as { lesson: string }).lesson,
        alerts: [(listed.body.data as Json[])[0]!.protectionTip, (one.body.data as Json).protectionTip],
      };
    };

    const unchecked = await read();
    expect(unchecked.lesson).toBe(`## Who to call\n\nIf money left your account, call Scam line ${key} today. `);
    expect(unchecked.alerts).toEqual(Array(2).fill(`If money left your account, call Scam line ${key} today. `));

    await writeWithToken(`${contacts}/${contact}`, cms.seedToken, 'PUT', {
      lastCheckedAt: '2026-11-24',
      checkedBy: 'Kila Tom',
    });
    const checked = await read();
    expect(checked.lesson).toContain(`call Scam line ${key} ([${phone}](tel:${phone})) today.`);
    expect(checked.alerts).toEqual(
      Array(2).fill(`If money left your account, call Scam line ${key} (${phone}) today. `),
    );
    await writeWithToken(`${contacts}/${contact}`, cms.seedToken, 'PUT', { lastCheckedAt: null, checkedBy: null });
  });
});

describe('Tok Pisin versions of content (ADR 0049)', () => {
  it('keeps a Tok Pisin version of a course beside the English one, text only, with the same id', async () => {
    const english = await writeWithToken(
      `${api}/courses`,
      cms.seedToken,
      'POST',
      course({ title: 'Spot a fake prize' }),
    );
    expect(english.status).toBe(201);
    const id = (english.body.data as { documentId: string }).documentId;
    const tokPisin = await writeWithToken(`${api}/courses/${id}?locale=tpi`, cms.seedToken, 'PUT', {
      ...course({ title: 'Luksave long giaman praiz', description: 'Lainim ol trik bilong ol scammer.' }),
      slug: 'luksave-long-giaman-praiz',
    });
    expect(tokPisin.status, JSON.stringify(tokPisin.body)).toBe(200);

    const read = async (locale?: string) =>
      (await getJson(`${api}/courses?filters[documentId][$eq]=${id}${locale ? `&locale=${locale}` : ''}`)).body
        .data as Array<{ documentId: string; title: string; locale: string; slug: string; domain: string }>;
    expect((await read()).map((c) => [c.title, c.locale])).toEqual([['Spot a fake prize', 'en']]);
    expect((await read('en')).map((c) => c.title)).toEqual(['Spot a fake prize']);
    const [tpi] = await read('tpi');
    // One address for both languages, whatever the writer sent.
    const englishSlug = (english.body.data as { slug: string }).slug;
    expect(tpi).toMatchObject({ documentId: id, title: 'Luksave long giaman praiz', locale: 'tpi', slug: englishSlug });
    // What is not text is one value for both languages: a change in English reaches the Tok Pisin version.
    expect(
      (await writeWithToken(`${api}/courses/${id}`, cms.seedToken, 'PUT', { domain: 'cyber_security' })).status,
    ).toBe(200);
    expect((await read('tpi'))[0]!.domain).toBe('cyber_security');
    expect((await read('tpi'))[0]!.title).toBe('Luksave long giaman praiz');
  });

  it('refuses a locale the platform does not write in, in words, for reads and writes', async () => {
    const read = await getJson(`${api}/courses?locale=fr`);
    expect(read.status).toBe(400);
    expect(messageOf(read.body)).toBe('Content is written in "en" and "tpi" only: ask for one of those locales.');
    const write = await writeWithToken(`${api}/courses/${courseId}?locale=xx`, cms.seedToken, 'PUT', { title: 'X' });
    expect(write.status).toBe(400);
    const courses = await getJson(`${api}/courses?filters[documentId][$eq]=${courseId}&locale=xx`);
    expect(courses.status).toBe(400);
    // Nothing was stored in a locale of its own: the admin panel still lists English and Tok Pisin alone.
    const admin = await platform.admin.token();
    const listed = await getJson(`${cms.url}/i18n/locales`, { headers: { authorization: `Bearer ${admin}` } });
    expect((listed.body as unknown as Array<{ code: string }>).map((locale) => locale.code).sort()).toEqual([
      'en',
      'tpi',
    ]);
  });
});
