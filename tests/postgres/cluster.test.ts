/**
 * The platform as several processes (issue 24, ADR 0054), started by `npm run start:cluster` as a person would start
 * it: 2 CMS processes and 2 storefronts behind Caddy, on a PostgreSQL database of its own, with s3rver. It starts CMS
 * processes of its own because the cluster is what is tested: its migrate step, its replicas and its front.
 * - the storefronts listen for notices as a role that may read no table;
 * - an editor's publish shows on every storefront at once (the notice on the database's channel);
 * - a learner signed in through one storefront is signed in on the other;
 * - a rate limit counts across CMS processes, and Kumul's follow-up works on either;
 * - a storefront whose listening connection was cut drops what it kept when it listens again;
 * - a storefront killed with `kill -9` under load costs no request (Caddy tries the other).
 */
import { randomBytes } from 'node:crypto';
import { testPlatform } from '@kundu/test-platform';
import { startCluster, type Cluster } from '@kundu/test-platform/cluster';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLearner, textOf, Visitor } from '../../storefront/test/support/visitor';

const platform = testPlatform();
let cluster: Cluster;
let seedToken: string;
let storefrontToken: string;

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
  cluster = await startCluster({ serverUrl: platform.cms.env.DATABASE_URL ?? '' });
  ({ seedToken, storefrontToken } = cluster);
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

const storefrontOf = (index: number) => cluster.storefronts[index]!;

describe('npm run start:cluster', () => {
  it('runs five processes behind Caddy and names each one’s port and PID', () => {
    for (const name of ['CMS 1', 'CMS 2', 'Caddy', 'Storefront 1', 'Storefront 2', 'Cron worker']) {
      expect(cluster.pidOf(name)).toBeGreaterThan(0);
    }
    expect(cluster.output()).toContain('Migrate: the database is ready for the CMS processes');
  });

  it('has the storefronts listen as a role that may read no table, never with the CMS’s key', async () => {
    const listeners = await sql(
      cluster.databaseUrl,
      "SELECT usename FROM pg_stat_activity WHERE application_name = 'kundu-storefront-notices' AND datname = current_database()",
    );
    expect(listeners.map((row) => row.usename)).toEqual(['kundu_notices', 'kundu_notices']);
    const [rights] = await sql(
      cluster.databaseUrl,
      `SELECT rolsuper, rolcreaterole, has_table_privilege(rolname, 'up_users', 'SELECT') AS users,
        has_table_privilege(rolname, 'account_sessions', 'SELECT') AS sessions FROM pg_roles WHERE rolname = 'kundu_notices'`,
    );
    expect(rights).toEqual({ rolsuper: false, rolcreaterole: false, users: false, sessions: false });
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
    // As the listening role itself: the CMS's user may not end another role's connections.
    const cut = await sql(
      cluster.noticesUrl,
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'kundu-storefront-notices' AND datname = current_database() AND pid <> pg_backend_pid()",
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
