/**
 * Two cron workers on PostgreSQL (ADR 0027): every job runs once per tick across both, the other worker finding the
 * advisory lock taken, and the imported headlines are not duplicated. Schedules every 3 seconds (cron's seconds
 * field), so a few ticks pass in a test. Needs DATABASE_URL naming a PostgreSQL server (`npm run test:postgres`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCms, registerFirstAdmin, startTestStrapi, type TestStrapi } from '@kundu/cms/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BBC_ITEMS, startFeedServer, type FeedServer } from '../../cron/test/support/feed-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const JOBS = ['import-news', 'import-alerts', 'housekeeping'];

type Worker = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startWorker(cms: TestStrapi): Worker {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['src/worker.ts'], {
    cwd: join(root, 'cron'),
    env: {
      PATH: process.env.PATH ?? '',
      CMS_URL: cms.url,
      CRON_API_TOKEN: cms.cronToken,
      DATABASE_URL: cms.env.DATABASE_URL,
      CRON_IMPORT_NEWS: '*/3 * * * * *',
      CRON_IMPORT_ALERTS: '*/3 * * * * *',
      CRON_HOUSEKEEPING: '*/3 * * * * *',
      CRON_LEADER_HOLD_MS: '1500',
      KUNDU_ENV_FILE: '/nonexistent/.env',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The ticks each job ran in, from a worker's log lines ("import-news: 3 created, ... (tick 2026-...)"). */
function ranTicks(output: string): Array<[job: string, tick: string]> {
  return [...output.matchAll(/^([\w-]+): \d+ created, .* \(tick ([^)]+)\)$/gm)].map((match) => [match[1]!, match[2]!]);
}

let cms: TestStrapi;
let feeds: FeedServer;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL server for this test.');
  compileCms();
  feeds = await startFeedServer();
  cms = await startTestStrapi();
  const admin = await registerFirstAdmin(cms.url);
  const response = await fetch(`${cms.url}/content-manager/collection-types/api::news-source.news-source`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'BBC', feedUrl: feeds.url('/bbc/technology.rss'), enabled: true }),
  });
  expect(response.status).toBe(201);
}, 240_000);

afterAll(async () => {
  await cms?.stop();
  await feeds?.close();
});

describe('two cron workers on PostgreSQL', () => {
  it('run each job once per tick between them, and import each headline once', async () => {
    const workers = [startWorker(cms), startWorker(cms)];
    await new Promise((resolve) => setTimeout(resolve, 14_000));
    for (const worker of workers) worker.child.kill('SIGTERM');
    const codes = await Promise.all(workers.map((worker) => worker.exited));
    const outputs = workers.map((worker) => worker.output());
    expect(codes, outputs.join('\n----\n')).toEqual([0, 0]);
    for (const output of outputs) {
      expect(output).toContain('cron: worker started (PostgreSQL advisory locks');
      expect(output).toContain('cron: worker stopped.');
      expect(output).not.toMatch(/stopped \(tick|Error/);
    }

    const runs = outputs.flatMap(ranTicks);
    for (const job of JOBS) {
      const ticks = runs.filter(([name]) => name === job).map(([, tick]) => tick);
      expect(ticks.length, `${job} ran in too few ticks:\n${outputs.join('\n----\n')}`).toBeGreaterThanOrEqual(3);
      // Once per tick: no tick twice, across both workers.
      expect(new Set(ticks).size, `${job} ran twice in a tick:\n${outputs.join('\n----\n')}`).toBe(ticks.length);
    }
    // Both workers were there for every tick: the one that did not run it found it taken.
    expect(outputs.join('\n')).toMatch(/not run \(tick [^)]+\): another worker has it\./);

    const news = (await (await fetch(`${cms.url}/api/news-items?pagination[pageSize]=100`)).json()) as {
      data: Array<{ url: string }>;
    };
    const recent = BBC_ITEMS.filter((item) => item.cyber && item.date > new Date(Date.now() - 14 * 864e5));
    expect(news.data.map((item) => item.url).sort()).toEqual(recent.map((item) => item.link).sort());
  });
});
