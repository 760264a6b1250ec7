/**
 * "Viewed N times" (spec 2.11) end to end (ADR 0026): the storefront counts the alerts it shows people (the
 * awareness center, the home page's threat cards), not robots, scripts or prefetches, writes nothing to the CMS per
 * view, reports the counts when it stops, and the awareness center then shows the badge. The awareness center
 * refetches its alerts every 10 minutes while in view (spec 9), which is not a view, and keeps what it shows when a
 * refetch fails.
 *
 * On the platform's CMS, with two alerts of this file's own, whose counts no other test reads: the storefronts
 * started (and stopped, to report their counts) here read the CMS afresh every time and see only those two alerts,
 * as on a CMS with no others, so the views they count are of those alone. At the end the featured one is taken off
 * the home page, where it would otherwise take a seeded threat card's place for the files after this one.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform, unique } from '@kundu/test-platform';
import {
  launchBrowser,
  openPage,
  PHONE_USER_AGENT,
  saveScreens,
  seriousAccessibilityViolations,
  setPageVisibility,
  startFilteredCms,
  type FilteredCms,
} from '../support/browser';
import { reportAlertViews } from '../support/cms-admin';
import { startStorefront, type TestStorefront } from '../support/storefront-server';

const platform = testPlatform();
const made = unique();
const SIM_SWAP = {
  title: `SIM swap fraud emptying mobile money wallets (${made})`,
  slug: `sim-swap-fraud-emptying-mobile-money-wallets-${made}`,
  category: 'Critical',
  description: 'Criminals move your number to their SIM card, then reset your mobile money PIN.',
  reportedOn: '2026-11-20',
  featuredOnHome: true,
};
const PRIZE = {
  title: `Fake Digicel prize texts asking for a release fee (${made})`,
  slug: `fake-digicel-prize-texts-${made}`,
  category: 'High Risk',
  description: 'Texts say you won K5,000 and ask for K50 first. Real prizes never ask you to pay.',
  reportedOn: '2026-11-18',
  featuredOnHome: false,
};
/** This file's alerts, in the CMS's filter syntax. */
const OWN_ALERTS = `filters[slug][$in][0]=${SIM_SWAP.slug}&filters[slug][$in][1]=${PRIZE.slug}`;

const alertIds: string[] = [];
let ownAlertsCms: FilteredCms;
let storefront: TestStorefront;
let browser: Browser;

/** Storefronts that read the CMS afresh every time, so a count written there shows at once. */
const startOwnStorefront = () => startStorefront(ownAlertsCms, { CMS_CACHE_TTL_MS: '0' });

beforeAll(async () => {
  for (const alert of [SIM_SWAP, PRIZE]) {
    const response = await fetch(`${platform.cms.url}/api/awareness-alerts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.cms.seedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: alert }),
    });
    const text = await response.text();
    expect(response.status, text).toBe(201);
    alertIds.push((JSON.parse(text) as { data: { documentId: string } }).data.documentId);
  }
  ownAlertsCms = await startFilteredCms({ 'awareness-alerts': OWN_ALERTS });
  [storefront, browser] = await Promise.all([startOwnStorefront(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
  await ownAlertsCms?.close();
  // Off the home page again, through the seed loader's token, as it would update an alert.
  for (const id of alertIds) {
    const response = await fetch(`${platform.cms.url}/api/awareness-alerts/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${platform.cms.seedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { featuredOnHome: false } }),
    });
    expect(response.status, await response.text()).toBe(200);
  }
  const featured = await fetch(
    `${platform.cms.url}/api/awareness-alerts?${OWN_ALERTS}&filters[featuredOnHome][$eq]=true&fields[0]=title`,
  );
  expect(((await featured.json()) as { data: unknown[] }).data).toEqual([]);
});

/** Each alert's showCount, as the CMS's public REST API answers it. */
async function showCounts(): Promise<Record<string, number>> {
  const response = await fetch(
    `${platform.cms.url}/api/awareness-alerts?${OWN_ALERTS}&fields[0]=title&fields[1]=showCount`,
  );
  const { data } = (await response.json()) as { data: Array<{ title: string; showCount: number }> };
  return Object.fromEntries(data.map((alert) => [alert.title, alert.showCount]));
}

async function visit(path: string, options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, options);
  const response = await opened.page.goto(`${storefront.url}${path}`);
  expect(response?.status()).toBe(200);
  return opened;
}

const card = (page: Page, title: string) => page.getByTestId('alert-card').filter({ hasText: title });

describe('Viewed N times (spec 2.11)', () => {
  it('counts what people are shown, reports it when the storefront stops, and shows the badge', async () => {
    // A person on a phone opens the awareness center twice and the home page once (its threat card).
    for (const path of ['/cyber-awareness', '/cyber-awareness', '/']) {
      const person = await visit(path, { userAgent: PHONE_USER_AGENT });
      if (path === '/') {
        expect(await person.page.getByTestId('threat-card').innerText()).toContain(SIM_SWAP.title);
      } else {
        expect(await person.page.getByTestId('alert-card').count()).toBe(2);
        expect(await person.page.locator('main').innerText()).not.toContain('Viewed');
      }
      expect(person.problems).toEqual([]);
      await person.close();
    }
    // Not people: a headless browser, a crawler, a script, a link preview, and a prefetch of the page.
    const robot = await visit('/cyber-awareness');
    await robot.close();
    const notPeople: Array<Record<string, string>> = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': 'WhatsApp/2.23.20.0 A' },
      { 'user-agent': PHONE_USER_AGENT, 'sec-purpose': 'prefetch' },
    ];
    for (const headers of notPeople) {
      expect((await fetch(`${storefront.url}/cyber-awareness`, { headers })).status).toBe(200);
    }
    // Nothing was written to the CMS per view.
    expect(await showCounts()).toEqual({ [SIM_SWAP.title]: 0, [PRIZE.title]: 0 });

    await storefront.stop();
    expect(await showCounts()).toEqual({ [SIM_SWAP.title]: 3, [PRIZE.title]: 2 });

    storefront = await startOwnStorefront();
    const { page, problems, close } = await visit('/cyber-awareness', { userAgent: PHONE_USER_AGENT });
    const simSwap = card(page, SIM_SWAP.title);
    expect(await simSwap.innerText()).toContain('Viewed 3 times');
    expect(await card(page, PRIZE.title).innerText()).toContain('Viewed 2 times');
    await page.locator('#threats-title').scrollIntoViewIfNeeded();
    await saveScreens(page, 'awareness-center-360', 2);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();

    // Without JavaScript the page is the same list, rendered by the server.
    const noScript = await visit('/cyber-awareness', { javaScript: false });
    expect(await card(noScript.page, SIM_SWAP.title).innerText()).toContain('Viewed 3 times');
    await noScript.close();
  });

  it('refetches the alerts every 10 minutes while the page is in view, without counting them as views', async () => {
    // Reported now, the views so far do not change what the page refetches below.
    await storefront.stop();
    storefront = await startOwnStorefront();
    const before = await showCounts();
    const { page, problems, close } = await openPage(browser, { userAgent: PHONE_USER_AGENT });
    const refetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/awareness/alerts')) refetches.push(request.url());
    });
    await page.clock.install();
    await page.goto(`${storefront.url}/cyber-awareness`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 10_000 })
      .toBe('true');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const simSwap = card(page, SIM_SWAP.title);
    const shown = await simSwap.innerText();
    expect(shown).toContain(`Viewed ${before[SIM_SWAP.title]} times`);

    // Others read the alert meanwhile (another storefront's report).
    await reportAlertViews(SIM_SWAP.title, 10);
    await page.clock.runFor(600_000 - 2_000);
    expect(refetches).toEqual([]);
    expect(await simSwap.innerText()).toBe(shown);
    await page.clock.runFor(2_000);
    await expect.poll(() => simSwap.innerText()).toContain(`Viewed ${before[SIM_SWAP.title]! + 10} times`);
    expect(refetches).toHaveLength(1);

    // A page in the background asks for nothing; back in view, the overdue refetch is made at once.
    await setPageVisibility(page, 'hidden');
    await reportAlertViews(SIM_SWAP.title, 5);
    await page.clock.runFor(30 * 60_000);
    expect(refetches).toHaveLength(1);
    await setPageVisibility(page, 'visible');
    await expect.poll(() => simSwap.innerText()).toContain(`Viewed ${before[SIM_SWAP.title]! + 10 + 5} times`);
    expect(refetches).toHaveLength(2);

    // A refetch that fails (offline, then a CMS outage) keeps what is shown.
    const current = await page.getByTestId('alert-card').allInnerTexts();
    await page.route('**/api/awareness/alerts', (route) => route.abort('internetdisconnected'));
    await page.clock.runFor(600_000);
    await expect.poll(() => refetches.length).toBe(3);
    await page.unroute('**/api/awareness/alerts');
    await page.route('**/api/awareness/alerts', (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'Unable to load current cyber threats. Please try again later.' },
      }),
    );
    await page.clock.runFor(600_000);
    await expect.poll(() => refetches.length).toBe(4);
    expect(await page.getByTestId('alert-card').allInnerTexts()).toEqual(current);
    // The failed requests are the test's own doing (route.abort and the 503 it made up).
    expect(problems.filter((problem) => !problem.includes('/api/awareness/alerts'))).toEqual([]);
    await close();

    // The page load was a view; the four refetches were not.
    await storefront.stop();
    expect(await showCounts()).toEqual({
      [SIM_SWAP.title]: before[SIM_SWAP.title]! + 10 + 5 + 1,
      [PRIZE.title]: before[PRIZE.title]! + 1,
    });
    storefront = await startOwnStorefront();
  });
});
