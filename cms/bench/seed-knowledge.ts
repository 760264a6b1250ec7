/**
 * The assistant's search index over the seed content, built without a CMS as the CMS builds it from the published
 * content (`passagesFrom`): the seed files as the Document Service answers the knowledge service (a course's
 * documentId is its slug). For the benchmark's scores and the retrieval unit tests. The Tok Pisin index lays the
 * Tok Pisin seed (seed/data/tpi, ADR 0049) over it, as the CMS lays the Tok Pisin versions (`tokPisinPassages`).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { readSeedData, type SeedData } from '@kundu/seed';
import { passagesFrom, tokPisinPassages, type Translations } from '../src/api/chat/services/knowledge';
import type { Indexes } from '../src/lib/chat/compose';
import { SearchIndex } from '../src/lib/chat/search-index';

export const SEED_DATA = fileURLToPath(new URL('../../seed/data', import.meta.url));

export function rowsOf(data: SeedData): Parameters<typeof passagesFrom>[0] {
  const texts = (items: string[] | undefined) => (items ?? []).map((text) => ({ text }));
  return {
    courses: data.courses.map((course) => ({
      documentId: course.slug,
      slug: course.slug,
      title: course.title,
      description: course.description,
      domain: course.domain,
      difficulty: course.difficulty,
      duration: course.duration,
      isFree: course.isFree,
      priceKina: course.priceKina ?? null,
      targetRoles: course.targetRoles.map((role) => ({ role })),
      objectives: texts(course.objectives),
      skills: texts(course.skills),
    })),
    modules: data.courses.flatMap((course) =>
      course.modules.map((module) => ({
        slug: module.slug,
        title: module.title,
        description: module.description,
        course: { documentId: course.slug },
      })),
    ),
    domains: data.domains.map((domain) => ({
      slug: domain.slug,
      name: domain.name,
      tagline: domain.tagline,
      summary: domain.summary,
      catalogueDomain: domain.catalogueDomain ?? null,
      modules: domain.modules.map((module) => ({ title: module.title, description: module.description })),
      audience: texts(domain.audience),
    })),
    alerts: data.alerts.map((alert) => ({
      slug: alert.slug,
      title: alert.title,
      category: alert.category,
      description: alert.description,
      protectionTip: alert.protectionTip,
    })),
    faqs: data.faqs.map((faq) => ({
      slug: faq.slug,
      question: faq.question,
      topic: faq.topic,
      answer: faq.answer,
      keywords: faq.keywords ?? null,
      link: faq.link ?? null,
      linkTitle: faq.linkTitle ?? null,
    })),
    // As the CMS resolves `{{contact:KEY}}` in FAQ answers and alerts (ADR 0045): the seed confirms no contact.
    contacts: data.helpContacts,
  };
}

/** The index the CMS would build from the seed content. */
export async function seedIndex(): Promise<SearchIndex> {
  return new SearchIndex(passagesFrom(rowsOf(await readSeedData(SEED_DATA))));
}

type Texts = string[] | undefined;
type TpiCourse = {
  slug: string;
  title: string;
  description: string;
  objectives: Texts;
  skills: Texts;
  modules: Array<{ slug: string; title: string; description: string }>;
};
type TpiDomain = {
  slug: string;
  name: string;
  tagline: string;
  summary: string;
  modules: Array<{ title: string; description: string }>;
  audience: Texts;
};
type TpiFaq = { slug: string; question: string; answer: string; keywords: string; linkTitle?: string };
type TpiAlert = { slug: string; title: string; description: string; protectionTip: string };

/** The Tok Pisin seed as the CMS holds its versions: each one's text, named by its English item's slug. */
export async function tokPisinRowsOf(dataDir = SEED_DATA): Promise<Translations> {
  const tpi = join(dataDir, 'tpi');
  const yaml = async <T>(file: string, fallback: T): Promise<T> =>
    existsSync(join(tpi, file)) ? (parse(await readFile(join(tpi, file), 'utf8')) as T) : fallback;
  const texts = (items: Texts) => (items ?? []).map((text) => ({ text }));
  const files = existsSync(join(tpi, 'courses')) ? await readdir(join(tpi, 'courses')) : [];
  const courses = await Promise.all(
    files.filter((name) => name.endsWith('.yaml')).map((name) => yaml<TpiCourse | null>(join('courses', name), null)),
  );
  const translated = courses.filter((course): course is TpiCourse => course !== null);
  return {
    courses: translated.map((course) => ({
      slug: course.slug,
      title: course.title,
      description: course.description,
      objectives: texts(course.objectives),
      skills: texts(course.skills),
    })),
    modules: translated.flatMap((course) =>
      course.modules.map((module) => ({ slug: module.slug, title: module.title, description: module.description })),
    ),
    domains: (await yaml<TpiDomain[]>('domains.yaml', [])).map((domain) => ({
      slug: domain.slug,
      name: domain.name,
      tagline: domain.tagline,
      summary: domain.summary,
      modules: domain.modules,
      audience: texts(domain.audience),
    })),
    alerts: await yaml<TpiAlert[]>('awareness-alerts.yaml', []),
    faqs: (await yaml<TpiFaq[]>('faqs.yaml', [])).map((faq) => ({
      slug: faq.slug,
      question: faq.question,
      answer: faq.answer,
      keywords: faq.keywords,
      linkTitle: faq.linkTitle ?? null,
    })),
  };
}

/** Both languages' indexes the CMS would build from the seed content: English, and Tok Pisin over English. */
export async function seedIndexes(): Promise<Indexes> {
  const rows = rowsOf(await readSeedData(SEED_DATA));
  return {
    en: new SearchIndex(passagesFrom(rows)),
    tpi: new SearchIndex(tokPisinPassages(rows, await tokPisinRowsOf())),
  };
}
