/**
 * `npm start`, the README's one command: it starts the whole platform, serves the seeded courses and the admin
 * panel, stops both parts on Ctrl-C, and a second start reuses the builds and adds no row to the database. While
 * that second start runs, an editor's news feed is imported with `npm run job`; then a part killed with `kill -9` is
 * started again and the platform answers again, and a part that keeps dying stops the platform with a message.
 * Runs on free ports and a temporary database, so it does not disturb a developer's running platform; the builds
 * are the ones the test run made (scripts/builds.mjs), so both starts find them up to date.
 */
// Own CMS: it is `npm start` itself, which starts the CMS, on a database of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { contentManager, freePort, recordCmsStart, registerFirstAdmin } from '@kundu/cms/testing';
import { readSeedData, seedItemCounts } from '@kundu/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BBC_ITEMS, startFeedServer } from '../cron/test/support/feed-server';
import { runCommand } from './support/run';

const root = fileURLToPath(new URL('..', import.meta.url));

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(env: Record<string, string>): Promise<Run> {
  recordCmsStart('tests/start.test.ts');
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) resolve({ child, output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-3000)}`)),
    );
  });
}

async function stop(run: Run): Promise<number | null> {
  run.child.kill('SIGINT');
  return run.exited;
}

/** The processes `npm start` started and that are still running: the CMS, the storefront, the cron worker. */
async function parts(run: Run): Promise<{ cms?: number; storefront?: number; cron?: number }> {
  const found: { cms?: number; storefront?: number; cron?: number } = {};
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The fields after the command name, which is in parentheses: state, then the parent's pid.
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(parent) !== run.child.pid || state === 'Z') continue;
      const command = (await readFile(`/proc/${name}/cmdline`, 'utf8')).split('\0');
      if (command.some((arg) => arg.endsWith('/strapi')) && command.includes('start')) found.cms = Number(name);
      if (command.includes('server.mjs')) found.storefront = Number(name);
      if (command.includes('src/worker.ts')) found.cron = Number(name);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Waits until `check` passes, or fails with its last error after `timeoutMs`. */
async function eventually(check: () => void | Promise<void>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function rowCounts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as Array<{ name: string }>;
    return Object.fromEntries(
      tables.map(({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

let dir: string;
let env: Record<string, string>;
let seededItems: number;
beforeAll(async () => {
  const data = await readSeedData(join(root, 'seed', 'data'));
  seededItems = seedItemCounts(data).reduce((sum, [, count]) => sum + count, 0);
  dir = await mkdtemp(join(tmpdir(), 'kundu-start-'));
  env = {
    CMS_PORT: String(await freePort()),
    STOREFRONT_PORT: String(await freePort()),
    DATABASE_FILENAME: join(dir, 'cms.db'),
    // The embedded default, SQLite, even when the tests run with DATABASE_URL naming a PostgreSQL server (CI).
    DATABASE_URL: '',
    // The seeded outlets' feeds are on the internet: the worker imports nothing on its own during these tests, so
    // they neither depend on the internet nor send it traffic (the news test below runs the job by hand).
    CRON_RUN_AT_START: '',
    CRON_IMPORT_NEWS: '0 0 1 1 *',
    CRON_IMPORT_ALERTS: '0 0 1 1 *',
    // The test's feed is on loopback.
    FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
  };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  let countsAfterFirstStart: Record<string, number>;

  it('starts the platform: seeded courses on the storefront, the admin panel on the CMS', async () => {
    const run = await start(env);
    try {
      expect(run.output()).toContain(`Seed complete: ${seededItems} created, 0 updated, 0 unchanged.`);
      expect(run.output()).toContain(`Storefront       http://localhost:${env.STOREFRONT_PORT}`);
      expect(run.output()).toContain(`CMS admin panel  http://localhost:${env.CMS_PORT}/admin`);
      expect(run.output()).toContain('first login');
      await eventually(() => expect(run.output()).toContain('[cron] cron: worker started'), 30_000);
      expect((await parts(run)).cron).toBeDefined();

      const courses = (await (await fetch(`http://127.0.0.1:${env.STOREFRONT_PORT}/api/courses`)).json()) as unknown[];
      expect(courses.length).toBeGreaterThanOrEqual(18);
      const admin = await fetch(`http://127.0.0.1:${env.CMS_PORT}/admin`);
      expect(admin.status).toBe(200);
      expect(await admin.text()).toContain('<div id="strapi"');
    } finally {
      expect(await stop(run)).toBe(0);
    }
    expect(run.output()).toContain('[cron] cron: worker stopped.');
    countsAfterFirstStart = rowCounts(env.DATABASE_FILENAME!);
    for (const port of [env.CMS_PORT, env.STOREFRONT_PORT]) {
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    }
  });

  describe('a second start', () => {
    let run: Run;
    const storefrontUrl = () => `http://127.0.0.1:${env.STOREFRONT_PORT}`;
    const cmsUrl = () => `http://127.0.0.1:${env.CMS_PORT}`;
    /** What a visitor and the storefront see: the home page, and the CMS's health check. */
    const platformAnswers = async () => {
      expect((await fetch(`${cmsUrl()}/_health`)).status).toBe(204);
      const home = await fetch(`${storefrontUrl()}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('Kundu Cyber Academy');
    };

    beforeAll(async () => {
      run = await start(env);
    }, 300_000);
    afterAll(async () => {
      if (run.child.exitCode === null) await stop(run);
    });

    it('reuses the builds and adds no row', async () => {
      expect(run.output()).toContain('CMS: build is up to date.');
      expect(run.output()).toContain('Storefront: build is up to date.');
      expect(run.output()).toContain(`Seed complete: 0 created, 0 updated, ${seededItems} unchanged.`);
      expect(rowCounts(env.DATABASE_FILENAME!)).toEqual(countsAfterFirstStart);
    });

    it("imports an editor's news feed with npm run job; its headlines reach the ticker's API", async () => {
      const feeds = await startFeedServer();
      try {
        const cmsUrl = `http://127.0.0.1:${env.CMS_PORT}`;
        // An editor points the BBC source at a feed (here on loopback) and pauses the others, in the admin panel.
        const editor = contentManager(cmsUrl, await registerFirstAdmin(cmsUrl));
        const list = (await editor('GET', 'api::news-source.news-source?pageSize=100')) as {
          results: Array<{ documentId: string; name: string }>;
        };
        for (const source of list.results) {
          const change = source.name === 'BBC' ? { feedUrl: feeds.url('/bbc/technology.rss') } : { enabled: false };
          const updated = await editor('PUT', `api::news-source.news-source/${source.documentId}`, change);
          expect(updated.data).toMatchObject(change);
        }

        // Not spawnSync: the feed is served by this process, which must stay free to answer.
        const job = await runCommand(['npm', 'run', 'job', '-w', '@kundu/cron', '--', 'import-news'], {
          ...process.env,
          DATABASE_URL: '',
          CMS_URL: cmsUrl,
          FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
        });
        expect(job.stdout).toMatch(/^import-news: 3 created, 0 updated, 0 removed, 4 skipped, 0 failed/m);
        expect(job.code, job.stderr).toBe(0);

        const recent = BBC_ITEMS.filter((item) => item.cyber && item.date > new Date(Date.now() - 14 * 864e5));
        await eventually(async () => {
          const news = (await (
            await fetch(`http://127.0.0.1:${env.STOREFRONT_PORT}/api/news/cyber`)
          ).json()) as unknown[];
          expect(news).toEqual(
            expect.arrayContaining(recent.map((item) => ({ title: item.title, url: item.link, source: 'BBC' }))),
          );
        }, 60_000);
      } finally {
        await feeds.close();
      }
    });

    it('starts the CMS again after kill -9, and the platform answers again', async () => {
      await platformAnswers();
      const before = await parts(run);
      expect(before.cms).toBeDefined();
      process.kill(before.cms!, 'SIGKILL');

      await eventually(() => expect(run.output()).toContain('The CMS stopped unexpectedly (killed by SIGKILL)'), 5_000);
      await eventually(platformAnswers, 120_000);
      recordCmsStart('tests/start.test.ts');
      const after = await parts(run);
      expect(after.cms).toBeDefined();
      expect(after.cms).not.toBe(before.cms);
      expect(after.storefront).toBe(before.storefront);
      await eventually(() => expect(run.output()).toContain('The CMS is running again.'), 5_000);
    });

    it('starts the storefront again after kill -9', async () => {
      const before = await parts(run);
      process.kill(before.storefront!, 'SIGKILL');
      await eventually(
        () => expect(run.output()).toContain('The storefront stopped unexpectedly (killed by SIGKILL)'),
        5_000,
      );
      await eventually(platformAnswers, 60_000);
      expect((await parts(run)).storefront).not.toBe(before.storefront);
    });

    it('stops the platform with a message when a part dies five times within a minute', async () => {
      // The storefront died once above; four more deaths, each as soon as it is back.
      for (let death = 2; death <= 5; death += 1) {
        let pid: number | undefined;
        await eventually(async () => {
          pid = (await parts(run)).storefront;
          expect(pid).toBeDefined();
          expect((await fetch(`${storefrontUrl()}/healthz`)).status).toBe(200);
        }, 30_000);
        process.kill(pid!, 'SIGKILL');
      }
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(
        'The storefront stopped unexpectedly 5 times within 60 s (last: killed by SIGKILL), so it is not started again.',
      );
      // The CMS was stopped with it.
      for (const port of [env.CMS_PORT, env.STOREFRONT_PORT]) {
        await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
      }
    });
  });
});
