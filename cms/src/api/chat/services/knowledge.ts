/**
 * What the assistant knows (ADR 0028): the published courses, modules' public fields (never lessons or quiz
 * answers), domain pages, awareness alerts and FAQs, as search passages. Two indexes (issue 22): English, and Tok
 * Pisin, whose passages say the Tok Pisin versions' text (ADR 0049) where there is one and are searched in both
 * languages. Built on first use and kept in memory;
 * any write to those types through the Document Service (an editor's save or publish, the seed, the cron worker)
 * drops it, and it is rebuilt at most every five minutes anyway, for edits made on another CMS instance.
 */
import type { Core } from '@strapi/strapi';
import type { ContentLocale } from '../../../../contract/locales';
import type { Indexes } from '../../../lib/chat/compose';
import { SearchIndex, type Passage } from '../../../lib/chat/search-index';
import { resolveContactReferences, type ContactForReference } from '../../../../contract/help-contacts';

export const KNOWLEDGE_TYPES = [
  'api::course.course',
  'api::course-module.course-module',
  'api::domain.domain',
  'api::awareness-alert.awareness-alert',
  'api::faq.faq',
  // FAQ answers and alerts name help contacts: a checked number changes what Kumul may say (ADR 0045).
  'api::help-contact.help-contact',
] as const;

const MAX_AGE_MS = 5 * 60_000;

/** How learners name each audience, so "for police" finds the courses written for law enforcement. */
const ROLE_WORDS: Record<string, string> = {
  general_workforce: 'General Workforce everyone workers staff office beginners',
  student_educational: 'Students & Educational students teachers schools university',
  law_enforcement: 'Law Enforcement police officers investigators',
  government: 'Government public servants departments agencies',
  intelligence_community: 'Intelligence Community analysts intelligence',
  churches_ngos: 'Churches & NGOs church pastors NGO community groups',
};

type Text = { text?: string | null };
type CourseRow = {
  documentId: string;
  slug: string;
  title: string;
  description?: string | null;
  domain?: string | null;
  difficulty?: string | null;
  duration?: string | null;
  isFree?: boolean | null;
  priceKina?: number | string | null;
  targetRoles?: Array<{ role?: string | null }> | null;
  objectives?: Text[] | null;
  skills?: Text[] | null;
};
type ModuleRow = {
  slug: string;
  title: string;
  description?: string | null;
  course?: { documentId: string } | null;
};
type DomainRow = {
  slug: string;
  name: string;
  tagline?: string | null;
  summary?: string | null;
  catalogueDomain?: string | null;
  modules?: Array<{ title?: string | null; description?: string | null }> | null;
  audience?: Text[] | null;
};
type AlertRow = {
  slug: string;
  title: string;
  category?: string | null;
  description?: string | null;
  protectionTip?: string | null;
};
type FaqRow = {
  slug: string;
  question: string;
  topic?: string | null;
  answer: string;
  keywords?: string | null;
  link?: string | null;
  linkTitle?: string | null;
};

const lines = (items: Text[] | null | undefined) =>
  (items ?? [])
    .map((item) => item.text ?? '')
    .filter(Boolean)
    .join('. ');
const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ');

export function passagesFrom(rows: {
  courses: CourseRow[];
  modules: ModuleRow[];
  domains: DomainRow[];
  alerts: AlertRow[];
  faqs: FaqRow[];
  contacts?: ContactForReference[];
}): Passage[] {
  // Help contacts named by key, as learners read them: a number only once a person has checked it (ADR 0045).
  const resolve = (text: string | null | undefined) =>
    text ? resolveContactReferences(text, rows.contacts ?? [], 'text') : text;
  const domainNames = new Map(
    rows.domains.filter((domain) => domain.catalogueDomain).map((domain) => [domain.catalogueDomain!, domain.name]),
  );
  const passages: Passage[] = [];
  const courses = new Map<string, NonNullable<Passage['course']>>();

  for (const course of rows.courses) {
    const roles = (course.targetRoles ?? []).map((entry) => entry.role ?? '').filter(Boolean);
    const info = {
      key: `course:${course.slug}`,
      title: course.title,
      path: `/courses/${course.documentId}`,
      isFree: course.isFree !== false,
      priceKina: course.isFree === false && course.priceKina != null ? String(Number(course.priceKina)) : undefined,
      difficulty: course.difficulty ?? undefined,
      duration: course.duration ?? undefined,
      roles,
    };
    courses.set(course.documentId, info);
    passages.push({
      key: info.key,
      kind: 'course',
      title: course.title,
      path: info.path,
      text: course.description ?? '',
      search: {
        heading: course.title,
        keywords: join(
          domainNames.get(course.domain ?? ''),
          roles.map((role) => ROLE_WORDS[role]).join(' '),
          lines(course.skills),
          course.isFree === false ? 'paid' : 'free',
        ),
        body: join(course.description, lines(course.objectives)),
      },
      course: info,
    });
  }

  for (const module of rows.modules) {
    const course = module.course ? courses.get(module.course.documentId) : undefined;
    if (!course) continue; // A module of an unpublished course is not on the site.
    passages.push({
      key: `module:${module.slug}`,
      kind: 'module',
      title: module.title,
      path: course.path,
      text: module.description ?? '',
      search: { heading: module.title, body: module.description ?? '' },
      course,
    });
  }

  for (const domain of rows.domains) {
    passages.push({
      key: `domain:${domain.slug}`,
      kind: 'domain',
      title: domain.name,
      path: `/${domain.slug}`,
      text: domain.tagline ?? '',
      search: {
        heading: join(domain.name, domain.tagline),
        keywords: lines(domain.audience),
        body: join(domain.summary, ...(domain.modules ?? []).map((module) => join(module.title, module.description))),
      },
    });
  }

  for (const row of rows.alerts) {
    const alert = { ...row, description: resolve(row.description), protectionTip: resolve(row.protectionTip) };
    passages.push({
      key: `alert:${alert.slug}`,
      kind: 'alert',
      title: alert.title,
      path: '/cyber-awareness',
      text: alert.protectionTip || alert.description || '',
      search: {
        heading: alert.title,
        keywords: alert.category ?? '',
        body: join(alert.description, alert.protectionTip),
      },
    });
  }

  for (const row of rows.faqs) {
    const faq = { ...row, answer: resolve(row.answer) ?? '' };
    passages.push({
      key: `faq:${faq.slug}`,
      kind: 'faq',
      title: faq.linkTitle || faq.question,
      ...(faq.link ? { path: faq.link } : {}),
      text: faq.answer,
      search: { heading: faq.question, keywords: join(faq.keywords, faq.topic), body: faq.answer },
    });
  }
  return passages;
}

type Rows = Parameters<typeof passagesFrom>[0];
type Version<T> = Partial<T> & { slug: string };
/** The Tok Pisin versions' text, each named by its English item's slug (slugs are the same in both: ADR 0049). */
export type Translations = {
  courses: Array<Version<CourseRow>>;
  modules: Array<Version<ModuleRow>>;
  domains: Array<Version<DomainRow>>;
  alerts: Array<Version<AlertRow>>;
  faqs: Array<Version<FaqRow>>;
};

/** A text or a list a version holds: an empty one is not a translation, and the English stays. */
const holds = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

/** English rows with their Tok Pisin versions' text laid over them, and the passage keys of those translated. */
function laidOver<T extends { slug: string }>(rows: T[], versions: Array<Version<T>>, kind: string, keys: Set<string>) {
  const bySlug = new Map(versions.map((version) => [version.slug, version]));
  return rows.map((row) => {
    const version = bySlug.get(row.slug);
    if (!version) return row;
    keys.add(`${kind}:${row.slug}`);
    const text = Object.fromEntries(
      Object.entries(version).filter(([field, value]) => field !== 'slug' && holds(value)),
    );
    return { ...row, ...text } as T;
  });
}

/**
 * The Tok Pisin passages (issue 22): each one with a Tok Pisin version says its text (answer, title, course line),
 * and is searched in both languages (its English words too: learners mix them); the others are the English ones.
 */
export function tokPisinPassages(rows: Rows, tpi: Translations): Passage[] {
  const english = new Map(passagesFrom(rows).map((passage) => [passage.key, passage]));
  const translated = new Set<string>();
  const laid = passagesFrom({
    ...rows,
    courses: laidOver(rows.courses, tpi.courses, 'course', translated),
    modules: laidOver(rows.modules, tpi.modules, 'module', translated),
    domains: laidOver(rows.domains, tpi.domains, 'domain', translated),
    alerts: laidOver(rows.alerts, tpi.alerts, 'alert', translated),
    faqs: laidOver(rows.faqs, tpi.faqs, 'faq', translated),
  });
  return laid.map((passage) => {
    const en = english.get(passage.key)!;
    if (!translated.has(passage.key)) return { ...en, course: passage.course };
    return {
      ...passage,
      search: {
        heading: join(en.search.heading, passage.search.heading),
        keywords: join(en.search.keywords, passage.search.keywords),
        body: join(en.search.body, passage.search.body),
      },
    };
  });
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let built: { indexes: Promise<Indexes>; at: number } | undefined;

  async function load(): Promise<Indexes> {
    const published = { status: 'published' as const, limit: -1 } as const;
    const inTokPisin = { status: 'published' as const, limit: -1, locale: 'tpi' } as const;
    const [courses, modules, domains, alerts, faqs, contacts, tpi] = await Promise.all([
      strapi.documents('api::course.course').findMany({
        ...published,
        fields: [
          'documentId',
          'slug',
          'title',
          'description',
          'domain',
          'difficulty',
          'duration',
          'isFree',
          'priceKina',
        ],
        populate: { targetRoles: true, objectives: true, skills: true },
      }),
      strapi.documents('api::course-module.course-module').findMany({
        ...published,
        fields: ['slug', 'title', 'description'],
        populate: { course: { fields: ['documentId'] } },
      }),
      strapi.documents('api::domain.domain').findMany({
        ...published,
        fields: ['slug', 'name', 'tagline', 'summary', 'catalogueDomain'],
        populate: { modules: true, audience: true },
      }),
      strapi.documents('api::awareness-alert.awareness-alert').findMany({
        ...published,
        fields: ['slug', 'title', 'category', 'description', 'protectionTip'],
      }),
      strapi.documents('api::faq.faq').findMany({
        ...published,
        fields: ['slug', 'question', 'topic', 'answer', 'keywords', 'link', 'linkTitle'],
      }),
      strapi.service('api::help-contact.help-contact').forReferences(),
      // The Tok Pisin versions' text (relations stay the English ones': ADR 0049).
      Promise.all([
        strapi.documents('api::course.course').findMany({
          ...inTokPisin,
          fields: ['slug', 'title', 'description'],
          populate: { objectives: true, skills: true },
        }),
        strapi.documents('api::course-module.course-module').findMany({
          ...inTokPisin,
          fields: ['slug', 'title', 'description'],
        }),
        strapi.documents('api::domain.domain').findMany({
          ...inTokPisin,
          fields: ['slug', 'name', 'tagline', 'summary'],
          populate: { modules: true, audience: true },
        }),
        strapi.documents('api::awareness-alert.awareness-alert').findMany({
          ...inTokPisin,
          fields: ['slug', 'title', 'description', 'protectionTip'],
        }),
        strapi.documents('api::faq.faq').findMany({
          ...inTokPisin,
          fields: ['slug', 'question', 'answer', 'keywords', 'linkTitle'],
        }),
      ]),
    ]);
    const rows: Rows = {
      // Cast: the generated type makes every field optional; slug and title are required, and these are published.
      courses: courses as unknown as CourseRow[],
      // Cast: as for courses: slug and title are required.
      modules: modules as unknown as ModuleRow[],
      // Cast: as for courses: slug and name are required.
      domains: domains as unknown as DomainRow[],
      // Cast: as for courses: slug and title are required.
      alerts: alerts as unknown as AlertRow[],
      // Cast: as for courses: slug, question and answer are required.
      faqs: faqs as unknown as FaqRow[],
      contacts,
    };
    // Cast: the generated types make `slug` optional; every Tok Pisin version has its English version's slug.
    const [tpiCourses, tpiModules, tpiDomains, tpiAlerts, tpiFaqs] = tpi as unknown as [
      Translations['courses'],
      Translations['modules'],
      Translations['domains'],
      Translations['alerts'],
      Translations['faqs'],
    ];
    return {
      en: new SearchIndex(passagesFrom(rows)),
      tpi: new SearchIndex(
        tokPisinPassages(rows, {
          courses: tpiCourses,
          modules: tpiModules,
          domains: tpiDomains,
          alerts: tpiAlerts,
          faqs: tpiFaqs,
        }),
      ),
    };
  }

  /** Both languages' indexes over today's published content. */
  function indexes(): Promise<Indexes> {
    if (!built || Date.now() - built.at > MAX_AGE_MS) {
      const loading = load();
      built = { indexes: loading, at: Date.now() };
      loading.catch(() => {
        if (built?.indexes === loading) built = undefined; // A failed build is tried again on the next question.
      });
    }
    return built.indexes;
  }

  return {
    indexes,
    /** The search index over today's published content, for questions in `language` (English unless told). */
    async index(language: ContentLocale = 'en'): Promise<SearchIndex> {
      return (await indexes())[language];
    },
    /** Content changed: the next question rebuilds the index. */
    invalidate(): void {
      built = undefined;
    },
  };
};
