/**
 * The assistant's search index over the seed content, built without a CMS as the CMS builds it from the published
 * content (`passagesFrom`): the seed files as the Document Service answers the knowledge service (a course's
 * documentId is its slug). For the benchmark's scores and the retrieval unit tests. The Tok Pisin index lays the
 * Tok Pisin seed (seed/data/tpi, ADR 0049) over it, as the CMS lays the Tok Pisin versions (`tokPisinPassages`).
 */
import { fileURLToPath } from 'node:url';
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

/** The Tok Pisin seed as the CMS holds its versions: each one's text, named by its English item's slug. */
export function tokPisinRowsOf(data: SeedData): Translations {
  const texts = (items: string[] | undefined) => (items ?? []).map((text) => ({ text }));
  const { tpi } = data;
  return {
    courses: tpi.courses.map((course) => ({
      slug: course.slug,
      title: course.title,
      description: course.description,
      objectives: texts(course.objectives),
      skills: texts(course.skills),
    })),
    modules: tpi.courses.flatMap((course) =>
      course.modules.map((module) => ({ slug: module.slug, title: module.title, description: module.description })),
    ),
    domains: tpi.domains.map((domain) => ({
      slug: domain.slug,
      name: domain.name,
      tagline: domain.tagline,
      summary: domain.summary,
      modules: domain.modules.map((module) => ({ title: module.title, description: module.description })),
      audience: texts(domain.audience),
    })),
    alerts: tpi.alerts.map((alert) => ({
      slug: alert.slug,
      title: alert.title,
      description: alert.description,
      protectionTip: alert.protectionTip ?? '',
    })),
    faqs: tpi.faqs.map((faq) => ({
      slug: faq.slug,
      question: faq.question,
      answer: faq.answer,
      keywords: faq.keywords ?? '',
      linkTitle: faq.linkTitle ?? null,
    })),
  };
}

/** Both languages' indexes the CMS would build from the seed content: English, and Tok Pisin over English. */
export async function seedIndexes(): Promise<Indexes> {
  const data = await readSeedData(SEED_DATA);
  const rows = rowsOf(data);
  return {
    en: new SearchIndex(passagesFrom(rows)),
    tpi: new SearchIndex(tokPisinPassages(rows, tokPisinRowsOf(data))),
  };
}
