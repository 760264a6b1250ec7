/**
 * The error states of spec 2.6, 2.7, 2.10, 2.11 and 2.14, word for word: a storefront whose CMS accepts connections
 * but never answers (a silent socket, no CMS at all). A real CMS with no content yet, and one that hangs after it
 * answered, are in cms-states.test.ts.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@kundu/cms/testing';
import { launchBrowser, openPage, seriousAccessibilityViolations } from '../support/browser';
import { startStorefront, type TestStorefront } from '../support/storefront-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function look(base: string, path: string, javaScript = true) {
  const opened = await openPage(browser, { javaScript });
  const response = await opened.page.goto(`${base}${path}`);
  const main = await opened.page.locator('main').innerText();
  const ticker = await opened.page.getByTestId('news-ticker').innerText();
  // axe runs in the page, which it cannot do with JavaScript off; those pages are the same markup, checked with it on.
  const violations = javaScript ? await seriousAccessibilityViolations(opened.page) : [];
  return { ...opened, status: response?.status(), main, ticker, violations };
}

describe('a CMS that does not answer', () => {
  let silent: Server;
  let sockets: Socket[] = [];
  let storefront: TestStorefront;
  beforeAll(async () => {
    const port = await freePort();
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    storefront = await startStorefront(
      { url: `http://127.0.0.1:${port}`, storefrontToken: 'no-cms-answers-this-token' },
      { CMS_TIMEOUT_MS: '1500' },
    );
  });
  afterAll(async () => {
    await storefront?.stop();
    sockets.forEach((socket) => socket.destroy());
    sockets = [];
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('news ticker: scanning while the headlines are late, then the empty text when they fail', async () => {
    const html = await (await fetch(storefront.url)).text();
    expect(html).toContain('Scanning major news outlets for cyber threats...');
    const view = await look(storefront.url, '/');
    await expect
      .poll(() => view.page.getByTestId('news-ticker').innerText(), { timeout: 10_000 })
      .toMatch(/No cyber security threats detected in current news cycle\./);
    await view.close();
  });

  it('catalogue: Unable to Load Courses, answered 503', async () => {
    const view = await look(storefront.url, '/courses');
    expect(view.status).toBe(503);
    expect(view.main).toContain('Unable to Load Courses');
    expect(view.main).toContain('There was an error loading the courses. Please try again later.');
    expect(view.violations).toEqual([]);
    await view.close();
  });

  it('free courses and awareness center: their error texts, answered 503', async () => {
    const free = await look(storefront.url, '/free-courses');
    expect(free.status).toBe(503);
    expect(free.main).toContain('Unable to Load Courses');
    await free.close();
    const alerts = await look(storefront.url, '/cyber-awareness');
    expect(alerts.status).toBe(503);
    expect(alerts.main).toContain('Unable to load current cyber threats. Please try again later.');
    await alerts.close();
  });

  it('a course: Course Not Found with Back to Courses (spec 2.7), answered 503', async () => {
    const view = await look(storefront.url, '/courses/abcdefghijklmnopqrstuvwx');
    expect(view.status).toBe(503);
    expect(view.main).toContain('Course Not Found');
    expect(view.main).toContain('Back to Courses');
    await view.close();
  });

  it('a domain page: a plain "something went wrong", answered 503, never a stack trace', async () => {
    const view = await look(storefront.url, '/cyber-security', false);
    expect(view.status).toBe(503);
    expect(view.main).toContain('Something went wrong');
    expect(view.main).not.toMatch(/at .*\.js:\d+/);
    expect(view.violations).toEqual([]);
    await view.close();
  });
});
