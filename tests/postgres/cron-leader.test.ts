/**
 * Two cron workers on PostgreSQL (ADR 0027): every job runs once per tick across both (the other worker finding the
 * advisory lock taken, or the tick claimed), and the imported headlines are not duplicated; a worker that wakes after
 * the leader finished does not run the tick again; a dropped connection does not stop a worker. Schedules every 3 seconds (cron's seconds
 * field), so a few ticks pass in a test. On the PostgreSQL platform's CMS (`npm run test:postgres`), whose news
 * sources an editor points at a feed on loopback (BBC) or pauses (the others, on the internet).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentManager } from '@kundu/cms/testing';
import { testPlatform, type SharedCms } from '@kundu/test-platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLeader } from '../../cron/src/leader';
import { BBC_ITEMS, startFeedServer, type FeedServer } from '../../cron/test/support/feed-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const JOBS = ['import-news', 'import-alerts', 'housekeeping'];

type Worker = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startWorker(cms: SharedCms): Worker {
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
      KUNDU_ENV_FILE: '/nonexistent/.env',
      FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
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

const platform = testPlatform();
const { cms } = platform;
let feeds: FeedServer;
let editor: ReturnType<typeof contentManager>;
let sources: Array<{ documentId: string; name: string; enabled: boolean }>;

beforeAll(async () => {
  if (platform.engine !== 'postgres') throw new Error('This test runs on PostgreSQL: `npm run test:postgres`.');
  feeds = await startFeedServer();
  editor = contentManager(cms.url, await platform.admin.token());
  sources = ((await editor('GET', 'api::news-source.news-source?pageSize=100')) as { results: typeof sources }).results;
  for (const source of sources) {
    const change =
      source.name === 'BBC' ? { feedUrl: feeds.url('/bbc/technology.rss'), enabled: true } : { enabled: false };
    expect((await editor('PUT', `api::news-source.news-source/${source.documentId}`, change)).data).toMatchObject(
      change,
    );
  }
}, 240_000);

afterAll(async () => {
  // The platform's next files import no news on their own.
  for (const source of sources ?? []) {
    await editor('PUT', `api::news-source.news-source/${source.documentId}`, { enabled: false });
  }
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
    expect(outputs.join('\n')).toMatch(/not run \(tick [^)]+\): another worker (is running it|ran this tick)\./);

    const news = (await (
      await fetch(`${cms.url}/api/news-items?filters[source][$eq]=BBC&pagination[pageSize]=100`)
    ).json()) as {
      data: Array<{ url: string }>;
    };
    const recent = BBC_ITEMS.filter((item) => item.cyber && item.date > new Date(Date.now() - 14 * 864e5));
    expect(news.data.map((item) => item.url).sort()).toEqual(recent.map((item) => item.link).sort());
  });

  it('does not run a tick again for a worker that wakes after the leader finished', async () => {
    const [first, late] = [
      createLeader({ databaseUrl: cms.env.DATABASE_URL }),
      createLeader({ databaseUrl: cms.env.DATABASE_URL }),
    ];
    const tick = new Date('2026-11-23T01:15:00.000Z');
    let runs = 0;
    const job = async () => (runs += 1);
    expect(await first.lead('test-job', tick, job)).toEqual({ ran: true, result: 1 });
    expect(await late.lead('test-job', tick, job)).toEqual({ ran: false, reason: 'another worker ran this tick' });
    // The next tick, and a run by hand, still run.
    expect(await late.lead('test-job', new Date(tick.getTime() + 60_000), job)).toEqual({ ran: true, result: 2 });
    expect(await first.lead('test-job', null, job)).toEqual({ ran: true, result: 3 });
    await Promise.all([first.close(), late.close()]);
  });

  it('creates its ticks table once when several workers start at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      await cms.sql('DROP TABLE IF EXISTS kundu_cron_ticks');
      const leaders = Array.from({ length: 16 }, () => createLeader({ databaseUrl: cms.env.DATABASE_URL }));
      // Every worker connected and ready, then all claim their first tick at once.
      await Promise.all(leaders.map((leader, index) => leader.lead(`warm-up-${index}`, null, async () => 'ok')));
      const tick = new Date(Date.UTC(2026, 10, 23, 2, round));
      const outcomes = await Promise.all(
        leaders.map((leader, index) => leader.lead(`first-tick-${index}`, tick, async () => 'ran')),
      );
      expect(outcomes).toEqual(leaders.map(() => ({ ran: true, result: 'ran' })));
      await Promise.all(leaders.map((leader) => leader.close()));
    }
  });

  it('survives its database connection being dropped during a job', async () => {
    const leader = createLeader({ databaseUrl: cms.env.DATABASE_URL });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await leader.lead('test-drop', null, async () => {
      const admin = new pg.Client({ connectionString: cms.env.DATABASE_URL });
      await admin.connect();
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'kundu-cron' AND pid <> pg_backend_pid()",
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'finished';
    });
    expect(outcome).toEqual({ ran: true, result: 'finished' });
    expect(errors.mock.calls.flat().join('\n')).toContain('cron: test-drop: database connection lost');
    errors.mockRestore();
    // The lock went with the connection: the job runs again at once.
    expect(await leader.lead('test-drop', null, async () => 'again')).toEqual({ ran: true, result: 'again' });
    await leader.close();
  });
});
