import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { HELD_OUT } from '../../cms/bench/chat-held-out';
import { CHAT_QUESTIONS } from '../../cms/bench/chat-questions';
import { TPI_HELD_OUT } from '../../cms/bench/chat-tpi-held-out';
import { TPI_QUESTIONS } from '../../cms/bench/chat-tpi-questions';
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

const ALL = [...CHAT_QUESTIONS, ...HELD_OUT];
const expected = (entry: (typeof ALL)[number]) => (entry.top === 'scope' ? [] : entry.top);

describe("the assistant's benchmark questions (cms/bench/chat-questions.ts, cms/bench/chat-held-out.ts)", () => {
  it('are at least 150, a third of them held out, none asked twice in the same conversation', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150);
    expect(HELD_OUT.length / ALL.length).toBeGreaterThanOrEqual(0.3);
    const asks = ALL.map((entry) =>
      [...(entry.before ?? []), entry.question, entry.learner ?? ''].map(asked).join(' / '),
    );
    expect(asks.filter((ask, index) => asks.indexOf(ask) !== index)).toEqual([]);
  });

  it('expect only sources that exist in the seed data, none twice', () => {
    const keys = sourceKeys(data);
    const unknown = ALL.flatMap((entry) =>
      expected(entry)
        .filter((key) => !keys.has(key))
        .map((key) => `${entry.question} -> ${key}`),
    );
    expect(unknown).toEqual([]);
    for (const entry of ALL) {
      if (entry.top !== 'scope') expect(entry.top.length, entry.question).toBeGreaterThan(0);
      expect(new Set(expected(entry)).size, entry.question).toBe(expected(entry).length);
    }
  });

  it('tune on every kind of source and every FAQ, and on follow-ups, off-topic questions and signed-in learners', () => {
    const tuned = new Set(CHAT_QUESTIONS.flatMap(expected));
    expect(new Set([...tuned].map((key) => key.split(':')[0]))).toEqual(new Set(['course', 'domain', 'alert', 'faq']));
    expect(data.faqs.map((faq) => `faq:${faq.slug}`).filter((key) => !tuned.has(key))).toEqual([]);
    for (const cases of [CHAT_QUESTIONS, HELD_OUT]) {
      expect(cases.filter((entry) => entry.before).length).toBeGreaterThanOrEqual(5);
      expect(cases.filter((entry) => entry.top === 'scope').length).toBeGreaterThanOrEqual(5);
      expect(cases.filter((entry) => entry.learner).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("the assistant's questions in Tok Pisin (cms/bench/chat-tpi-questions.ts, cms/bench/chat-tpi-held-out.ts)", () => {
  it('are 20 to tune on and 20 held out, none in both, each expecting sources that exist and a Tok Pisin phrase', () => {
    expect([TPI_QUESTIONS.length, TPI_HELD_OUT.length]).toEqual([20, 20]);
    const tuning = new Set(TPI_QUESTIONS.map((entry) => asked(entry.question)));
    expect(TPI_HELD_OUT.filter((entry) => tuning.has(asked(entry.question))).map((entry) => entry.question)).toEqual(
      [],
    );
    const keys = sourceKeys(data);
    for (const entry of [...TPI_QUESTIONS, ...TPI_HELD_OUT]) {
      expect(
        expected(entry).filter((key) => !keys.has(key)),
        entry.question,
      ).toEqual([]);
      expect(entry.says?.length, entry.question).toBeGreaterThan(0);
    }
  });
});
