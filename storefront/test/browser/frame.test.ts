/**
 * The frame around every screen: the Cyber Domains menu, the phone menu, the news ticker, ?clearAuth=true, the
 * placeholders shown while a page loads, and the headers every response carries.
 */
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousAccessibilityViolations } from '../support/browser';
import { issueCertificate, publishNewsItem, waitForStorefront } from '../support/cms-admin';
import { startStorefront } from '../support/storefront-server';

const base = inject('storefrontUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Cyber Domains menu (desktop header)', () => {
  it('opens with a click, lists the seven domains and leads to one', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(base);
    const header = page.locator('header');
    await header.getByRole('button', { name: 'Cyber Domains' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Cyber Security',
      'Cyber Defense',
      'Cyber Assurance',
      'Cyber Crime',
      'Cyber Intelligence',
      'Cyber GRC',
      'Cyber AI/ML',
    ]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Cyber Crime' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cyber Crime' }).waitFor();
    expect(page.url()).toBe(`${base}/cyber-crime`);
    expect(problems).toEqual([]);
    await close();
  });

  it('works from the keyboard: Enter opens it, arrows move, Escape closes it', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(base);
    const button = page.locator('header').getByRole('button', { name: 'Cyber Domains' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Cyber/);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });

  it('loads the menu code only when the visitor reaches for the menu', async () => {
    const { page, close } = await openPage(browser, { viewport: DESKTOP });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(base, { waitUntil: 'networkidle' });
    const before = scripts.length;
    await page.locator('header').getByRole('button', { name: 'Cyber Domains' }).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
    expect(scripts.slice(before).some((url) => /\/assets\/menu-[\w-]+\.js$/.test(url))).toBe(true);
    await close();
  });
});

describe('phone menu', () => {
  it('opens, offers the same navigation, and closes after a navigation', async () => {
    const { page, problems, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(base);
    const menu = page.locator('header details');
    await menu.locator('summary').click();
    expect(await menu.getAttribute('open')).not.toBeNull();
    const nav = menu.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').count()).toBe(3 + 7 + 1);
    await nav.getByRole('link', { name: 'Free Courses' }).click();
    await page.waitForURL(`${base}/free-courses`);
    await expect.poll(() => menu.getAttribute('open')).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });
});

describe('news ticker (spec 2.14)', () => {
  it('says so when there is no news, then shows one headline with its outlet badge, changing every 8 seconds', async () => {
    const empty = await openPage(browser);
    await empty.page.goto(base);
    const ticker = empty.page.getByTestId('news-ticker');
    expect(await ticker.innerText()).toMatch(
      /^CYBER NEWS\n+No cyber security threats detected in current news cycle\.$/,
    );
    await empty.close();

    await publishNewsItem({
      title: 'Banks warn of SIM swap fraud wave',
      url: 'https://www.bbc.com/news/sim-swap',
      source: 'BBC',
    });
    await publishNewsItem({
      title: 'New phishing kit targets Pacific banks',
      url: 'https://thehackernews.com/phishing-kit',
      source: 'The Hacker News',
    });
    await waitForStorefront('/api/news/cyber', (news) => Array.isArray(news) && news.length === 2);

    const { page, problems, close } = await openPage(browser);
    await page.clock.install();
    await page.goto(base);
    const link = page.getByTestId('news-ticker').getByRole('link');
    const first = await link.innerText();
    expect(first).toMatch(/Banks warn of SIM swap fraud wave|New phishing kit targets Pacific banks/);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const badge = link.getByTestId('outlet-badge');
    if (first.includes('SIM swap')) {
      expect(await badge.getAttribute('data-outlet-logo')).toBe('BBC');
    } else {
      expect(await badge.getAttribute('data-outlet-logo')).toBeNull();
      expect(await badge.innerText()).toBe('The Hacker News');
    }
    // The rotation starts once the page has hydrated; advance the page's clock 8 s at a time until it turns.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(8_000);
          return link.innerText();
        },
        { timeout: 10_000 },
      )
      .not.toBe(first);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('?clearAuth=true (spec 2.1)', () => {
  it('wipes both browser storages and removes the parameter from the address', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${base}/free-courses`);
    await page.evaluate(() => {
      localStorage.setItem('redirectAfterLogin', '/courses');
      sessionStorage.setItem('redirectAfterLogin', '/courses');
    });
    await page.goto(`${base}/free-courses?role=government&clearAuth=true`);
    expect(page.url()).toBe(`${base}/free-courses?role=government`);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('while a page loads', () => {
  /** Holds the page's data request until released, so the pending state can be seen. */
  async function holdData(page: import('playwright-core').Page, pattern: RegExp) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route: Route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  it.each([
    ['the catalogue', '/courses', /\/courses\.data/, 'Students & Educational', 'footer'],
    ['the awareness center', '/cyber-awareness', /\/cyber-awareness\.data/, 'Cyber Alerts', 'header'],
  ])('shows 6 placeholder cards for %s', async (_name, path, pattern, linkName, area) => {
    const { page, problems, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(base);
    const release = await holdData(page, pattern);
    await page.locator(area).getByRole('link', { name: linkName, exact: true }).click();
    const skeletons = page.getByTestId('skeleton-card');
    await expect.poll(() => skeletons.count()).toBe(6);
    expect(await page.getByTestId('navigation-progress').isVisible()).toBe(true);
    release();
    await page.waitForURL(new RegExp(`${path.replace('/', '\\/')}`));
    await expect.poll(() => skeletons.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('says Loading certificate... while a certificate loads', async () => {
    const code = await issueCertificate({
      recipientName: 'John Wari',
      courseName: 'Know the Cybercrime Code Act 2016',
    });
    const { page, problems, close } = await openPage(browser);
    await page.goto(base);
    // The router may be driven only once the page is hydrated (a slow machine may still be hydrating at "load").
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const release = await holdData(page, /\/certificate\/[^/]+\.data/);
    // Certificates are opened from shared links; a navigation inside the app shows the same loading state.
    await page.evaluate((path) => {
      // Not awaited: the navigation finishes only once its data is released below.
      void (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(
        path,
      );
    }, `/certificate/${code}`);
    await page.getByText('Loading certificate...').waitFor();
    release();
    await page.getByTestId('recipient').waitFor();
    expect(await page.getByTestId('recipient').innerText()).toBe('John Wari');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows placeholders while a free-courses filter loads', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${base}/free-courses`);
    const release = await holdData(page, /\/free-courses\.data/);
    await page.getByLabel('Category', { exact: true }).selectOption('government');
    await expect.poll(() => page.getByTestId('skeleton-card').count()).toBe(6);
    release();
    await page.waitForURL(/role=government/);
    await expect.poll(() => page.getByTestId('skeleton-card').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('headers on every response', () => {
  it('sends a strict CSP with a fresh nonce, nosniff, a referrer policy, CORP, and no HSTS over plain HTTP', async () => {
    const [first, second] = await Promise.all([fetch(base), fetch(base)]);
    const csp = first.headers.get('content-security-policy') ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.match(/<script(?![^>]*nonce=)[^>]*>/g)).toBeNull();
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('strict-transport-security')).toBeNull();
    expect(first.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    const api = await fetch(`${base}/api/courses`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS over HTTPS behind a trusted proxy, and ignores a forged header when proxies are not trusted', async () => {
    const forged = await fetch(base, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();

    const behindProxy = await startStorefront(
      { url: inject('cmsUrl'), storefrontToken: inject('storefrontToken') },
      { TRUST_PROXY: 'true' },
    );
    try {
      const response = await fetch(behindProxy.url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await behindProxy.stop();
    }
  });

  it('lets browsers keep anonymous pages briefly, with stale-while-revalidate, varying on the cookie', async () => {
    for (const path of ['/', '/courses', '/free-courses', '/cyber-awareness', '/cyber-security']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('cache-control'), path).toBe('private, max-age=60, stale-while-revalidate=600');
      expect(response.headers.get('vary'), path).toContain('Cookie');
    }
  });

  it('serves fingerprinted assets precompressed with brotli and cached for a year', async () => {
    const html = await (await fetch(base)).text();
    const script = /\/assets\/components-[\w-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const response = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
