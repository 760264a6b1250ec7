/**
 * Loads the seed data into the CMS, idempotently.
 *
 * Each item has a natural key (a slug, a name, a feed URL). For each one the loader remembers, in a hidden
 * `seed-record`, a fingerprint of what it last wrote. An item whose data has not changed since is left alone, so a
 * second run writes nothing, and an editor's later changes to a seeded item survive until that item's seed data
 * changes. A new or changed item is created or updated (found by its natural key, so nothing is ever duplicated),
 * and its record is written only after the item itself was saved. The first failure stops the run.
 * See docs/decisions/0004-how-seed-and-cron-write-to-strapi.md.
 *
 * Tok Pisin versions (seed/data/tpi, ADR 0049) are written the same way, each as the `tpi` version of its English
 * document (`PUT /api/<collection>/<documentId>?locale=tpi`): text only, relations never (they are read from the
 * English version), a quiz's right answers copied from the English file. Strapi copies the fields that are not
 * localized from the English version when it creates the Tok Pisin one.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { IN_TOK_PISIN, type CourseData, type SeedData } from './data-files';
import type { StrapiClient } from '@kundu/cms-contract/strapi-client';

export type Outcome = 'created' | 'updated' | 'unchanged';
export type Tally = Record<Outcome, number>;
export type SeedReport = Record<string, Tally>;

export class SeedStoppedError extends Error {
  override name = 'SeedStoppedError';
  constructor(
    readonly item: string,
    readonly reason: string,
  ) {
    super(`Seed stopped at ${item}: ${reason}`);
  }
}

type Collection = {
  label: string;
  collection: string;
  keyField: string;
  hasDrafts: boolean;
};

const COLLECTIONS = {
  certificateTemplates: {
    label: 'certificate templates',
    collection: 'certificate-templates',
    keyField: 'name',
    hasDrafts: false,
  },
  domains: { label: 'domains', collection: 'domains', keyField: 'slug', hasDrafts: true },
  courses: { label: 'courses', collection: 'courses', keyField: 'slug', hasDrafts: true },
  courseModules: { label: 'course modules', collection: 'course-modules', keyField: 'slug', hasDrafts: true },
  alerts: { label: 'awareness alerts', collection: 'awareness-alerts', keyField: 'slug', hasDrafts: true },
  faqs: { label: 'FAQs', collection: 'faqs', keyField: 'slug', hasDrafts: true },
  newsSources: { label: 'news sources', collection: 'news-sources', keyField: 'feedUrl', hasDrafts: false },
  helpContacts: { label: 'help contacts', collection: 'help-contacts', keyField: 'key', hasDrafts: true },
} satisfies Record<string, Collection>;

const seedRecord = z.object({ documentId: z.string(), key: z.string(), fingerprint: z.string() });

export function fingerprintOf(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

const texts = (lines: readonly string[]) => lines.map((text) => ({ text }));
/** A list the file may leave out: left out of what is sent, so the CMS keeps the Tok Pisin version's own (none). */
const optionalTexts = (lines: readonly string[] | undefined) => (lines === undefined ? undefined : texts(lines));

const TOK_PISIN = 'tpi';

export async function loadSeed(client: StrapiClient, data: SeedData): Promise<SeedReport> {
  const records = new Map(
    (await client.findAll('seed-records', { fields: ['key', 'fingerprint'] }, seedRecord)).map((record) => [
      record.key,
      record,
    ]),
  );
  const report: SeedReport = {};

  async function existingByKey(spec: Collection): Promise<Map<string, string>> {
    const row = z.object({ documentId: z.string() }).catchall(z.unknown());
    const query = { fields: [spec.keyField], ...(spec.hasDrafts ? { status: 'draft' } : {}) };
    const rows = await client.findAll(spec.collection, query, row);
    return new Map(rows.map((entry) => [String(entry[spec.keyField]), entry.documentId]));
  }

  /** Upserts every item of one collection; returns natural key → documentId. */
  async function upsertAll<T>(spec: Collection, items: T[], keyOf: (item: T) => string, toCms: (item: T) => unknown) {
    const tally: Tally = { created: 0, updated: 0, unchanged: 0 };
    report[spec.label] = tally;
    const existing = await existingByKey(spec);
    const ids = new Map(existing);

    for (const item of items) {
      const key = keyOf(item);
      const recordKey = `${spec.collection}:${key}`;
      try {
        const payload = toCms(item);
        const fingerprint = fingerprintOf(payload);
        const record = records.get(recordKey);
        if (record?.fingerprint === fingerprint) {
          tally.unchanged += 1;
          continue;
        }
        const documentId = existing.get(key);
        const savedId = documentId
          ? await client.update(spec.collection, documentId, payload)
          : await client.create(spec.collection, payload);
        ids.set(key, savedId);
        tally[documentId ? 'updated' : 'created'] += 1;

        if (record) await client.update('seed-records', record.documentId, { key: recordKey, fingerprint });
        else await client.create('seed-records', { key: recordKey, fingerprint });
      } catch (error) {
        throw new SeedStoppedError(
          `${spec.label.replace(/s$/, '')} "${key}"`,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
    return ids;
  }

  /**
   * Writes each item's Tok Pisin text as the `tpi` version of the English document of the same key (`ids`: natural
   * key → documentId, from `upsertAll`). Its fingerprint covers the document too, so a document made again (an
   * editor deleted the English one) gets its Tok Pisin version again.
   */
  async function translateAll<T>(
    spec: Collection,
    items: T[],
    ids: Map<string, string>,
    keyOf: (item: T) => string,
    toCms: (item: T) => unknown,
  ) {
    const tally: Tally = { created: 0, updated: 0, unchanged: 0 };
    report[`${spec.label} ${IN_TOK_PISIN}`] = tally;
    if (items.length === 0) return;
    const row = z.object({ documentId: z.string() });
    const query = { fields: [spec.keyField], locale: TOK_PISIN, ...(spec.hasDrafts ? { status: 'draft' } : {}) };
    const translated = new Set((await client.findAll(spec.collection, query, row)).map((entry) => entry.documentId));

    for (const item of items) {
      const key = keyOf(item);
      const recordKey = `${spec.collection}:${key}:${TOK_PISIN}`;
      try {
        const documentId = requireId(ids, key, `The English version of ${spec.label.replace(/s$/, '')}`);
        const payload = toCms(item);
        const fingerprint = fingerprintOf({ documentId, payload });
        const record = records.get(recordKey);
        if (record?.fingerprint === fingerprint) {
          tally.unchanged += 1;
          continue;
        }
        await client.update(spec.collection, documentId, payload, { locale: TOK_PISIN });
        tally[translated.has(documentId) ? 'updated' : 'created'] += 1;
        if (record) await client.update('seed-records', record.documentId, { key: recordKey, fingerprint });
        else await client.create('seed-records', { key: recordKey, fingerprint });
      } catch (error) {
        throw new SeedStoppedError(
          `${spec.label.replace(/s$/, '')} "${key}" in Tok Pisin`,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
  }

  const requireId = (ids: Map<string, string>, key: string, what: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`${what} "${key}" is not in the CMS (it may have been deleted by an editor).`);
    return id;
  };

  const templateIds = await upsertAll(
    COLLECTIONS.certificateTemplates,
    data.certificateTemplates,
    (t) => t.name,
    (t) => ({
      name: t.name,
      organizationName: t.organizationName,
      issuerName: t.issuerName,
      issuerTitle: t.issuerTitle,
      wording: t.wording,
      defaultSkills: texts(t.defaultSkills),
    }),
  );
  await translateAll(
    COLLECTIONS.certificateTemplates,
    data.tpi.certificateTemplates,
    templateIds,
    (t) => t.name,
    (t) => ({ issuerTitle: t.issuerTitle, wording: t.wording, defaultSkills: optionalTexts(t.defaultSkills) }),
  );

  const courseIds = await upsertAll(
    COLLECTIONS.courses,
    data.courses,
    (c) => c.slug,
    (c: CourseData) => ({
      title: c.title,
      slug: c.slug,
      description: c.description,
      domain: c.domain,
      targetRoles: c.targetRoles.map((role) => ({ role })),
      difficulty: c.difficulty,
      duration: c.duration,
      isFree: c.isFree,
      priceKina: c.priceKina ?? null,
      objectives: texts(c.objectives),
      prerequisites: texts(c.prerequisites),
      skills: texts(c.skills ?? []),
      certificateTemplate: requireId(templateIds, c.certificateTemplate, 'Certificate template'),
    }),
  );
  await translateAll(
    COLLECTIONS.courses,
    data.tpi.courses,
    courseIds,
    (c) => c.slug,
    (c) => ({
      title: c.title,
      description: c.description,
      duration: c.duration,
      objectives: texts(c.objectives),
      prerequisites: optionalTexts(c.prerequisites),
      skills: texts(c.skills),
    }),
  );

  // After the courses: a domain page links courses.
  const domainIds = await upsertAll(
    COLLECTIONS.domains,
    data.domains,
    (d) => d.slug,
    (d) => ({
      name: d.name,
      slug: d.slug,
      order: d.order,
      icon: d.icon,
      catalogueDomain: d.catalogueDomain ?? null,
      tagline: d.tagline,
      summary: d.summary,
      homeModuleCount: d.homeModuleCount ?? null,
      totalHours: d.totalHours,
      heroBadges: texts(d.heroBadges),
      modules: d.modules,
      audience: texts(d.audience),
      prerequisites: texts(d.prerequisites),
      strengths: d.strengths,
      frameworkGroups: d.frameworkGroups.map((group) => ({ title: group.title, items: texts(group.items) })),
      technologyGroups: d.technologyGroups.map((group) => ({ title: group.title, items: texts(group.items) })),
      notes: d.notes,
      // Courses the page links (the Cyber AI/ML page has no catalogue domain of its own: issue 21).
      courses: (d.courses ?? []).map((slug) => requireId(courseIds, slug, 'Course')),
    }),
  );
  const englishDomains = new Map(data.domains.map((domain) => [domain.slug, domain]));
  await translateAll(
    COLLECTIONS.domains,
    data.tpi.domains,
    domainIds,
    (d) => d.slug,
    (d) => ({
      name: d.name,
      tagline: d.tagline,
      summary: d.summary,
      heroBadges: texts(d.heroBadges),
      // A page module's level, hours and icon are the English page's (the CMS requires them in each language).
      modules: d.modules.map((module, index) => {
        const { level, hours, icon } = englishDomains.get(d.slug)!.modules[index]!;
        return { title: module.title, description: module.description, level, hours, icon };
      }),
      audience: texts(d.audience),
      prerequisites: texts(d.prerequisites),
      strengths: d.strengths,
      frameworkGroups: d.frameworkGroups.map((group) => ({ title: group.title, items: texts(group.items) })),
      technologyGroups: d.technologyGroups.map((group) => ({ title: group.title, items: texts(group.items) })),
      notes: d.notes,
    }),
  );

  const modules = data.courses.flatMap((course) =>
    course.modules.map((module, index) => ({ course: course.slug, order: index + 1, module })),
  );
  const moduleIds = await upsertAll(
    COLLECTIONS.courseModules,
    modules,
    (m) => m.module.slug,
    ({ course, order, module }) => ({
      title: module.title,
      slug: module.slug,
      description: module.description,
      estimatedDuration: module.estimatedDuration,
      order,
      passMark: module.passMark,
      lesson: module.lesson,
      activityMinutes: module.activityMinutes ?? null,
      quizDraw: module.quizDraw ?? null,
      quiz: module.quiz.map((question) => ({
        prompt: question.prompt,
        options: question.options.map((option) => ({ text: option.text, isCorrect: option.correct })),
        explanation: question.explanation,
      })),
      course: requireId(courseIds, course, 'Course'),
    }),
  );
  const englishModules = new Map(modules.map(({ module }) => [module.slug, module]));
  await translateAll(
    COLLECTIONS.courseModules,
    data.tpi.courses.flatMap((course) => course.modules),
    moduleIds,
    (m) => m.slug,
    (m) => {
      const english = englishModules.get(m.slug)!;
      return {
        title: m.title,
        description: m.description,
        estimatedDuration: m.estimatedDuration ?? english.estimatedDuration,
        lesson: m.lesson,
        // Learners are scored against the English answers: the right option is the English quiz's (ADR 0049).
        quiz: m.quiz.map((question, q) => ({
          prompt: question.prompt,
          options: question.options.map((option, o) => ({
            text: option.text,
            isCorrect: english.quiz[q]!.options[o]!.correct,
          })),
          explanation: question.explanation,
        })),
      };
    },
  );

  const alertIds = await upsertAll(
    COLLECTIONS.alerts,
    data.alerts,
    (a) => a.slug,
    (a) => ({
      title: a.title,
      slug: a.slug,
      category: a.category,
      description: a.description,
      protectionTip: a.protectionTip,
      source: a.source,
      sourceUrl: a.sourceUrl ?? null,
      reportedOn: a.reportedOn,
      featuredOnHome: a.featuredOnHome,
    }),
  );
  await translateAll(
    COLLECTIONS.alerts,
    data.tpi.alerts,
    alertIds,
    (a) => a.slug,
    (a) => ({ title: a.title, description: a.description, protectionTip: a.protectionTip }),
  );

  const faqIds = await upsertAll(
    COLLECTIONS.faqs,
    data.faqs,
    (f) => f.slug,
    (f) => ({
      question: f.question,
      slug: f.slug,
      topic: f.topic,
      answer: f.answer,
      keywords: f.keywords,
      link: f.link ?? null,
      linkTitle: f.linkTitle ?? null,
    }),
  );
  await translateAll(
    COLLECTIONS.faqs,
    data.tpi.faqs,
    faqIds,
    (f) => f.slug,
    (f) => ({ question: f.question, answer: f.answer, keywords: f.keywords, linkTitle: f.linkTitle }),
  );

  await upsertAll(
    COLLECTIONS.newsSources,
    data.newsSources,
    (s) => s.feedUrl,
    (s) => ({
      name: s.name,
      feedUrl: s.feedUrl,
      enabled: s.enabled,
    }),
  );

  /*
   * What the file leaves out (a number, the check) is not sent, so a reload never empties what a person filled in
   * and checked in the admin panel (ADR 0042).
   */
  await upsertAll(
    COLLECTIONS.helpContacts,
    data.helpContacts,
    (c) => c.key,
    (c) => Object.fromEntries(Object.entries(c).filter(([, value]) => value !== undefined)),
  );

  return report;
}

export function formatReport(report: SeedReport): string {
  const lines = Object.entries(report).map(
    ([label, t]) => `  ${label.padEnd(34)} ${t.created} created, ${t.updated} updated, ${t.unchanged} unchanged`,
  );
  const total = Object.values(report).reduce(
    (sum, t) => ({
      created: sum.created + t.created,
      updated: sum.updated + t.updated,
      unchanged: sum.unchanged + t.unchanged,
    }),
    { created: 0, updated: 0, unchanged: 0 },
  );
  lines.push(`Seed complete: ${total.created} created, ${total.updated} updated, ${total.unchanged} unchanged.`);
  return lines.join('\n');
}
