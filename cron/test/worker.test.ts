/**
 * The worker and `npm run job` as processes, as `npm start`, compose and a developer run them: schedules from the
 * environment, a job never overlapping itself, Ctrl-C, and clear words for a wrong job name, a missing token or a
 * CMS that is not there.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentManager, freePort } from '@kundu/cms/testing';
import { testPlatform, unique } from '@kundu/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rss, BBC_ITEMS, startFeedServer, type FeedServer } from './support/feed-server';

const cronDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(cronDir, '..', 'node_modules', '.bin', 'tsx');

const platform = testPlatform();
const { cms } = platform;
let feeds: FeedServer;
let editor: ReturnType<typeof contentManager>;
let slowOutlet: string;

const baseEnv = () => ({
  PATH: process.env.PATH ?? '',
  CMS_URL: cms.url,
  CRON_API_TOKEN: cms.cronToken,
  KUNDU_ENV_FILE: '/nonexistent/.env',
  FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
});

function job(args: string[], env: Record<string, string>) {
  return spawnSync(tsx, ['src/job.ts', ...args], { cwd: cronDir, env, encoding: 'utf8', timeout: 60_000 });
}

beforeAll(async () => {
  feeds = await startFeedServer();
  // A feed that answers after 2.5 s: a run outlasts the 1-second schedule below.
  feeds.route('/slow.rss', (_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(rss('Slow but fine', BBC_ITEMS.slice(0, 1)));
    }, 2500);
  });
  editor = contentManager(cms.url, await platform.admin.token());
  // An editor pauses every other source (the seeded ones are on the internet, which tests cannot reach).
  const others = (await editor('GET', 'api::news-source.news-source?pageSize=100&filters[enabled][$eq]=true')) as {
    results: Array<{ documentId: string }>;
  };
  for (const source of others.results) {
    await editor('PUT', `api::news-source.news-source/${source.documentId}`, { enabled: false });
  }
  const created = await editor('POST', 'api::news-source.news-source', {
    name: `Slow Outlet ${unique()}`,
    feedUrl: feeds.url('/slow.rss'),
    enabled: true,
  });
  expect(created.data).toMatchObject({ enabled: true });
  slowOutlet = (created.data as { documentId: string }).documentId;
});

afterAll(async () => {
  // Paused again: the platform's next files import no news on their own.
  if (slowOutlet) await editor('PUT', `api::news-source.news-source/${slowOutlet}`, { enabled: false });
  await feeds?.close();
});

describe('the worker', () => {
  it('runs jobs on their schedules, never overlapping a run with itself, and stops on Ctrl-C', async () => {
    const child = spawn(tsx, ['src/worker.ts'], {
      cwd: cronDir,
      env: {
        ...baseEnv(),
        CRON_IMPORT_NEWS: '* * * * * *',
        CRON_HOUSEKEEPING: '*/2 * * * * *',
        CRON_IMPORT_ALERTS: '0 0 1 1 *',
        CRON_RUN_AT_START: 'import-alerts',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Stopped once it has shown what is asserted below (a fixed wait failed on a busy machine, where starting takes
    // seconds), or after 45 s, when the assertions say what is missing.
    const shownAll = () =>
      /^import-news: 1 created/m.test(output) &&
      /^import-news: not run/m.test(output) &&
      (output.match(/^housekeeping: /gm)?.length ?? 0) >= 2;
    for (const deadline = Date.now() + 45_000; !shownAll() && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill('SIGINT');
    expect(await exited, output).toBe(0);

    expect(output).toContain(
      'cron: worker started (one worker); import-news "* * * * * *", import-alerts "0 0 1 1 *", housekeeping "*/2 * * * * *" (UTC).',
    );
    // The feed takes 2.5 s; on a busy machine the run takes a little longer.
    expect(output).toMatch(
      /^import-news: 1 created, 0 updated, 0 removed, 0 skipped, 0 failed \((?:[2-9]|\d{2,})\.\d s\) \(tick /m,
    );
    // The 1-second ticks during the 2.5-second run were not run beside it.
    expect(output).toMatch(/^import-news: not run \(tick [^)]+\): its previous run is still going\.$/m);
    // What it removes depends on what the platform's earlier files left; that it runs every 2 s does not.
    expect(output.match(/^housekeeping: 0 created, 0 updated, \d+ removed/gm)?.length).toBeGreaterThanOrEqual(2);
    // Run once at start (no alert source: nothing to import), and not on its yearly schedule.
    expect(output.match(/^import-alerts: .*$/gm)).toEqual([
      expect.stringMatching(/^import-alerts: 0 created, 0 updated, 0 removed, 0 skipped, 0 failed \(\d+\.\d s\)$/),
    ]);
    expect(output.trimEnd().endsWith('cron: worker stopped.')).toBe(true);
  });

  it('refuses to start with a schedule that is not cron syntax, saying which', async () => {
    const result = spawnSync(tsx, ['src/worker.ts'], {
      cwd: cronDir,
      env: { ...baseEnv(), CRON_IMPORT_NEWS: 'every 15 minutes' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The cron worker cannot start because its configuration is incomplete:');
    expect(result.stderr).toContain('CRON_IMPORT_NEWS is not a cron expression');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('npm run job', () => {
  it('runs one job now and prints its summary', () => {
    const result = job(['housekeeping'], baseEnv());
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /^housekeeping: 0 created, 0 updated, \d+ removed, 0 skipped, 0 failed \(\d+\.\d s\)$/m,
    );
    expect(result.status).toBe(0);
  });

  it('names the jobs when the one asked for does not exist', () => {
    const result = job(['import-everything'], baseEnv());
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(
      'Unknown job "import-everything". Usage: npm run job -w @kundu/cron -- <job>, where <job> is one of: import-news, import-alerts, housekeeping.',
    );
  });

  it('says what is missing without a token, and what is wrong with a token the CMS refuses', () => {
    const { CRON_API_TOKEN: _unused, ...withoutToken } = baseEnv();
    const missing = job(['import-news'], withoutToken);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("CRON_API_TOKEN is not set. It must equal the CMS's CRON_API_TOKEN");

    const wrong = job(['import-news'], { ...baseEnv(), CRON_API_TOKEN: 'f'.repeat(64) });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain(
      'import-news: stopped: The CMS refused the API token for GET /api/news-sources (401).',
    );
    expect(wrong.stderr).not.toMatch(/^\s+at /m);
  });

  it('says when the CMS cannot be reached', async () => {
    const result = job(['import-news'], { ...baseEnv(), CMS_URL: `http://127.0.0.1:${await freePort()}` });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^import-news: stopped: Cannot reach the CMS at http:\/\/127\.0\.0\.1:\d+ \(.+\)\. Is it running\?$/m,
    );
  });
});
