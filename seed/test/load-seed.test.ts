import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentManager, seedContentCounts } from '@kundu/cms/testing/api';
import { testPlatform, unique } from '@kundu/test-platform';
import { courseSchema, faqSchema, readSeedData, TARGET_ROLES, type SeedData } from '../src/data-files';
import { FAQ_TOPICS } from '@kundu/cms-contract/vocabulary';
import { formatReport, loadSeed, SeedStoppedError } from '../src/load-seed';
import { createStrapiClient } from '@kundu/cms-contract/strapi-client';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));

// The platform's CMS was loaded with this seed data by this loader (its template); the first run on an empty CMS,
// with its exact counts, is in cms/test/deployment.test.ts.
const platform = testPlatform();
const { cms } = platform;
let data: SeedData;

beforeAll(async () => {
  data = await readSeedData(dataDir);
});

const client = () => createStrapiClient({ baseUrl: cms.url, token: cms.seedToken });

const countAll = () => seedContentCounts(cms);

describe('the seed data', () => {
  it("has the platform's starting content: seven domains, 18+ courses, 12+ alerts, a template and news sources", () => {
    expect(data.domains.map((domain) => domain.name)).toEqual([
      'Cyber Security',
      'Cyber Defense',
      'Cyber Assurance',
      'Cyber Crime',
      'Cyber Intelligence',
      'Cyber GRC',
      'Cyber AI/ML',
    ]);
    expect(data.courses.length).toBeGreaterThanOrEqual(18);
    expect(data.alerts.length).toBeGreaterThanOrEqual(12);
    expect(data.certificateTemplates).toHaveLength(1);
    expect(data.newsSources.length).toBeGreaterThan(0);
  });

  it('gives every learner category free courses, and offers paid courses too', () => {
    for (const role of TARGET_ROLES) {
      const free = data.courses.filter((course) => course.isFree && course.targetRoles.includes(role));
      expect(free.length, `free courses for ${role}`).toBeGreaterThan(0);
    }
    expect(data.courses.some((course) => !course.isFree)).toBe(true);
  });

  it('names three or four skills for the certificate of every course, and refuses long or repeated ones', () => {
    for (const course of data.courses) {
      expect(course.skills?.length, `skills of ${course.slug}`).toBeGreaterThanOrEqual(3);
      expect(course.skills?.length, `skills of ${course.slug}`).toBeLessThanOrEqual(4);
    }
    const course = data.courses[0]!;
    const issues = (skills: string[]) =>
      courseSchema.safeParse({ ...course, skills }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(['Using a password manager', ' using a password manager '])).toEqual([
      ['skills.1', '"using a password manager" is listed twice'],
    ]);
    expect(issues(['x'.repeat(81)])).toEqual([['skills.0', expect.stringMatching(/<=80 characters/)]]);
    expect(issues(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual([['skills', expect.stringMatching(/<=5 items/)]]);
    expect(courseSchema.parse({ ...course, skills: undefined }).skills).toBeUndefined();
  });

  it("covers the three alert categories and starts with the home page's three examples", () => {
    expect(new Set(data.alerts.map((alert) => alert.category))).toEqual(new Set(['Critical', 'High Risk', 'Emerging']));
    expect(data.alerts.slice(0, 3).map((alert) => alert.category)).toEqual(['Critical', 'High Risk', 'Emerging']);
    expect(data.alerts[0]?.title).toMatch(/airline/i);
    expect(data.alerts[1]?.title).toMatch(/hospital|health/i);
    expect(data.alerts[2]?.title).toMatch(/AI/);
    expect(data.alerts.filter((alert) => alert.featuredOnHome)).toEqual(data.alerts.slice(0, 3));
  });

  it('answers 28 questions learners ask, on every topic, each pointing somewhere that exists', () => {
    expect(data.faqs).toHaveLength(28);
    expect(new Set(data.faqs.map((faq) => faq.topic))).toEqual(new Set(FAQ_TOPICS));
    for (const faq of data.faqs) {
      expect(faq.link, `link of ${faq.slug}`).toBeDefined();
      expect(faq.linkTitle, `linkTitle of ${faq.slug}`).toBeDefined();
    }
    const sitePages = new Set(['/', '/courses', '/free-courses', '/cyber-awareness', '/profile', '/auth']);
    for (const link of data.faqs.map((faq) => faq.link!)) {
      if (link.startsWith('https://')) expect(link).toBe('https://www.ncsc.gov.pg');
      else expect(sitePages, link).toContain(new URL(link, 'https://kundu.example').pathname);
    }
    const authTabs = data.faqs.flatMap((faq) => [...`${faq.link} ${faq.answer}`.matchAll(/\/auth\?tab=([a-z-]+)/g)]);
    expect(new Set(authTabs.map((match) => match[1]))).toEqual(
      new Set(['register', 'forgot-password', 'forgot-account']),
    );
  });

  it('refuses an FAQ whose link leaves the site unsafely, or whose answer misspells the support placeholder', () => {
    const faq = data.faqs[0]!;
    const issues = (change: Record<string, unknown>) =>
      faqSchema.safeParse({ ...faq, ...change }).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ link: '/free-courses?role=government' })).toBeUndefined();
    expect(issues({ link: 'https://www.ncsc.gov.pg' })).toBeUndefined();
    expect(issues({ link: '//evil.example/login' })).toEqual(['link']);
    expect(issues({ link: 'http://www.ncsc.gov.pg' })).toEqual(['link']);
    expect(issues({ link: 'javascript:alert(1)' })).toEqual(['link']);
    expect(issues({ link: 'free-courses' })).toEqual(['link']);
    expect(issues({ answer: `${faq.answer} Write to {support_email}.` })).toEqual(['answer']);
    expect(issues({ keywords: 'sign up,, join' })).toEqual(['keywords']);
    expect(issues({ link: undefined })).toEqual(['linkTitle']);
    expect(issues({ topic: 'payments' })).toEqual(['topic']);
  });

  it("matches the specification's domain pages and home page counts", () => {
    const bySlug = Object.fromEntries(data.domains.map((domain) => [domain.slug, domain]));
    const expected: Record<string, { hours: number; home?: number }> = {
      'cyber-security': { hours: 18, home: 12 },
      'cyber-defense': { hours: 23, home: 10 },
      'cyber-assurance': { hours: 20, home: 8 },
      'cyber-crime': { hours: 21, home: 14 },
      'cyber-intelligence': { hours: 23, home: 11 },
      'cyber-grc': { hours: 22, home: 9 },
      'cyber-ai-ml': { hours: 27 },
    };
    for (const [slug, { hours, home }] of Object.entries(expected)) {
      const domain = bySlug[slug];
      expect(domain?.totalHours, slug).toBe(hours);
      expect(domain?.homeModuleCount, slug).toBe(home);
      expect(domain?.modules, slug).toHaveLength(4);
      expect(
        domain?.modules.reduce((sum, module) => sum + module.hours, 0),
        `${slug} module hours`,
      ).toBe(hours);
    }
  });
});

describe('the seed in a real CMS', () => {
  it('links each course to its modules, in order, and to its certificate template', async () => {
    const course = data.courses[0]!;
    const response = await fetch(
      `${cms.url}/api/courses?filters[slug][$eq]=${course.slug}&populate[modules][fields][0]=title&populate[modules][fields][1]=order&populate[certificateTemplate][fields][0]=name`,
      { headers: { authorization: `Bearer ${cms.seedToken}` } },
    );
    const body = (await response.json()) as {
      data: Array<{ modules: Array<{ title: string; order: number }>; certificateTemplate: { name: string } }>;
    };
    const [entry] = body.data;
    expect(entry?.modules.sort((a, b) => a.order - b.order).map((module) => module.title)).toEqual(
      course.modules.map((module) => module.title),
    );
    expect(entry?.certificateTemplate.name).toBe(course.certificateTemplate);
  });

  it("sends each course's certificate skills, in order", async () => {
    for (const course of data.courses.slice(0, 2)) {
      const response = await fetch(
        `${cms.url}/api/courses?filters[slug][$eq]=${course.slug}&fields[0]=slug&populate[skills][fields][0]=text`,
        { headers: { authorization: `Bearer ${cms.seedToken}` } },
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: Array<{ skills: Array<{ text: string }> }> };
      expect(body.data[0]?.skills.map((skill) => skill.text)).toEqual(course.skills);
    }
  });

  it('publishes each FAQ with its fields, for the seed token only', async () => {
    const faq = data.faqs.find((entry) => entry.link?.startsWith('https://'))!;
    const response = await fetch(`${cms.url}/api/faqs?filters[slug][$eq]=${faq.slug}`, {
      headers: { authorization: `Bearer ${cms.seedToken}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Array<Record<string, unknown>> };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ ...faq, publishedAt: expect.any(String) });
    expect((await fetch(`${cms.url}/api/faqs`)).status).toBe(403);
  });

  it('changes nothing on a second run, Tok Pisin versions included', async () => {
    const before = await countAll();
    const report = await loadSeed(client(), data);
    for (const tally of Object.values(report)) {
      expect(tally.created + tally.updated).toBe(0);
    }
    expect(report['courses (Tok Pisin)']).toEqual({ created: 0, updated: 0, unchanged: data.tpi.courses.length });
    expect(report['domains (Tok Pisin)']).toEqual({ created: 0, updated: 0, unchanged: 7 });
    const tpiModules = data.tpi.courses.reduce((sum, course) => sum + course.modules.length, 0);
    expect(report['course modules (Tok Pisin)']?.unchanged).toBe(tpiModules);
    expect(formatReport(report)).toMatch(/^ {2}courses \(Tok Pisin\) +0 created, 0 updated, 4 unchanged$/m);
    expect(formatReport(report)).toContain('Seed complete: 0 created, 0 updated,');
    expect(await countAll()).toEqual(before);
  });

  it('reads a Tok Pisin course back in tpi: its text over the English document, the English right answers', async () => {
    const tpiCourse = data.tpi.courses.find((course) => course.slug === 'strong-passwords-and-two-step-verification')!;
    const english = data.courses.find((course) => course.slug === tpiCourse.slug)!;
    const read = async (collection: string, slug: string, locale: string, extra = '') => {
      const response = await fetch(`${cms.url}/api/${collection}?filters[slug][$eq]=${slug}&locale=${locale}${extra}`, {
        headers: { authorization: `Bearer ${cms.seedToken}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
    };
    const [en] = await read('courses', english.slug, 'en');
    const [tpi] = await read('courses', english.slug, 'tpi', '&populate[objectives][fields][0]=text');
    expect(tpi).toMatchObject({
      documentId: en!.documentId,
      slug: english.slug,
      locale: 'tpi',
      title: tpiCourse.title,
      description: tpiCourse.description,
      // Not text: one value for both languages.
      domain: english.domain,
      isFree: true,
      publishedAt: expect.any(String),
    });
    expect((tpi!.objectives as Array<{ text: string }>).map((item) => item.text)).toEqual(tpiCourse.objectives);
    // In English, nothing changed.
    expect(en!.title).toBe(english.title);

    const tpiModule = tpiCourse.modules[1]!;
    const enModule = english.modules[1]!;
    const [tpiRow] = await read('course-modules', tpiModule.slug, 'tpi');
    const [enRow] = await read('course-modules', enModule.slug, 'en');
    expect(tpiRow).toMatchObject({ documentId: enRow!.documentId, title: tpiModule.title });
    // The lesson and the right answers, as an editor sees them (the API keeps them from learners).
    const cm = contentManager(cms.url, await platform.admin.token());
    const stored = (await cm('GET', `api::course-module.course-module/${enRow!.documentId}?locale=tpi`)) as {
      data: { lesson: string; quiz: Array<{ prompt: string; options: Array<{ text: string; isCorrect: boolean }> }> };
    };
    const quiz = stored.data.quiz;
    expect(stored.data.lesson).toContain(tpiModule.lesson.split('\n')[0]);
    expect(quiz.map((question) => question.prompt)).toEqual(tpiModule.quiz.map((question) => question.prompt));
    expect(quiz.map((question) => question.options.map((option) => option.isCorrect))).toEqual(
      enModule.quiz.map((question) => question.options.map((option) => option.correct)),
    );

    const [page] = await read('domains', 'cyber-crime', 'tpi');
    expect(page?.tagline).toBe(data.tpi.domains.find((domain) => domain.slug === 'cyber-crime')!.tagline);
  });

  it('loads Tok Pisin alerts and FAQs when their files are there, and updates one whose text changed', async () => {
    const tag = unique();
    const alert = {
      ...data.alerts[0]!,
      slug: `garden-seed-scam-${tag}`,
      title: `Fake garden seed sellers on Facebook ${tag}`,
      featuredOnHome: false,
    };
    const faq = { ...data.faqs[0]!, slug: `garden-club-${tag}`, question: `Can my garden club join together ${tag}?` };
    const tpiAlert = {
      slug: alert.slug,
      title: `Giaman salim pikinini bilong gaden long Facebook ${tag}`,
      description: 'Ol giaman man i salim pikinini bilong gaden long Facebook na i no save salim samting.',
    };
    const tpiFaq = {
      slug: faq.slug,
      question: `Ol grup bilong gaden inap joinim wantaim ${tag}?`,
      answer: 'Yes. Wanpela lida i ken singautim ol memba bilong grup long kisim ol fri kos wantaim.',
    };
    const withOwn: SeedData = {
      ...data,
      alerts: [...data.alerts, alert],
      faqs: [...data.faqs, faq],
      tpi: { ...data.tpi, alerts: [tpiAlert], faqs: [tpiFaq] },
    };
    const first = await loadSeed(client(), withOwn);
    expect(first['awareness alerts (Tok Pisin)']).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(first['FAQs (Tok Pisin)']).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const changed = {
      ...withOwn,
      tpi: { ...withOwn.tpi, alerts: [{ ...tpiAlert, protectionTip: 'Baim long stoa tasol.' }] },
    };
    const second = await loadSeed(client(), changed);
    expect(second['awareness alerts (Tok Pisin)']).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(second['FAQs (Tok Pisin)']).toEqual({ created: 0, updated: 0, unchanged: 1 });

    const response = await fetch(`${cms.url}/api/awareness-alerts?filters[slug][$eq]=${alert.slug}&locale=tpi`);
    const [stored] = ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
    expect(stored).toMatchObject({
      title: tpiAlert.title,
      protectionTip: 'Baim long stoa tasol.',
      category: alert.category,
    });
    const faqs = await fetch(`${cms.url}/api/faqs?filters[slug][$eq]=${faq.slug}&locale=tpi`, {
      headers: { authorization: `Bearer ${cms.seedToken}` },
    });
    expect(((await faqs.json()) as { data: Array<{ question: string; link: string }> }).data[0]).toMatchObject({
      question: tpiFaq.question,
      link: faq.link,
    });
  });

  it("keeps an editor's change to a seeded item, and updates in place an item whose seed data changed", async () => {
    // Two courses of this file's own, seeded like the others: the seeded catalogue is every file's to read.
    const own = (title: string) => ({
      ...data.courses[0]!,
      slug: `${title.toLowerCase().replace(/ /g, '-')}-${unique()}`,
      title,
      modules: [],
    });
    const [edited, changed] = [own('Edited by an editor'), own('Changed in the seed')];
    const withOwn: SeedData = { ...data, courses: [...data.courses, edited, changed] };
    expect((await loadSeed(client(), withOwn)).courses).toEqual({
      created: 2,
      updated: 0,
      unchanged: data.courses.length,
    });
    const coursesBefore = (await countAll()).courses;
    const find = async (slug: string) => {
      const response = await fetch(`${cms.url}/api/courses?filters[slug][$eq]=${slug}&fields[0]=title`);
      return ((await response.json()) as { data: Array<{ documentId: string; title: string }> }).data[0]!;
    };
    const editedEntry = await find(edited.slug);
    const put = await fetch(`${cms.url}/api/courses/${editedEntry.documentId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${cms.seedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title: 'Title chosen by an editor' } }),
    });
    expect(put.status).toBe(200);

    const changedData: SeedData = {
      ...withOwn,
      courses: withOwn.courses.map((course) =>
        course === changed ? { ...course, title: `${course.title} (2nd edition)` } : course,
      ),
    };
    const report = await loadSeed(client(), changedData);
    expect(report.courses).toEqual({ created: 0, updated: 1, unchanged: withOwn.courses.length - 1 });
    expect((await find(edited.slug)).title).toBe('Title chosen by an editor');
    expect((await find(changed.slug)).title).toBe(`${changed.title} (2nd edition)`);
    expect((await countAll()).courses).toBe(coursesBefore);
  });

  it('stops at the first item the CMS refuses, says which and why, and finishes it on a later run', async () => {
    const tag = unique();
    const good = { ...data.courses[0]!, slug: `added-after-launch-${tag}`, title: 'Added after launch', modules: [] };
    const bad = { ...good, slug: `refused-by-the-cms-${tag}`, title: 'Refused by the CMS', domain: 'cyber_gardening' };
    const last = { ...good, slug: `never-reached-${tag}`, title: 'Never reached' };
    const withBad = { ...data, courses: [...data.courses, good, bad, last] } as SeedData;

    const failure = await loadSeed(client(), withBad).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SeedStoppedError);
    expect((failure as Error).message).toMatch(
      new RegExp(`^Seed stopped at course "${bad.slug}": POST /api/courses failed with 400: ValidationError`),
    );

    // The published courses among this test's three.
    const slugs = async () => {
      const wanted = [good, bad, last].map((course, index) => `filters[slug][$in][${index}]=${course.slug}`).join('&');
      const response = await fetch(`${cms.url}/api/courses?fields[0]=slug&${wanted}`);
      return ((await response.json()) as { data: Array<{ slug: string }> }).data.map((course) => course.slug);
    };
    expect(await slugs()).toContain(good.slug);
    expect(await slugs()).not.toContain(last.slug);

    const fixed = { ...data, courses: [...data.courses, good, { ...bad, domain: 'cyber_crime' }, last] } as SeedData;
    const report = await loadSeed(client(), fixed);
    expect(report.courses).toMatchObject({ created: 2, updated: 0 });
    expect((await slugs()).sort()).toEqual([good.slug, bad.slug, last.slug].sort());
  });
});
