/**
 * Real Chromium for the storefront's browser tests (playwright-core and Debian's Chromium; set CHROMIUM_PATH
 * elsewhere). Every page records what would bother a visitor or a developer: console errors, uncaught exceptions
 * and Content-Security-Policy violations; tests assert that none happened.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

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
