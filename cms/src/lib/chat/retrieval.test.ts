/**
 * Kumul's retrieval quality without a CMS (ADR 0028): the search index is built from seed/data as the CMS builds it
 * from the published content (`passagesFrom`), each benchmark question (cms/bench/chat-questions.ts) is answered by
 * the default engine, and an answer counts as a hit when one of the question's expected sources is among its first
 * three. `npm run bench` measures the same through a running CMS, with answer times.
 */
import { fileURLToPath } from 'node:url';
import { readSeedData, type SeedData } from '@kundu/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_QUESTIONS } from '../../../bench/chat-questions';
import { passagesFrom } from '../../api/chat/services/knowledge';
import { composeAnswer, retrieve } from './compose';
import { chatMessages } from './messages';
import { SearchIndex } from './search-index';

/** The benchmark's aim (cms/bench/chat.ts). */
const HIT_RATE_AT_3 = 0.9;
const SUPPORT = 'help@kundu.test';

/** The seed data as the CMS's Document Service answers the knowledge service (a course's documentId: its slug). */
function rowsOf(data: SeedData): Parameters<typeof passagesFrom>[0] {
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
  };
}

let index: SearchIndex;
beforeAll(async () => {
  const data = await readSeedData(fileURLToPath(new URL('../../../../seed/data', import.meta.url)));
  index = new SearchIndex(passagesFrom(rowsOf(data)));
});

/** The keys of an answer's sources, most relevant first. */
function sourcesOf(question: string): string[] {
  return composeAnswer(index, retrieve(index, question), chatMessages(SUPPORT), SUPPORT).keys;
}

describe("Kumul's retrieval over the seed content", () => {
  it(`finds an expected source among the first three for at least ${HIT_RATE_AT_3 * 100} % of the benchmark questions`, () => {
    const misses = CHAT_QUESTIONS.filter(({ question, expect: wanted }) => {
      const firstThree = sourcesOf(question).slice(0, 3);
      return !wanted.some((key) => firstThree.includes(key));
    });
    const hitRate = 1 - misses.length / CHAT_QUESTIONS.length;
    expect(
      hitRate,
      `missed: ${misses.map((miss) => `"${miss.question}" (wanted ${miss.expect.join(', ')}, got ${sourcesOf(miss.question).slice(0, 3).join(', ') || 'nothing'})`).join('; ')}`,
    ).toBeGreaterThanOrEqual(HIT_RATE_AT_3);
  });

  it('recommends three courses for the audience a question names, the one written for it among them', () => {
    const police = sourcesOf('which courses do you recommend for police officers?');
    expect(police.filter((key) => key.startsWith('course:'))).toHaveLength(3);
    expect(police).toContain('course:digital-evidence-for-frontline-police');
  });

  it('reads misspelt and informal questions, and puts the course a question names first', () => {
    expect(sourcesOf('wat is fishing scam on whatsap')).toContain('course:spot-and-stop-sms-and-whatsapp-scams');
    expect(sourcesOf('Tell me about the Cybercrime Code Act')[0]).toBe('course:know-the-cybercrime-code-act-2016');
  });

  it('finds nothing for a question on no topic of the platform', () => {
    expect(sourcesOf('tell me a joke about pizza')).toEqual([]);
  });
});
