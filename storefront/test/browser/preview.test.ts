/**
 * An editor's preview in Chromium (ADR 0032), on a phone 360 px wide: a draft module in the module player under its
 * banner, the quiz answerable by eye but not submittable; and the page framed by the admin panel's origin (as its
 * Preview screen does) but by no other site. The real admin panel's Preview screen is driven in
 * editor-journey.test.ts; here two small pages on loopback frame the link the panel got, one at the origin a
 * storefront of this file's own knows as the admin panel's (CMS_PUBLIC_URL), one elsewhere.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { launchBrowser, openPage, PHONE, saveScreens, seriousAccessibilityViolations } from '../support/browser';
import { createDrafts, previewLink, type Drafts } from '../support/drafts';
import { startStorefront, type TestStorefront } from '../support/storefront-server';

let browser: Browser;
let drafts: Drafts;

beforeAll(async () => {
  browser = await launchBrowser();
  drafts = await createDrafts();
});
afterAll(async () => {
  await browser?.close();
});

describe('a module preview on a phone', () => {
  it('shows the banner, the lesson and the quiz as a learner will, and nothing can be submitted', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: PHONE });
    const response = await page.goto(await previewLink('module', drafts.moduleId));
    expect(response?.status()).toBe(200);
    const banner = page.getByTestId('preview-banner');
    await expect.poll(() => banner.innerText()).toContain('Preview — not published yet');
    await page.getByRole('heading', { level: 1, name: `Your PIN is yours alone ${drafts.suffix}` }).waitFor();
    expect(await page.getByTestId('lesson').innerText()).toContain('Nobody needs your PIN');
    // The learner's quiz: each question a group of labelled radios, the submit button off.
    const question = page.getByRole('group', { name: /Question 1 of 2/ });
    await question.getByRole('radio', { name: 'Nobody' }).check();
    expect(await page.getByRole('button', { name: 'Submit Answers' }).isDisabled()).toBe(true);
    // Nothing posts but the site's own preference switches (language, low data: ADR 0046, 0048).
    expect(await page.locator('form[method="post"]:not([action="/language"]):not([action="/low-data"])').count()).toBe(
      0,
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreens(page, 'preview-01-module-phone', 4);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('framing', () => {
  let adminPanel: FramingSite;
  let elsewhere: FramingSite;
  let storefront: TestStorefront;

  beforeAll(async () => {
    adminPanel = await framingSite();
    elsewhere = await framingSite();
    // A storefront told that the admin panel is at adminPanel's origin (CMS_PUBLIC_URL), on loopback like the page
    // that frames it: Chromium's local-network checks stop a page it takes for public from framing 127.0.0.1.
    storefront = await startStorefront(testPlatform().cms, { CMS_PUBLIC_URL: adminPanel.origin });
  });
  afterAll(async () => {
    await storefront?.stop();
    await adminPanel?.close();
    await elsewhere?.close();
  });

  /** The admin panel's link, on this test's storefront. */
  async function link() {
    const url = new URL(await previewLink('module', drafts.moduleId));
    return `${storefront.url}${url.pathname}${url.search}`;
  }

  it('lets the admin panel (CMS_PUBLIC_URL) frame a preview', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${adminPanel.origin}/frame?src=${encodeURIComponent(await link())}`);
    const frame = page.frameLocator('#preview');
    await expect.poll(() => frame.getByTestId('preview-banner').innerText()).toContain('Preview — not published yet');
    await close();
  });

  it('refuses every other site', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: PHONE });
    const blocked = new Promise<string>((resolve) =>
      page.on('console', (message) => /frame-ancestors/.test(message.text()) && resolve(message.text())),
    );
    await page.goto(`${elsewhere.origin}/frame?src=${encodeURIComponent(await link())}`);
    expect(await blocked).toContain(adminPanel.origin);
    expect(await page.frameLocator('#preview').getByTestId('preview-banner').count()).toBe(0);
    expect(problems.join('\n')).toMatch(/frame-ancestors/);
    await close();
  });
});

type FramingSite = { origin: string; close(): Promise<void> };

/** A site on loopback whose /frame?src= page frames the address given, as the admin panel's Preview screen does. */
async function framingSite(): Promise<FramingSite> {
  const server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Preview</title><iframe id="preview" src="${src.replace(/"/g, '&quot;')}" width="360" height="700"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
