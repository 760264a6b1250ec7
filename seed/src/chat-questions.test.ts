import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_QUESTIONS } from '../../cms/bench/chat-questions';
import { readSeedData, type SeedData } from './data-files';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));

let data: SeedData;
beforeAll(async () => {
  data = await readSeedData(dataDir);
});

/** The key of every source the assistant can answer from, as the benchmark writes them. */
function sourceKeys(seed: SeedData): Set<string> {
  return new Set([
    ...seed.courses.map((course) => `course:${course.slug}`),
    ...seed.domains.map((domain) => `domain:${domain.slug}`),
    ...seed.alerts.map((alert) => `alert:${alert.slug}`),
    ...seed.faqs.map((faq) => `faq:${faq.slug}`),
  ]);
}

const asked = (question: string) => question.trim().toLowerCase().replace(/\s+/g, ' ');

describe("the assistant's benchmark questions (cms/bench/chat-questions.ts)", () => {
  it('are at least 45, none asked twice', () => {
    expect(CHAT_QUESTIONS.length).toBeGreaterThanOrEqual(45);
    const questions = CHAT_QUESTIONS.map((entry) => asked(entry.question));
    expect(questions.filter((question, index) => questions.indexOf(question) !== index)).toEqual([]);
  });

  it('expect only sources that exist in the seed data, at least one each and none twice', () => {
    const keys = sourceKeys(data);
    const unknown = CHAT_QUESTIONS.flatMap((entry) =>
      entry.expect.filter((key) => !keys.has(key)).map((key) => `${entry.question} -> ${key}`),
    );
    expect(unknown).toEqual([]);
    for (const entry of CHAT_QUESTIONS) {
      expect(entry.expect.length, entry.question).toBeGreaterThan(0);
      expect(new Set(entry.expect).size, entry.question).toBe(entry.expect.length);
    }
  });

  it('ask about every kind of source, and about every FAQ', () => {
    const expected = new Set(CHAT_QUESTIONS.flatMap((entry) => entry.expect));
    expect(new Set([...expected].map((key) => key.split(':')[0]))).toEqual(
      new Set(['course', 'domain', 'alert', 'faq']),
    );
    expect(data.faqs.map((faq) => `faq:${faq.slug}`).filter((key) => !expected.has(key))).toEqual([]);
  });
});
