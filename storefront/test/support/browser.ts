/**
 * Real Chromium for the storefront's browser tests (playwright-core and Debian's Chromium; set CHROMIUM_PATH
 * elsewhere). Every page records what would bother a visitor or a developer: console errors, uncaught exceptions
 * and Content-Security-Policy violations; tests assert that none happened.
 *
 * Other test files publish courses, alerts and news on the same platform CMS, so a page is compared with what the
 * CMS publishes now (`publishedNow`), or shown by a storefront of the test's own that sees only the test's own
 * items of a collection (`startFilteredCms`).
 */
import { readFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
/** The shared platform, loaded when a test asks for it: `npm run bench` imports this file outside Vitest. */
const platform = async () => (await import('@kundu/test-platform')).testPlatform();

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type OpenPage = { page: Page; problems: string[]; close(): Promise<void> };

export const PHONE = { width: 360, height: 740 };
/** A cheap Android phone's browser. Chromium's own user agent here says HeadlessChrome, which the storefront takes
 * for a robot (its views of alerts are not counted, ADR 0026); tests that must be taken for a person send this. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 10; itel A16 Plus) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
export const DESKTOP = { width: 1280, height: 900 };

export async function openPage(
  browser: Browser,
  {
    javaScript = true,
    viewport = PHONE,
    headers,
    userAgent,
  }: {
    javaScript?: boolean;
    viewport?: { width: number; height: number };
    /** Sent with every request: X-Forwarded-For gives each visitor its own network address (rate limits). */
    headers?: Record<string, string>;
    userAgent?: string;
  } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport,
    locale: 'en-PG',
    extraHTTPHeaders: headers,
    userAgent,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium reports a page answered 404 or 503 as a failed load; the tests check those statuses themselves.
    const isDocumentStatus =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!isDocumentStatus) problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

/** Makes the page believe it went to the background (another tab, the phone's home screen) or came back. */
/** Waits until the page's script has run (root.tsx marks the document once React has hydrated it). */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, options);
}

export async function setPageVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/** axe-core on the page as it is now: no serious or critical violations. Needs a page with JavaScript on. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(`${axeSource}\n;0`);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** With SCREENSHOT_DIR set, saves the page as a phone shows it, screen by screen, for a person to look at. */
export async function saveScreens(page: Page, name: string, screens = 3): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const { width, height } = page.viewportSize() ?? PHONE;
  const top = await page.evaluate(() => window.scrollY);
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let index = 0; index < screens && top + index * height < total; index += 1) {
    await page.screenshot({
      path: `${dir}/${name}-${index + 1}.png`,
      fullPage: true,
      clip: { x: 0, y: top + index * height, width, height: Math.min(height, total - top - index * height) },
    });
  }
}

/**
 * Every published item of a collection, as the CMS's public REST API answers it now, all pages of it (`query` adds
 * fields, filters and populate): what the pages showing them are compared with.
 */
export async function publishedNow<Item>(collection: string, query = ''): Promise<Item[]> {
  const items: Item[] = [];
  const { cms } = await platform();
  for (let page = 1; ; page += 1) {
    const url = `${cms.url}/api/${collection}?${query}&pagination[pageSize]=100&pagination[page]=${page}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { data: Item[]; meta: { pagination: { pageCount: number } } };
    items.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return items;
  }
}

export type FilteredCms = { url: string; storefrontToken: string; close(): Promise<void> };

/**
 * The platform's CMS as a storefront started on it sees it: every request passes through unchanged, except that a
 * list of one of the given collections gets the filter added (`{ 'news-items': 'filters[url][$contains]=…' }`). The
 * storefront then shows only the test's own items of that collection, as on a CMS of its own, while the items
 * other files published stay on the shared CMS. Pass it to `startStorefront` as the CMS.
 */
export async function startFilteredCms(filters: Record<string, string>): Promise<FilteredCms> {
  const shared = (await platform()).cms;
  const cms = new URL(shared.url);
  const server = createServer((request, response) => {
    let path = request.url ?? '/';
    const collection = /^\/api\/([\w-]+)(?:\?|$)/.exec(path)?.[1];
    const filter = request.method === 'GET' && collection ? filters[collection] : undefined;
    if (filter) path += `${path.includes('?') ? '&' : '?'}${filter}`;
    const upstream = forward(
      { host: cms.hostname, port: cms.port, path, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    storefrontToken: shared.storefrontToken,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
