/**
 * The platform as several processes (issue 24, ADR 0054), started by `npm run start:cluster` as a person would start
 * it: 2 CMS processes and 2 storefronts behind Caddy, on a PostgreSQL database of its own, with s3rver. It starts CMS
 * processes of its own because the cluster is what is tested: its migrate step, its replicas and its front.
 * - an editor's publish shows on every storefront at once (the notice on the database's channel);
 * - a learner signed in through one storefront is signed in on the other;
 * - a rate limit counts across CMS processes, and Kumul's follow-up works on either;
 * - a storefront whose listening connection was cut drops what it kept when it listens again;
 * - a storefront killed with `kill -9` under load costs no request (Caddy tries the other).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { testPlatform } from '@kundu/test-platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLearner, textOf, Visitor } from '../../storefront/test/support/visitor';

const root = fileURLToPath(new URL('../..', import.meta.url));
const platform = testPlatform();

type Cluster = {
  child: ChildProcess;
  output: () => string;
  front: string;
  cms: string[];
  storefronts: string[];
  pidOf(name: string): number;
  databaseUrl: string;
};

let cluster: Cluster;
let database: string;
let seedToken: string;
let storefrontToken: string;

/** Free loopback ports, held until all are picked so that none is handed out twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<import('node:net').Server>((resolve) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as import('node:net').AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Consecutive free ports: the replicas of one kind listen side by side. */
async function freeRun(count: number): Promise<number> {
  for (;;) {
    const [first] = await freePorts(1);
    const taken = await Promise.all(
      Array.from(
        { length: count },
        (_, index) =>
          new Promise<boolean>((resolve) => {
            const server = createServer();
            server.once('error', () => resolve(true));
            server.listen(first! + index, '127.0.0.1', () => server.close(() => resolve(false)));
          }),
      ),
    );
    if (!taken.includes(true)) return first!;
  }
}

async function startCluster(databaseUrl: string): Promise<Cluster> {
  const [front, cmsFront, s3] = await freePorts(3);
  const cmsFirst = await freeRun(2);
  const storefrontFirst = await freeRun(2);
  const tokens = { SEED_API_TOKEN: seedToken, STOREFRONT_API_TOKEN: storefrontToken };
  const child = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...tokens,
      DATABASE_URL: databaseUrl,
      CMS_REPLICAS: '2',
      STOREFRONT_REPLICAS: '2',
      CLUSTER_PORT: String(front),
      CMS_PORT: String(cmsFront),
      CMS_REPLICA_PORT: String(cmsFirst),
      STOREFRONT_REPLICA_PORT: String(storefrontFirst),
      S3_PORT: String(s3),
      DATABASE_POOL_MAX: '5',
      // No feeds to import on loopback, and no headline to wait for.
      CRON_RUN_AT_START: 'housekeeping',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`The cluster did not start:\n${output.slice(-4000)}`)), 240_000);
    const check = setInterval(() => {
      if (output.includes('Press Ctrl-C to stop.')) {
        clearInterval(check);
        clearTimeout(deadline);
        resolve();
      }
    }, 200);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(deadline);
      reject(new Error(`The cluster stopped (exit code ${code}):\n${output.slice(-4000)}`));
    });
  });
  return {
    child,
    output: () => output,
    front: `http://127.0.0.1:${front}`,
    cms: [cmsFirst, cmsFirst + 1].map((port) => `http://127.0.0.1:${port}`),
    storefronts: [storefrontFirst, storefrontFirst + 1].map((port) => `http://127.0.0.1:${port}`),
    pidOf(name) {
      // "  CMS 1            1338         3092": the name, its port(s), the PID last.
      const line = output.split('\n').find((candidate) => candidate.startsWith(`  ${name.padEnd(16)} `));
      if (!line) throw new Error(`No PID for ${name} in:\n${output.slice(-2000)}`);
      return Number(line.trim().split(/\s+/).at(-1));
    },
    databaseUrl,
  };
}

const adminUrl = () => {
  const url = new URL(platform.cms.env.DATABASE_URL ?? '');
  url.pathname = '/postgres';
  return url.toString();
};

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (platform.engine !== 'postgres') throw new Error('This test runs on PostgreSQL: `npm run test:postgres`.');
  seedToken = randomBytes(32).toString('hex');
  storefrontToken = randomBytes(32).toString('hex');
  database = `kundu_cluster_${randomBytes(4).toString('hex')}`;
  await sql(adminUrl(), `CREATE DATABASE ${database}`);
  const url = new URL(platform.cms.env.DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  cluster = await startCluster(url.toString());
}, 300_000);

afterAll(async () => {
  if (cluster) {
    cluster.child.kill('SIGTERM');
    await new Promise((resolve) =>
      cluster.child.exitCode !== null ? resolve(null) : cluster.child.once('exit', resolve),
    );
  }
  if (database) await sql(adminUrl(), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}, 60_000);

const storefrontOf = (index: number) => cluster.storefronts[index]!;

describe('npm run start:cluster', () => {
  it('runs five processes behind Caddy and names each one’s port and PID', () => {
    for (const name of ['CMS 1', 'CMS 2', 'Caddy', 'Storefront 1', 'Storefront 2', 'Cron worker']) {
      expect(cluster.pidOf(name)).toBeGreaterThan(0);
    }
    expect(cluster.output()).toContain('Migrate: the database is ready for the CMS processes');
  });

  it('shows an editor’s publish on every storefront at once', async () => {
    const word = `zebra${randomBytes(3).toString('hex')}`;
    const page = `/courses?q=${word}`;
    for (const storefront of cluster.storefronts) {
      // Each storefront keeps the empty result first: only the notice can make it show the course.
      await new Visitor(storefront).call(page);
      expect((await new Visitor(storefront).call(page)).headers.get('age')).not.toBeNull();
    }
    const created = await fetch(`${cluster.cms[0]}/api/courses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          title: `Cluster course ${word}`,
          slug: `cluster-${word}`,
          description: 'Published while two storefronts keep pages.',
          domain: 'cyber_crime',
          duration: '15 minutes',
          isFree: true,
        },
      }),
    });
    expect(created.status).toBe(201);
    const started = Date.now();
    for (const storefront of cluster.storefronts) {
      // The notice travels on the database while the editor's answer travels back: a few milliseconds at most.
      for (;;) {
        const answer = await new Visitor(storefront).call(page);
        if (textOf(answer.text).includes(`Cluster course ${word}`)) break;
        expect(Date.now() - started).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });

  it('signs a learner in on every storefront once they signed in on one', async () => {
    const { visitor, details } = await registerLearner(storefrontOf(0));
    const other = new Visitor(storefrontOf(1), visitor.address);
    other.cookies = new Map(visitor.cookies);
    const me = await other.call('/api/user');
    expect(me.status, me.text).toBe(200);
    expect(me.body.email).toBe(details.email);
    const profile = await other.call('/profile');
    expect(profile.status).toBe(200);
    expect(textOf(profile.text)).toContain(details.email);
  });

  it('counts a rate limit across CMS processes: the visitor’s 31st message in ten minutes is refused', async () => {
    const visitor = `cluster${randomBytes(12).toString('hex')}`;
    const ask = (cms: string, index: number) =>
      fetch(`${cms}/api/chat`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${storefrontToken}`,
          'content-type': 'application/json',
          // Each from a network of its own: only the visitor's limit is met.
          'x-client-ip': `10.77.${Math.floor(index / 200)}.${(index % 200) + 1}`,
        },
        body: JSON.stringify({ message: 'What is phishing?', visitor }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await ask(cluster.cms[index % 2]!, index)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  it('answers Kumul’s follow-up on either CMS process, and on either storefront', async () => {
    const visitor = `cluster${randomBytes(12).toString('hex')}`;
    const ask = async (cms: string, message: string) => {
      const response = await fetch(`${cms}/api/chat`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${storefrontToken}`,
          'content-type': 'application/json',
          'x-client-ip': '10.78.0.1',
        },
        body: JSON.stringify({ message, visitor }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { response: string; sources: Array<{ title: string }> };
    };
    const first = await ask(cluster.cms[0]!, 'Tell me about the Cybercrime Code Act');
    expect(first.sources[0]!.title).toBe('Know the Cybercrime Code Act 2016');
    const followUp = await ask(cluster.cms[1]!, 'is it free?');
    expect(followUp.sources[0]!.title).toBe('Know the Cybercrime Code Act 2016');

    // The widget's way: the browser's chat cookie, one storefront then the other.
    const browser = new Visitor(storefrontOf(0));
    const asked = await browser.call('/api/chat', { json: { message: 'Tell me about the Cybercrime Code Act' } });
    expect(asked.status).toBe(200);
    const elsewhere = new Visitor(storefrontOf(1), browser.address);
    elsewhere.cookies = new Map(browser.cookies);
    const again = await elsewhere.call('/api/chat', { json: { message: 'is it free?' } });
    expect(again.body.response).toContain('Know the Cybercrime Code Act 2016 (free');
    // The /chat page on the other storefront shows the same talk.
    const page = textOf((await elsewhere.call('/chat')).text);
    expect(page).toContain('You : Tell me about the Cybercrime Code Act Kumul : These courses cover it');
    expect(page).toContain('You : is it free? Kumul :');
  });

  it('drops what a storefront kept when its listening connection comes back', async () => {
    const storefront = storefrontOf(0);
    const page = '/free-courses';
    const before = textOf((await new Visitor(storefront).call(page)).text);
    const titles = await sql(
      cluster.databaseUrl,
      "SELECT DISTINCT title FROM courses WHERE published_at IS NOT NULL AND is_free AND locale = 'en'",
    );
    const course = titles.find((row) => before.includes(row.title as string));
    expect(course).toBeDefined();
    // A change no notice tells (straight into the database), while the listening connections are cut.
    const renamed = `${course!.title} (renamed ${randomBytes(2).toString('hex')})`;
    await sql(cluster.databaseUrl, 'UPDATE courses SET title = $1 WHERE title = $2', [renamed, course!.title]);
    const cut = await sql(
      cluster.databaseUrl,
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'kundu-storefront-notices' AND datname = current_database()",
    );
    expect(cut.length).toBe(2);
    // Kept for 30 s otherwise (CMS_CACHE_TTL_MS): the new title within seconds is the storefront reconnecting.
    const started = Date.now();
    for (;;) {
      const text = textOf((await new Visitor(storefront).call(page)).text);
      if (text.includes(renamed)) break;
      expect(Date.now() - started).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const health = (await fetch(`${storefront}/healthz`).then((response) => response.json())) as { notices?: string };
    expect(health.notices).toBe('listening');
  });

  it('loses no request when a storefront is killed with kill -9 under load', async () => {
    const pid = cluster.pidOf('Storefront 2');
    let stop = false;
    const outcomes: Array<number | string> = [];
    const load = async () => {
      while (!stop) {
        try {
          const response = await fetch(`${cluster.front}/courses`);
          await response.arrayBuffer();
          outcomes.push(response.status);
        } catch (error) {
          outcomes.push(error instanceof Error ? error.message : String(error));
        }
      }
    };
    const workers = Array.from({ length: 8 }, load);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 3500));
    stop = true;
    await Promise.all(workers);
    expect(outcomes.length).toBeGreaterThan(50);
    expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([]);
    // It was killed (and is started again by the cluster's supervisor).
    expect(cluster.output()).toContain('Storefront 2 stopped unexpectedly (killed by SIGKILL)');
  });
});
