/**
 * Your data in Chromium on a 360 px phone (issue 23, ADR 0051), with and without JavaScript: a learner downloads
 * their data from the profile in two taps, then deletes their account from it, and finds themselves signed out with
 * nothing the site saved left in the browser.
 */
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import {
  launchBrowser,
  openPage,
  saveScreens,
  seriousAccessibilityViolations,
  waitForHydration,
} from '../support/browser';
import { registerCompleteLearner } from '../support/visitor';

const base = testPlatform().storefront.url;
const PAGE = { timeout: 10_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function signedIn(javaScript: boolean) {
  const { visitor, details } = await registerCompleteLearner(base, { firstName: 'Dorcas', lastName: 'Kuman' });
  const opened = await openPage(browser, { javaScript, headers: { 'x-forwarded-for': visitor.address } });
  await opened.page.context().addCookies([{ name: 'kundu_session', value: visitor.session!, url: base }]);
  return { ...opened, details };
}

describe('a learner on a phone takes their data and deletes their account', () => {
  for (const javaScript of [false, true]) {
    it(`${javaScript ? 'with' : 'without'} JavaScript`, async () => {
      const { page, problems, close, details } = await signedIn(javaScript);
      const suffix = javaScript ? 'js' : 'nojs';
      await page.goto(`${base}/profile`);
      if (javaScript) {
        await waitForHydration(page, PAGE);
      }
      const card = page.locator('#your-data');
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('button', { name: 'Download my data' }).click();
      const ready = card.getByTestId('data-ready');
      await expect.poll(() => ready.count(), PAGE).toBe(1);
      expect(await ready.innerText()).toMatch(/Your data is ready[\s\S]*The link works until \d{2}:\d{2}/);
      await saveScreens(page, `your-data-01-ready-${suffix}`, 1);

      const [download] = await Promise.all([
        page.waitForEvent('download', PAGE),
        ready.getByRole('link', { name: 'Download my data (ZIP)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^kundu-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = await JSZip.loadAsync(await readFile((await download.path())!));
      const data = JSON.parse(await zip.file('my-data.json')!.async('string')) as { account: { email: string } };
      expect(data.account.email).toBe(details.email.toLowerCase());

      await card.getByRole('link', { name: 'Delete my account' }).click();
      await page.waitForURL(`${base}/profile/delete`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), PAGE).toBe('Delete Your Account');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreens(page, `your-data-02-delete-${suffix}`, 3);
      // A wrong password first: said at the field, nothing deleted.
      await page
        .getByLabel('Keep them: anyone with a certificate’s code can still check it, with my name on it')
        .check();
      await page.getByLabel('Your password').fill('not-my-password');
      await page.getByLabel('I understand that my account will be deleted and cannot be brought back').check();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect
        .poll(() => page.locator('#password-error').innerText(), PAGE)
        .toBe('That password is not right. Your account has not been deleted.');
      await saveScreens(page, `your-data-03-wrong-password-${suffix}`, 1);

      await page.getByLabel('Your password').fill(details.password);
      await page.getByLabel('I understand that my account will be deleted and cannot be brought back').check();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL(`${base}/`, PAGE);
      await expect
        .poll(() => page.locator('body').innerText(), PAGE)
        .toContain('Your account and its data have been deleted.');
      await saveScreens(page, `your-data-04-deleted-${suffix}`, 1);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'kundu_session')).toBeUndefined();
      if (javaScript) {
        await expect
          .poll(
            () =>
              page.evaluate(async () => ({
                caches: await caches.keys(),
                databases: (await indexedDB.databases()).map((db) => db.name),
              })),
            PAGE,
          )
          .toEqual({ caches: [], databases: [] });
      }
      expect(problems).toEqual([]);
      await close();
    }, 120_000);
  }
});
