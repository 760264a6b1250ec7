/**
 * The jobs against a real CMS (a copy of the seeded template, whose news sources an editor pauses first: they are on
 * the internet) and feeds served on loopback, with the cron worker's own API token: what editors configure in the
 * admin panel is what is imported, and housekeeping removes exactly what has ended.
 */
// Own CMS: each job acts on every row of its kind (every enabled feed, every session and reset link), so other files' rows would change what it counts.
import { contentManager, signInAdmin, type TestStrapi } from '@kundu/cms/testing';
import { registerLearner, storefrontCall } from '@kundu/cms/testing/learners';
import { createStrapiClient } from '@kundu/cms-contract/strapi-client';
import { startOwnCms, testPlatform } from '@kundu/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCronEnv } from '../src/env';
import type { JobContext } from '../src/jobs/context';
import { housekeeping } from '../src/jobs/housekeeping';
import { importAlerts } from '../src/jobs/import-alerts';
import { importNews } from '../src/jobs/import-news';
import { formatSummary } from '../src/summary';
import {
  BBC_ITEMS,
  CERT_ITEMS,
  REUTERS_ITEMS,
  rss,
  serveXml,
  startFeedServer,
  type FeedServer,
} from './support/feed-server';

let cms: TestStrapi;
let feeds: FeedServer;
let adminCall: ReturnType<typeof contentManager>;

type Json = Record<string, unknown>;

/** An editor adds a source in the admin panel, or points the seeded one of that name (BBC) at the feed. */
async function addNewsSource(name: string, path: string, enabled = true) {
  const seeded = (await adminCall(
    'GET',
    `api::news-source.news-source?filters[name][$eq]=${encodeURIComponent(name)}`,
  )) as {
    results: Array<{ documentId: string }>;
  };
  const source = { name, feedUrl: feeds.url(path), enabled };
  return seeded.results[0]
    ? adminCall('PUT', `api::news-source.news-source/${seeded.results[0].documentId}`, source)
    : adminCall('POST', 'api::news-source.news-source', source);
}

function context(overrides: Record<string, string> = {}): JobContext {
  const env = readCronEnv({
    CMS_URL: cms.url,
    CRON_API_TOKEN: cms.cronToken,
    FEED_TIMEOUT_MS: '1500',
    FEED_MAX_BYTES: '1000000',
    KUNDU_ENV_FILE: '/nonexistent/.env',
    FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...overrides,
  });
  return { cms: createStrapiClient({ baseUrl: env.CMS_URL, token: env.CRON_API_TOKEN }), env, now: new Date() };
}

async function publicNews(): Promise<Array<{ title: string; url: string; source: string }>> {
  const response = await fetch(`${cms.url}/api/news-items?pagination[pageSize]=100&sort=title:asc`);
  const body = (await response.json()) as { data: Array<{ title: string; url: string; source: string }> };
  return body.data.map(({ title, url, source }) => ({ title, url, source }));
}

beforeAll(async () => {
  feeds = await startFeedServer();
  cms = await startOwnCms({}, { seeded: true });
  adminCall = contentManager(cms.url, await signInAdmin(cms.url, testPlatform().admin));
  const seeded = (await adminCall('GET', 'api::news-source.news-source?pageSize=100')) as {
    results: Array<{ documentId: string }>;
  };
  for (const source of seeded.results) {
    await adminCall('PUT', `api::news-source.news-source/${source.documentId}`, { enabled: false });
  }
}, 180_000);

afterAll(async () => {
  await cms?.stop();
  await feeds?.close();
});

describe('import-news', () => {
  const expected = [
    ...BBC_ITEMS.filter((item) => item.cyber && item.date > new Date(Date.now() - 14 * 864e5)).map((item) => ({
      title: item.title,
      url: item.link,
      source: 'BBC',
    })),
    ...REUTERS_ITEMS.filter((item) => item.cyber).map((item) => ({
      title: item.title,
      url: item.link,
      source: 'Reuters',
    })),
  ];

  it('imports the cyber security headlines of every enabled feed, and skips bad feeds with their name and why', async () => {
    await addNewsSource('BBC', '/bbc/technology.rss');
    await addNewsSource('Reuters', '/reuters/technology.atom');
    await addNewsSource('Slow Wire', '/never-answers.rss');
    await addNewsSource('Broken Feed', '/broken.rss');
    await addNewsSource('Front Page', '/homepage');
    await addNewsSource('Huge Feed', '/huge.rss');
    await addNewsSource('Loop News', '/loop-a.rss');
    await addNewsSource('Paused Outlet', '/paused.rss', false);

    const started = Date.now();
    const summary = await importNews.run(context());
    // Every feed is fetched at once: the one that never answers costs its timeout, not the sum of all.
    expect(Date.now() - started).toBeLessThan(6000);

    expect(summary.created).toBe(expected.length);
    expect(summary.failed).toEqual([]);
    expect(summary.skippedSources.map(({ what, reason }) => [what.replace(/ \(http.*\)$/, ''), reason])).toEqual([
      ['source "Broken Feed"', expect.stringMatching(/^is not a valid RSS or Atom feed/)],
      ['source "Front Page"', 'answered a web page (HTML), not an RSS or Atom feed'],
      ['source "Huge Feed"', 'is larger than the 1 MB limit'],
      ['source "Loop News"', 'redirects in a loop'],
      ['source "Slow Wire"', 'did not answer within 1.5 s'],
    ]);
    expect(summary.skipped).toEqual(
      expect.arrayContaining([
        {
          what: 'Hackers stole millions from crypto exchange last spring',
          reason: 'older than the 14-day retention window',
        },
        { what: 'Rocket launch delayed by high winds', reason: 'not about cyber security' },
        { what: 'Minister accused of breach of contract over road project', reason: 'not about cyber security' },
      ]),
    );
    expect(feeds.hits.get('/paused.rss')).toBeUndefined();

    const log = formatSummary(summary);
    expect(log).toMatch(
      new RegExp(
        `^import-news: ${expected.length} created, 0 updated, 0 removed, \\d+ skipped, 0 failed \\(\\d+\\.\\d s\\)$`,
        'm',
      ),
    );
    expect(log).toContain('  skipped source "Slow Wire" (http://127.0.0.1:');
    expect(log).toContain('.../never-answers.rss): did not answer within 1.5 s'.slice(3));
    expect(log).toContain('  skipped 4 items: not about cyber security');

    expect(await publicNews()).toEqual([...expected].sort((a, b) => a.title.localeCompare(b.title)));
  });

  it('adds nothing on a second run', async () => {
    const summary = await importNews.run(context());
    expect([summary.created, summary.updated, summary.removed, summary.failed.length]).toEqual([0, 0, 0, 0]);
    expect(summary.skipped.filter((skip) => skip.reason === 'already imported, unchanged')).toHaveLength(
      expected.length,
    );
    expect(await publicNews()).toHaveLength(expected.length);
  });

  it('updates a headline the outlet corrected, and removes headlines older than the retention window', async () => {
    const corrected = BBC_ITEMS.map((item, index) =>
      index === 0 ? { ...item, title: 'Ransomware attack forces Pacific hospital to cancel all surgeries' } : item,
    );
    feeds.route('/bbc/technology.rss', serveXml(rss('BBC News - Technology', corrected)));
    const cron = context().cms;
    await cron.create('news-items', {
      title: 'Old cyber headline from last month',
      url: 'https://example.org/old-cyber-headline',
      source: 'BBC',
      sourcePublishedAt: new Date(Date.now() - 20 * 864e5).toISOString(),
    });

    const summary = await importNews.run(context());
    expect([summary.created, summary.updated, summary.removed]).toEqual([0, 1, 1]);
    const titles = (await publicNews()).map((item) => item.title);
    expect(titles).toContain('Ransomware attack forces Pacific hospital to cancel all surgeries');
    expect(titles).not.toContain(BBC_ITEMS[0]!.title);
    expect(titles).not.toContain('Old cyber headline from last month');

    // A shorter window, set by the environment, applies on the next run.
    const shorter = await importNews.run(context({ NEWS_RETENTION_DAYS: '2' }));
    expect(shorter.removed).toBe(2); // the airline breach (3 days) and the SIM swap gang (2 days)
    expect((await publicNews()).length).toBe(expected.length - 2);
  });
});

describe('import-alerts', () => {
  const alertsQuery = 'api::awareness-alert.awareness-alert?pageSize=100&filters[source][$eq]=PNG%20CERT';

  it('imports new advisories as draft alerts for editors, never published on their own', async () => {
    await adminCall('POST', 'api::alert-source.alert-source', {
      name: 'PNG CERT',
      feedUrl: feeds.url('/cert/advisories.rss'),
      enabled: true,
      category: 'Critical',
    });
    const summary = await importAlerts.run(context());
    expect(summary.created).toBe(2);
    expect(summary.failed).toEqual([]);
    expect(summary.skipped).toEqual([{ what: 'Advisory from last quarter', reason: 'older than 30 days' }]);

    const drafts = (await adminCall('GET', alertsQuery)).results as Json[];
    expect(drafts.map((alert) => [alert.title, alert.status, alert.category, alert.sourceUrl]).sort()).toEqual(
      CERT_ITEMS.slice(0, 2)
        .map((item) => [item.title, 'draft', 'Critical', item.link])
        .sort(),
    );
    const router = drafts.find((alert) => alert.sourceUrl === CERT_ITEMS[0]!.link)!;
    expect(router.description).toBe(
      'Attackers are taking over home and office routers. Update the firmware and change the admin password.',
    );
    expect(router.reportedOn).toBe(CERT_ITEMS[0]!.date.toISOString().slice(0, 10));

    // Visitors see published alerts only.
    const visible = (await (await fetch(`${cms.url}/api/awareness-alerts?filters[source][$eq]=PNG%20CERT`)).json()) as {
      data: unknown[];
    };
    expect(visible.data).toEqual([]);
  });

  it('never duplicates an advisory, overwrites an editor’s edits, or brings back one they deleted', async () => {
    const drafts = (await adminCall('GET', alertsQuery)).results as Json[];
    const edited = drafts.find((alert) => alert.sourceUrl === CERT_ITEMS[0]!.link)!;
    const deleted = drafts.find((alert) => alert.sourceUrl === CERT_ITEMS[1]!.link)!;
    await adminCall('PUT', `api::awareness-alert.awareness-alert/${String(edited.documentId)}`, {
      title: 'Update your router now: attackers are taking them over',
      protectionTip: 'Update the router and change its admin password today.',
    });
    await adminCall('DELETE', `api::awareness-alert.awareness-alert/${String(deleted.documentId)}`);

    const summary = await importAlerts.run(context());
    expect([summary.created, summary.failed.length]).toEqual([0, 0]);
    expect(summary.skipped.filter((skip) => skip.reason === 'already imported')).toHaveLength(2);

    const after = (await adminCall('GET', alertsQuery)).results as Json[];
    expect(after.map((alert) => alert.title)).toEqual(['Update your router now: attackers are taking them over']);
  });

  it('leaves an advisory alone when an editor already wrote an alert about it', async () => {
    const link = 'https://cert.example.gov.pg/advisories/2026-042';
    await adminCall('POST', 'api::awareness-alert.awareness-alert', {
      title: 'Fake PNG Power bills by email',
      slug: 'fake-png-power-bills',
      category: 'High Risk',
      description: 'Written by an editor.',
      source: 'PNG CERT',
      sourceUrl: link,
    });
    feeds.route(
      '/cert/advisories.rss',
      serveXml(rss('PNG CERT', [...CERT_ITEMS, { ...CERT_ITEMS[1]!, title: 'Fake electricity bills', link }])),
    );
    const summary = await importAlerts.run(context());
    expect(summary.created).toBe(0);
    expect(summary.skipped).toContainEqual({
      what: 'Fake electricity bills',
      reason: 'an alert with this source address exists',
    });
  });
});

describe('housekeeping', () => {
  it('deletes used and expired reset links, ended sessions and stale rate-limit counters, and keeps live ones', async () => {
    const live = await registerLearner(cms);
    const idle = await registerLearner(cms);
    const expired = await registerLearner(cms);
    for (const learner of [live, idle, expired]) {
      await storefrontCall(cms, 'account/forgot-password', {
        body: { email: learner.details.email, deliveryMethod: 'email' },
      });
    }
    const hour = 3600_000;
    const day = 24 * hour;
    const userId = (learner: typeof live) => learner.details.email;
    // Messages are sent after the answer: wait for the three reset links.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await cms.sql(
      'UPDATE account_sessions SET last_seen_at = ? WHERE id IN (SELECT l.account_session_id FROM account_sessions_user_lnk l JOIN up_users u ON u.id = l.user_id WHERE u.email = ?)',
      [cms.timestamp(new Date(Date.now() - 8 * day)), userId(idle)],
    );
    await cms.sql(
      'UPDATE account_sessions SET expires_at = ? WHERE id IN (SELECT l.account_session_id FROM account_sessions_user_lnk l JOIN up_users u ON u.id = l.user_id WHERE u.email = ?)',
      [cms.timestamp(new Date(Date.now() - hour)), userId(expired)],
    );
    await cms.sql(
      'UPDATE password_resets SET expires_at = ? WHERE id IN (SELECT l.password_reset_id FROM password_resets_user_lnk l JOIN up_users u ON u.id = l.user_id WHERE u.email = ?)',
      [cms.timestamp(new Date(Date.now() - hour)), userId(idle)],
    );
    await cms.sql(
      'UPDATE password_resets SET used_at = ? WHERE id IN (SELECT l.password_reset_id FROM password_resets_user_lnk l JOIN up_users u ON u.id = l.user_id WHERE u.email = ?)',
      [cms.timestamp(new Date()), userId(expired)],
    );
    await cms.sql('UPDATE rate_limits SET window_started_at = ? WHERE id = (SELECT MIN(id) FROM rate_limits)', [
      cms.timestamp(new Date(Date.now() - 2 * day)),
    ]);
    // An advisory imported more than a year ago (its record is all that is left of it).
    await cms.sql('UPDATE alert_imports SET created_at = ? WHERE id = (SELECT MIN(id) FROM alert_imports)', [
      cms.timestamp(new Date(Date.now() - 400 * day)),
    ]);

    const summary = await housekeeping.run(context());
    expect(summary.removedDetail).toEqual([
      '2 used or expired password-reset links',
      '2 ended sign-in sessions',
      '1 stale rate-limit counter',
      '1 advisory-import record older than a year',
    ]);
    expect(summary.removed).toBe(6);
    // The live learner is still signed in.
    expect((await storefrontCall(cms, 'account/me', { session: live.session })).status).toBe(200);

    const again = await housekeeping.run(context());
    expect(again.removed).toBe(0);
  });

  it('is refused to every other caller: the public, the storefront, the seed loader', async () => {
    for (const token of [undefined, cms.storefrontToken, cms.seedToken]) {
      const response = await fetch(`${cms.url}/api/housekeeping/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: '{}',
      });
      // Refused, not missing: a 404 here would mean the route is gone.
      expect(response.status).toBeGreaterThanOrEqual(401);
      expect(response.status).toBeLessThanOrEqual(404);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Forbidden');
    }
  });
});
