/**
 * The seed's data files (seed/data/*.yaml and seed/data/courses/*.yaml), read and checked before anything is sent
 * to the CMS. Field names are the CMS's own, except that relations are written as the other item's natural key
 * (a course's `certificateTemplate` is the template's name) and simple lists are plain YAML lists.
 *
 * seed/data/tpi/ holds Tok Pisin versions (ADR 0049), file for file: the same file names, each item named by its
 * English item's key (`slug`; a certificate template's `name`) and holding only the text the CMS localizes. They
 * must pair with the English files (`tokPisinDrift`): the loader lays them over the English documents and copies
 * the right answers from the English quizzes.
 */
import { CONTACT_REFERENCE, contactKeysIn } from '@kundu/cms-contract/help-contacts';
import { access, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import {
  ALERT_CATEGORIES,
  CATALOGUE_DOMAINS,
  FAQ_TOPICS,
  ICONS,
  LEVELS,
  TARGET_ROLES,
} from '@kundu/cms-contract/vocabulary';
import { z } from 'zod';

export { CATALOGUE_DOMAINS, TARGET_ROLES } from '@kundu/cms-contract/vocabulary';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');
const line = z.string().trim().min(1).max(300);
const httpsUrl = z.url({ protocol: /^https?$/ });

/** A skill printed on a course's completion certificate: a short noun phrase. */
const skill = z.string().trim().min(1).max(80);

/** Lines that differ only in case or surrounding spaces count as the same line. */
function noDuplicates(lines: string[], context: z.core.$RefinementCtx<string[]>): void {
  const seen = new Set<string>();
  lines.forEach((text, index) => {
    const key = text.toLowerCase();
    if (seen.has(key)) context.addIssue({ code: 'custom', message: `"${text}" is listed twice`, path: [index] });
    seen.add(key);
  });
}

const itemGroup = z.object({ title: line, items: z.array(line).min(1) });
const feature = z.object({ title: line, description: z.string().trim().min(1).max(600) });

export const domainSchema = z.strictObject({
  name: z.string().min(2).max(60),
  slug,
  order: z.number().int().min(1),
  icon: z.enum(ICONS),
  catalogueDomain: z.enum(CATALOGUE_DOMAINS).optional(),
  tagline: z.string().min(10).max(160),
  summary: z.string().min(40).max(600),
  homeModuleCount: z.number().int().min(0).optional(),
  totalHours: z.number().int().min(0),
  heroBadges: z.array(line).max(4),
  modules: z
    .array(
      z.strictObject({
        title: line,
        description: z.string().trim().min(20).max(600),
        level: z.enum(LEVELS),
        hours: z.number().int().min(1),
        icon: z.enum(ICONS),
      }),
    )
    .min(1),
  audience: z.array(line),
  prerequisites: z.array(line),
  strengths: z.array(feature),
  frameworkGroups: z.array(itemGroup),
  technologyGroups: z.array(itemGroup),
  notes: z.array(feature),
  /** Slugs of courses the page links, in order. */
  courses: z.array(slug).optional(),
});

const quizQuestion = z
  .strictObject({
    prompt: z.string().trim().min(10).max(500),
    options: z
      .array(z.strictObject({ text: z.string().trim().min(1).max(300), correct: z.boolean().default(false) }))
      .min(2)
      .max(6),
    explanation: z.string().trim().min(10).max(1000),
  })
  .refine((question) => question.options.filter((option) => option.correct).length === 1, {
    message: 'a quiz question needs exactly one option with correct: true',
  });

export const courseModuleSchema = z
  .strictObject({
    title: z.string().min(3).max(120),
    slug,
    description: z.string().trim().min(20).max(600),
    estimatedDuration: z.string().min(3).max(40),
    passMark: z.number().int().min(0).max(100).default(70),
    lesson: z.string().trim().min(400, 'a lesson needs real teaching text (at least 400 characters)'),
    /** Minutes of exercises outside the lesson text (do it on your phone, fill in a template): part of the duration. */
    activityMinutes: z.number().int().min(1).max(240).optional(),
    quiz: z.array(quizQuestion).min(3).max(12),
    /** Questions drawn from the quiz for each attempt, so a retry is not the same quiz (ADR 0043). */
    quizDraw: z.number().int().min(4).optional(),
  })
  .refine((module) => module.quizDraw === undefined || module.quizDraw < module.quiz.length, {
    message: 'quizDraw draws fewer questions than the quiz has; leave it out to ask them all',
    path: ['quizDraw'],
  });

export const courseSchema = z
  .strictObject({
    title: z.string().min(5).max(120),
    slug,
    description: z.string().trim().min(40).max(1000),
    domain: z.enum(CATALOGUE_DOMAINS),
    targetRoles: z.array(z.enum(TARGET_ROLES)).min(1),
    difficulty: z.enum(LEVELS),
    duration: z.string().min(3).max(40),
    isFree: z.boolean(),
    priceKina: z.number().positive().optional(),
    objectives: z.array(line).min(2),
    /** Printed on the course's certificate; when absent or empty, the template's `defaultSkills` are used. */
    skills: z.array(skill).max(5).superRefine(noDuplicates).optional(),
    prerequisites: z.array(line),
    certificateTemplate: z.string().min(1),
    modules: z.array(courseModuleSchema).min(3).max(6),
  })
  .refine((course) => course.isFree || course.priceKina !== undefined, {
    message: 'a paid course (isFree: false) needs priceKina',
  })
  .refine((course) => !course.isFree || course.priceKina === undefined, {
    message: 'a free course must not have priceKina',
  });

export const alertSchema = z.strictObject({
  title: z.string().min(10).max(160),
  slug,
  category: z.enum(ALERT_CATEGORIES),
  description: z.string().trim().min(40).max(1200),
  protectionTip: z.string().trim().min(10).max(600),
  source: z.string().min(2).max(120),
  sourceUrl: httpsUrl.optional(),
  reportedOn: z.iso.date(),
  featuredOnHome: z.boolean().default(false),
});

/** A page of this site, as the CMS's `link` rule has it, but never `//host`, which browsers read as another site. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%?=&#]*$/;
const httpsAddress = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** The one placeholder an FAQ answer may hold; a misspelt one would reach learners as it is. */
const ANSWER_PLACEHOLDER = '{supportEmail}';

const faqAnswer = z
  .string()
  .trim()
  .min(40)
  .max(2000)
  .refine(
    (answer) =>
      (answer.replace(CONTACT_REFERENCE, '').match(/\{[^}]*\}/g) ?? []).every((found) => found === ANSWER_PLACEHOLDER),
    { message: `the only placeholders an answer may hold are ${ANSWER_PLACEHOLDER} and {{contact:KEY}}` },
  );

/** Other words learners use for the same question, separated by commas. */
const faqKeywords = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine((keywords) => keywords.split(',').every((word) => word.trim().length > 0), {
    message: 'must be words or phrases separated by single commas',
  });

const faqQuestion = z.string().trim().min(10).max(200);

export const faqSchema = z
  .strictObject({
    question: faqQuestion,
    slug,
    topic: z.enum(FAQ_TOPICS),
    answer: faqAnswer,
    keywords: faqKeywords,
    link: z
      .string()
      .max(255)
      .refine((link) => SITE_PATH.test(link) || httpsAddress.safeParse(link).success, {
        message: 'must be a page of this site such as /free-courses, or an https:// address',
      })
      .optional(),
    linkTitle: z.string().trim().min(2).max(80).optional(),
  })
  .refine((faq) => faq.linkTitle === undefined || faq.link !== undefined, {
    message: 'linkTitle names a link, so it needs one',
    path: ['linkTitle'],
  });

export const certificateTemplateSchema = z.strictObject({
  name: z.string().min(3).max(80),
  organizationName: z.string().min(3).max(120),
  issuerName: z.string().min(3).max(120),
  issuerTitle: z.string().min(3).max(120),
  wording: z.string().min(10).max(600),
  defaultSkills: z.array(line),
});

export const newsSourceSchema = z.strictObject({
  name: z.string().min(2).max(80),
  feedUrl: httpsUrl,
  enabled: z.boolean(),
});

/**
 * A help contact (ADR 0042). lastCheckedAt and checkedBy go together: a contact is confirmed only when a person
 * has checked it, so a file cannot claim half a check.
 */
export const helpContactSchema = z
  .strictObject({
    key: slug,
    name: z.string().trim().min(2).max(120),
    purpose: z.string().trim().min(10).max(500),
    phone: z.string().trim().min(3).max(40).optional(),
    email: z.email().max(255).optional(),
    website: z
      .url({ protocol: /^https$/ })
      .max(255)
      .optional(),
    hours: z.string().trim().min(2).max(120).optional(),
    order: z.number().int().min(0),
    lastCheckedAt: z.iso.date().optional(),
    checkedBy: z.string().trim().min(2).max(120).optional(),
  })
  .refine((contact) => (contact.lastCheckedAt === undefined) === (contact.checkedBy === undefined), {
    message: 'lastCheckedAt and checkedBy go together: a person checked it on that day, or it is to be confirmed',
    path: ['checkedBy'],
  });

export type DomainData = z.infer<typeof domainSchema>;
export type CourseData = z.infer<typeof courseSchema>;
export type CourseModuleData = z.infer<typeof courseModuleSchema>;
export type AlertData = z.infer<typeof alertSchema>;
export type FaqData = z.infer<typeof faqSchema>;
export type CertificateTemplateData = z.infer<typeof certificateTemplateSchema>;
export type NewsSourceData = z.infer<typeof newsSourceSchema>;
export type HelpContactData = z.infer<typeof helpContactSchema>;

/*
 * Tok Pisin versions (ADR 0049): the localized text only, keyed as the English item. Fields the CMS requires in every
 * language are required here; a missing optional one is read in English (the storefront marks it).
 */
const tpiText = z.string().trim().min(1);
const tpiGroup = z.strictObject({ title: tpiText, items: z.array(tpiText) });
const tpiFeature = z.strictObject({ title: tpiText, description: tpiText });

export const tpiCourseSchema = z.strictObject({
  slug,
  title: tpiText,
  description: tpiText,
  duration: tpiText.optional(),
  objectives: z.array(tpiText).min(1),
  prerequisites: z.array(tpiText).optional(),
  skills: z.array(tpiText).min(1),
  modules: z.array(
    z.strictObject({
      slug,
      title: tpiText,
      description: tpiText,
      /** Required by the CMS in every language: the English one is written when it is left out. */
      estimatedDuration: tpiText.optional(),
      lesson: tpiText,
      quiz: z.array(
        z.strictObject({
          prompt: tpiText,
          /** The right answer is the English quiz's (`correct` only marks it for a reader of the file). */
          options: z.array(z.strictObject({ text: tpiText, correct: z.literal(true).optional() })),
          explanation: tpiText,
        }),
      ),
    }),
  ),
});

export const tpiDomainSchema = z.strictObject({
  slug,
  name: tpiText,
  tagline: tpiText,
  summary: tpiText,
  heroBadges: z.array(tpiText),
  modules: z.array(z.strictObject({ title: tpiText, description: tpiText })),
  audience: z.array(tpiText),
  prerequisites: z.array(tpiText),
  strengths: z.array(tpiFeature),
  frameworkGroups: z.array(tpiGroup),
  technologyGroups: z.array(tpiGroup),
  notes: z.array(tpiFeature),
});

export const tpiAlertSchema = z.strictObject({
  slug,
  title: tpiText,
  description: tpiText,
  protectionTip: tpiText.optional(),
});

export const tpiFaqSchema = z.strictObject({
  slug,
  question: faqQuestion,
  answer: faqAnswer,
  keywords: faqKeywords.optional(),
  linkTitle: z.string().trim().min(2).max(80).optional(),
});

export const tpiCertificateTemplateSchema = z.strictObject({
  name: z.string().min(3).max(80),
  issuerTitle: tpiText,
  wording: tpiText,
  defaultSkills: z.array(tpiText).optional(),
});

export type TpiCourseData = z.infer<typeof tpiCourseSchema>;
export type TpiDomainData = z.infer<typeof tpiDomainSchema>;
export type TpiAlertData = z.infer<typeof tpiAlertSchema>;
export type TpiFaqData = z.infer<typeof tpiFaqSchema>;
export type TpiCertificateTemplateData = z.infer<typeof tpiCertificateTemplateSchema>;

/** The Tok Pisin versions in seed/data/tpi/, each list empty when its file is not there. */
export type TokPisinData = {
  certificateTemplates: TpiCertificateTemplateData[];
  domains: TpiDomainData[];
  courses: TpiCourseData[];
  alerts: TpiAlertData[];
  faqs: TpiFaqData[];
};

export const NO_TOK_PISIN: TokPisinData = { certificateTemplates: [], domains: [], courses: [], alerts: [], faqs: [] };

export type SeedData = {
  certificateTemplates: CertificateTemplateData[];
  domains: DomainData[];
  courses: CourseData[];
  alerts: AlertData[];
  faqs: FaqData[];
  newsSources: NewsSourceData[];
  helpContacts: HelpContactData[];
  /** Tok Pisin versions of the items above (ADR 0049). */
  tpi: TokPisinData;
};

/** How many items of each kind the data holds, as the loader's report names them. */
export function seedItemCounts(data: SeedData): Array<[label: string, count: number]> {
  const modules = (courses: Array<{ modules: unknown[] }>) =>
    courses.reduce((sum, course) => sum + course.modules.length, 0);
  return [
    ['certificate templates', data.certificateTemplates.length],
    ['domains', data.domains.length],
    ['courses', data.courses.length],
    ['course modules', modules(data.courses)],
    ['awareness alerts', data.alerts.length],
    ['FAQs', data.faqs.length],
    ['news sources', data.newsSources.length],
    ['help contacts', data.helpContacts.length],
    [`certificate templates ${IN_TOK_PISIN}`, data.tpi.certificateTemplates.length],
    [`domains ${IN_TOK_PISIN}`, data.tpi.domains.length],
    [`courses ${IN_TOK_PISIN}`, data.tpi.courses.length],
    [`course modules ${IN_TOK_PISIN}`, modules(data.tpi.courses)],
    [`awareness alerts ${IN_TOK_PISIN}`, data.tpi.alerts.length],
    [`FAQs ${IN_TOK_PISIN}`, data.tpi.faqs.length],
  ];
}

/** How the report names a kind's Tok Pisin versions: "courses (Tok Pisin)". */
export const IN_TOK_PISIN = '(Tok Pisin)';

export class SeedDataError extends Error {
  override name = 'SeedDataError';
}

async function readYaml<T>(file: string, schema: z.ZodType<T>, root: string): Promise<T> {
  const where = relative(root, file) || file;
  let raw: unknown;
  try {
    raw = parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new SeedDataError(`${where}: cannot be read as YAML (${(error as Error).message})`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`)
      .join('\n');
    throw new SeedDataError(`${where} is not valid:\n${problems}`);
  }
  return result.data;
}

function assertUnique<T>(items: T[], keyOf: (item: T) => string, what: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) throw new SeedDataError(`Two ${what} share the key "${key}"; each must be unique.`);
    seen.add(key);
  }
}

/** Reads and checks every data file under `dataDir`; throws SeedDataError naming the file and field at fault. */
export async function readSeedData(dataDir: string): Promise<SeedData> {
  const root = join(dataDir, '..');
  const certificateTemplates = await readYaml(
    join(dataDir, 'certificate-templates.yaml'),
    z.array(certificateTemplateSchema),
    root,
  );
  const domains = await readYaml(join(dataDir, 'domains.yaml'), z.array(domainSchema), root);
  const alerts = await readYaml(join(dataDir, 'awareness-alerts.yaml'), z.array(alertSchema), root);
  const faqs = await readYaml(join(dataDir, 'faqs.yaml'), z.array(faqSchema), root);
  const newsSources = await readYaml(join(dataDir, 'news-sources.yaml'), z.array(newsSourceSchema), root);
  const helpContacts = await readYaml(join(dataDir, 'help-contacts.yaml'), z.array(helpContactSchema), root);

  const courseDir = join(dataDir, 'courses');
  const courseFiles = (await readdir(courseDir)).filter((name) => name.endsWith('.yaml')).sort();
  const courses: CourseData[] = [];
  for (const name of courseFiles) {
    const course = await readYaml(join(courseDir, name), courseSchema, root);
    if (`${course.slug}.yaml` !== name) {
      throw new SeedDataError(`courses/${name}: the file name must be the course slug (${course.slug}.yaml).`);
    }
    courses.push(course);
  }

  assertUnique(certificateTemplates, (template) => template.name, 'certificate templates');
  assertUnique(domains, (domain) => domain.slug, 'domains');
  assertUnique(courses, (course) => course.slug, 'courses');
  assertUnique(
    courses.flatMap((course) => course.modules),
    (module) => module.slug,
    'course modules',
  );
  assertUnique(alerts, (alert) => alert.slug, 'awareness alerts');
  assertUnique(faqs, (faq) => faq.slug, 'FAQs');
  assertUnique(faqs, (faq) => faq.question.toLowerCase(), 'FAQs');
  assertUnique(newsSources, (source) => source.feedUrl, 'news sources');
  assertUnique(helpContacts, (contact) => contact.key, 'help contacts');

  const templateNames = new Set(certificateTemplates.map((template) => template.name));
  for (const course of courses) {
    if (!templateNames.has(course.certificateTemplate)) {
      throw new SeedDataError(
        `courses/${course.slug}.yaml: certificateTemplate "${course.certificateTemplate}" is not in certificate-templates.yaml.`,
      );
    }
  }
  const courseSlugs = new Set(courses.map((course) => course.slug));
  for (const domain of domains)
    for (const slug of domain.courses ?? [])
      if (!courseSlugs.has(slug))
        throw new SeedDataError(`domains.yaml, ${domain.slug}: the course "${slug}" is not in courses/.`);

  // A help contact named in content must be on the list, or learners would read a sentence with a hole (ADR 0045).
  const contactKeys = new Set(helpContacts.map((contact) => contact.key));
  const named: Array<[where: string, text: string]> = [
    ...courses.flatMap((course) =>
      course.modules.map((module): [string, string] => [`courses/${course.slug}.yaml, ${module.slug}`, module.lesson]),
    ),
    ...faqs.map((faq): [string, string] => [`faqs.yaml, ${faq.slug}`, faq.answer]),
    ...alerts.map((alert): [string, string] => [
      `awareness-alerts.yaml, ${alert.slug}`,
      `${alert.description}\n${alert.protectionTip}`,
    ]),
  ];
  for (const [where, text] of named) {
    const unknown = contactKeysIn(text).filter((key) => !contactKeys.has(key));
    if (unknown.length > 0)
      throw new SeedDataError(
        `${where}: {{contact:${unknown[0]}}} names no help contact; the keys are those in help-contacts.yaml (${[...contactKeys].join(', ')}).`,
      );
  }
  const elsewhere = courses.flatMap((course) =>
    course.modules.flatMap((module) =>
      module.quiz
        .filter((question) => JSON.stringify(question).includes('{{contact:'))
        .map(() => `courses/${course.slug}.yaml, ${module.slug}`),
    ),
  );
  if (elsewhere.length > 0)
    throw new SeedDataError(
      `${elsewhere[0]}: a quiz cannot name a help contact ({{contact:KEY}} is resolved in lessons, FAQ answers and alerts only).`,
    );
  const english = { certificateTemplates, domains, courses, alerts, faqs, newsSources, helpContacts };
  const tpi = await readTokPisin(join(dataDir, 'tpi'), root);
  for (const [where, text] of tokPisinTexts(tpi)) {
    const unknown = contactKeysIn(text).filter((key) => !contactKeys.has(key));
    if (unknown.length > 0)
      throw new SeedDataError(`tpi/${where}: {{contact:${unknown[0]}}} names no help contact in help-contacts.yaml.`);
  }
  const drift = tokPisinDrift(english, tpi);
  if (drift.length > 0)
    throw new SeedDataError(
      `The Tok Pisin files do not pair with the English ones:\n${drift.map((line) => `  - ${line}`).join('\n')}`,
    );
  return { ...english, tpi };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** seed/data/tpi/: each file when it is there (a kind without one has no Tok Pisin version yet). */
async function readTokPisin(tpiDir: string, root: string): Promise<TokPisinData> {
  const optional = async <T>(name: string, schema: z.ZodType<T>): Promise<T[]> =>
    (await exists(join(tpiDir, name))) ? readYaml(join(tpiDir, name), z.array(schema), root) : [];
  const courseDir = join(tpiDir, 'courses');
  const courses: TpiCourseData[] = [];
  if (await exists(courseDir)) {
    for (const name of (await readdir(courseDir)).filter((file) => file.endsWith('.yaml')).sort()) {
      const course = await readYaml(join(courseDir, name), tpiCourseSchema, root);
      if (`${course.slug}.yaml` !== name)
        throw new SeedDataError(`tpi/courses/${name}: the file name must be the course slug (${course.slug}.yaml).`);
      courses.push(course);
    }
  }
  return {
    certificateTemplates: await optional('certificate-templates.yaml', tpiCertificateTemplateSchema),
    domains: await optional('domains.yaml', tpiDomainSchema),
    courses,
    alerts: await optional('awareness-alerts.yaml', tpiAlertSchema),
    faqs: await optional('faqs.yaml', tpiFaqSchema),
  };
}

/** The Tok Pisin texts that may name help contacts, with where they are. */
function tokPisinTexts(tpi: TokPisinData): Array<[where: string, text: string]> {
  return [
    ...tpi.courses.flatMap((course) =>
      course.modules.map((module): [string, string] => [`courses/${course.slug}.yaml, ${module.slug}`, module.lesson]),
    ),
    ...tpi.faqs.map((faq): [string, string] => [`faqs.yaml, ${faq.slug}`, faq.answer]),
    ...tpi.alerts.map((alert): [string, string] => [
      `awareness-alerts.yaml, ${alert.slug}`,
      `${alert.description}\n${alert.protectionTip ?? ''}`,
    ]),
  ];
}

/** The outline of a lesson's Markdown: its headings' levels and how many list items it has, numbered and not. */
function outline(markdown: string): string {
  const lines = markdown.split('\n');
  const headings = lines.flatMap((line) => /^(#+)\s/.exec(line)?.[1] ?? []).join(',');
  const numbered = lines.filter((line) => /^\s*\d+\.\s/.test(line)).length;
  const bullets = lines.filter((line) => /^\s*[-*]\s/.test(line)).length;
  return `headings ${headings}; ${numbered} numbered items; ${bullets} bullets`;
}

const contactsIn = (value: unknown) => contactKeysIn(JSON.stringify(value)).sort();

/**
 * Where the Tok Pisin files do not pair with the English ones, in words (none: they pair). A Tok Pisin item
 * translates the English item of the same key: a course has the same modules in the same order, each quiz the same
 * questions with the same number of options and the right answer in the same place (ADR 0049: learners are scored
 * against the English answers), each lesson the same outline and help contacts; a domain page keeps its name and its
 * lists' lengths.
 */
export function tokPisinDrift(english: Omit<SeedData, 'tpi'>, tpi: TokPisinData): string[] {
  const drift: string[] = [];
  const paired = <T, E>(
    file: string,
    items: T[],
    keyOf: (item: T) => string,
    englishItems: E[],
    key: (e: E) => string,
  ) =>
    items.flatMap((item) => {
      const where = `tpi/${file}, ${keyOf(item)}`;
      const match = englishItems.find((candidate) => key(candidate) === keyOf(item));
      if (items.filter((other) => keyOf(other) === keyOf(item)).length > 1) drift.push(`${where}: listed twice`);
      if (!match) drift.push(`${where}: no item of ${file} has this key`);
      return match ? [{ item, en: match, where }] : [];
    });

  for (const { item: course, en, where } of paired(
    'courses',
    tpi.courses,
    (c) => c.slug,
    english.courses,
    (c) => c.slug,
  )) {
    if (course.objectives.length !== en.objectives.length)
      drift.push(`${where}: ${course.objectives.length} objectives, English ${en.objectives.length}`);
    if (course.skills.length !== (en.skills ?? []).length)
      drift.push(`${where}: ${course.skills.length} skills, English ${(en.skills ?? []).length}`);
    if (course.prerequisites && course.prerequisites.length !== en.prerequisites.length)
      drift.push(`${where}: ${course.prerequisites.length} prerequisites, English ${en.prerequisites.length}`);
    const slugs = course.modules.map((module) => module.slug);
    const enSlugs = en.modules.map((module) => module.slug);
    if (slugs.join() !== enSlugs.join()) {
      drift.push(`${where}: modules ${slugs.join(', ')}; English ${enSlugs.join(', ')}`);
      continue;
    }
    course.modules.forEach((module, m) => {
      const enModule = en.modules[m]!;
      const at = `${where}, ${module.slug}`;
      if (contactsIn(module).join() !== contactsIn(enModule).join())
        drift.push(`${at}: names contacts ${contactsIn(module)}, English ${contactsIn(enModule)}`);
      if (outline(module.lesson) !== outline(enModule.lesson))
        drift.push(`${at}: lesson ${outline(module.lesson)}; English ${outline(enModule.lesson)}`);
      if (module.quiz.length !== enModule.quiz.length) {
        drift.push(`${at}: ${module.quiz.length} questions, English ${enModule.quiz.length}`);
        return;
      }
      module.quiz.forEach((question, q) => {
        const enQuestion = enModule.quiz[q]!;
        const right = question.options.flatMap((option, index) => (option.correct ? [index] : []));
        const enRight = enQuestion.options.findIndex((option) => option.correct);
        if (question.options.length !== enQuestion.options.length)
          drift.push(
            `${at}, question ${q + 1}: ${question.options.length} options, English ${enQuestion.options.length}`,
          );
        else if (right.join() !== String(enRight))
          drift.push(`${at}, question ${q + 1}: right answer at ${right.join(' and ') || 'none'}, English ${enRight}`);
      });
    });
  }

  for (const { item: domain, en, where } of paired(
    'domains.yaml',
    tpi.domains,
    (d) => d.slug,
    english.domains,
    (d) => d.slug,
  )) {
    if (domain.name !== en.name) drift.push(`${where}: name "${domain.name}", English "${en.name}"`);
    for (const list of ['heroBadges', 'modules', 'audience', 'prerequisites', 'strengths', 'notes'] as const)
      if (domain[list].length !== en[list].length)
        drift.push(`${where}: ${domain[list].length} ${list}, English ${en[list].length}`);
    for (const list of ['frameworkGroups', 'technologyGroups'] as const) {
      const sizes = domain[list].map((item) => item.items.length).join();
      const enSizes = en[list].map((item) => item.items.length).join();
      if (sizes !== enSizes) drift.push(`${where}: ${list} of sizes [${sizes}], English [${enSizes}]`);
    }
  }

  paired(
    'awareness-alerts.yaml',
    tpi.alerts,
    (a) => a.slug,
    english.alerts,
    (a) => a.slug,
  );
  paired(
    'faqs.yaml',
    tpi.faqs,
    (f) => f.slug,
    english.faqs,
    (f) => f.slug,
  );
  paired(
    'certificate-templates.yaml',
    tpi.certificateTemplates,
    (t) => t.name,
    english.certificateTemplates,
    (t) => t.name,
  );
  return drift;
}
