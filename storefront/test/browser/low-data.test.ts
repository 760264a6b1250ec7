/**
 * Low-data mode in Chromium at 360 px (ADR 0048): a phone whose browser sends `Save-Data: on` gets pages that ask
 * for no image and no script, a signed-in learner's photo included, and the footer's switch works without
 * JavaScript. With LOW_DATA_SHOTS set to a folder, the walked pages are saved there as screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { launchBrowser, openPage, PHONE } from '../support/browser';
import { registerCompleteLearner } from '../support/visitor';

const base = testPlatform().storefront.url;
const SAVE_DATA = { 'save-data': 'on' };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page asked for, by kind, from its first byte until the network is quiet. */
function recordRequests(page: Page): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  page.on('request', (request) => {
    const kind = request.resourceType();
    seen.set(kind, [...(seen.get(kind) ?? []), new URL(request.url()).pathname]);
  });
  return seen;
}

async function shot(page: Page, name: string) {
  const folder = process.env.LOW_DATA_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`) });
  await page.locator('footer form').screenshot({ path: join(folder, `${name}-switch.png`) });
}

describe('low-data mode at 360 px', () => {
  it('asks for no image and no script with Save-Data: on, a learner with a photo included', async () => {
    const courses = (await (await fetch(`${base}/api/courses`)).json()) as Array<{ id: string }>;
    const { visitor } = await registerCompleteLearner(base);
    for (const signedIn of [false, true]) {
      for (const javaScript of [true, false]) {
        const { page, problems, close } = await openPage(browser, { javaScript, viewport: PHONE, headers: SAVE_DATA });
        if (signedIn) {
          await page.context().addCookies([{ name: 'kundu_session', value: visitor.session!, url: base }]);
        }
        const requests = recordRequests(page);
        for (const [name, path] of [
          ['landing', '/'],
          ['course', `/courses/${courses[0]!.id}`],
        ] as const) {
          await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
          const label = `${name}, ${signedIn ? 'signed in' : 'signed out'}, JavaScript ${javaScript ? 'on' : 'off'}`;
          expect(await page.locator('img').count(), label).toBe(0);
          await expect
            .poll(() => page.locator('footer').innerText(), { timeout: 2000 })
            .toMatch(/This page: \d+ KB the first time, \d+ KB after/);
          if (!signedIn) await shot(page, `${name}-js-${javaScript ? 'on' : 'off'}`);
        }
        expect(requests.get('image') ?? [], `signed in: ${signedIn}`).toEqual([]);
        expect(requests.get('script') ?? [], `signed in: ${signedIn}`).toEqual([]);
        expect(problems).toEqual([]);
        await close();
      }
    }
  });

  it('turns off and on with the footer button, without JavaScript, and remembers it', async () => {
    const { page, close } = await openPage(browser, { javaScript: false, viewport: PHONE, headers: SAVE_DATA });
    const requests = recordRequests(page);
    await page.goto(`${base}/free-courses`);
    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain('Low-data mode is on');
    await footer.getByRole('button', { name: 'Show the full site' }).click();
    await page.waitForURL(`${base}/free-courses`);
    await page.waitForLoadState('networkidle');
    expect(await footer.innerText()).toContain('Low-data mode is off');
    // Off wins over Save-Data, on the next page too: the full site's scripts load.
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    expect(await footer.innerText()).toContain('Low-data mode is off');
    expect((requests.get('script') ?? []).length).toBeGreaterThan(0);
    await footer.getByRole('button', { name: 'Use low-data mode' }).click();
    await page.waitForURL(`${base}/`);
    expect(await footer.innerText()).toContain('Low-data mode is on');
    await close();
  });
});
