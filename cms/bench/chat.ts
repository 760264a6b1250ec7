/**
 * The assistant's targets (issue 10, ADR 0028), on a real CMS with the seed content (on a temporary database):
 * - the default engine's answer time through POST /api/chat on loopback (p50, p95; aim: p95 under 50 ms);
 * - retrieval quality: for each question of bench/chat-questions.ts, whether one of its expected sources is among
 *   the answer's first three sources (hit rate at 3; aim: at least 0.9), with every miss printed.
 *
 * Exits 1 when a target is missed.
 */
import { fileURLToPath } from 'node:url';
import { createStrapiClient, loadSeed, readSeedData } from '@kundu/seed';
import { compileCms, startTestStrapi, type TestStrapi } from '../test/support/test-strapi';
import { CHAT_QUESTIONS } from './chat-questions';

const TARGETS = { p95Ms: 50, hitRateAt3: 0.9 };
const ROUNDS = 5;
const SEED_DATA = fileURLToPath(new URL('../../seed/data', import.meta.url));

type Source = { title: string; path?: string };

async function seedRows(cms: TestStrapi, collection: string, fields: string[]) {
  const query = fields.map((field, index) => `fields[${index}]=${field}`).join('&');
  const response = await fetch(`${cms.url}/api/${collection}?${query}&pagination[pageSize]=200`, {
    headers: { authorization: `Bearer ${cms.seedToken}` },
  });
  return ((await response.json()) as { data: Array<Record<string, string>> }).data;
}

/** How each expected key (`course:slug`, ...) shows as a source: a course by its path, others by title or path. */
async function sourceMatchers(cms: TestStrapi): Promise<Map<string, (source: Source) => boolean>> {
  const matchers = new Map<string, (source: Source) => boolean>();
  for (const course of await seedRows(cms, 'courses', ['slug', 'title'])) {
    matchers.set(`course:${course.slug}`, (source) => source.path === `/courses/${course.documentId}`);
  }
  for (const domain of await seedRows(cms, 'domains', ['slug'])) {
    matchers.set(`domain:${domain.slug}`, (source) => source.path === `/${domain.slug}`);
  }
  for (const alert of await seedRows(cms, 'awareness-alerts', ['slug', 'title'])) {
    matchers.set(`alert:${alert.slug}`, (source) => source.title === alert.title);
  }
  for (const faq of await seedRows(cms, 'faqs', ['slug', 'question', 'linkTitle'])) {
    matchers.set(`faq:${faq.slug}`, (source) => source.title === (faq.linkTitle || faq.question));
  }
  return matchers;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

let asked = 0;
async function ask(cms: TestStrapi, message: string): Promise<{ ms: number; sources: Source[] }> {
  asked += 1;
  const started = performance.now();
  const response = await fetch(`${cms.url}/api/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${cms.storefrontToken}`,
      'content-type': 'application/json',
      // A visitor and a network of its own per question: no memory of other questions, no limits reached.
      'x-client-ip': `10.${Math.floor(asked / 250) % 250}.${asked % 250}.7`,
    },
    body: JSON.stringify({ message, visitor: `benchvisitor${String(asked).padStart(8, '0')}` }),
  });
  const body = (await response.json()) as { sources?: Source[] };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`"${message}" was answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, sources: body.sources ?? [] };
}

async function main(): Promise<boolean> {
  await compileCms();
  const cms = await startTestStrapi();
  try {
    await loadSeed(createStrapiClient({ baseUrl: cms.url, token: cms.seedToken }), await readSeedData(SEED_DATA));
    const matchers = await sourceMatchers(cms);
    for (const { expect } of CHAT_QUESTIONS) {
      for (const key of expect) if (!matchers.has(key)) throw new Error(`No seeded item for the expected key ${key}.`);
    }
    await ask(cms, 'hello'); // The first question builds the search index.

    const times: number[] = [];
    const misses: string[] = [];
    let hits = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const { question, expect } of CHAT_QUESTIONS) {
        const { ms, sources } = await ask(cms, question);
        times.push(ms);
        if (round > 0) continue;
        const top = sources.slice(0, 3);
        if (top.some((source) => expect.some((key) => matchers.get(key)!(source)))) hits += 1;
        else
          misses.push(
            `  "${question}"\n     expected ${expect.join(' or ')}\n     got ${top.map((s) => s.title).join(' | ') || '(no source)'}`,
          );
      }
    }

    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const hitRate = hits / CHAT_QUESTIONS.length;
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(
      `\nKumul, default engine: ${CHAT_QUESTIONS.length} questions × ${ROUNDS} rounds through POST /api/chat`,
    );
    console.log(
      `  answer time p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target under ${TARGETS.p95Ms} ms) ${mark(p95 < TARGETS.p95Ms)}`,
    );
    console.log(
      `  hit rate at 3: ${hits}/${CHAT_QUESTIONS.length} = ${hitRate.toFixed(2)} (target at least ${TARGETS.hitRateAt3}) ${mark(hitRate >= TARGETS.hitRateAt3)}`,
    );
    if (misses.length > 0) console.log(`  misses:\n${misses.join('\n')}`);
    return p95 < TARGETS.p95Ms && hitRate >= TARGETS.hitRateAt3;
  } finally {
    await cms.stop();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
