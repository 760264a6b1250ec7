/**
 * The frame around every screen: the Cyber Domains menu, the phone menu, the news ticker, ?clearAuth=true, the
 * placeholders shown while a page loads, and the headers every response carries. On the platform's storefront, but
 * for the news ticker, shown by a storefront of this file's own that sees only this file's headlines (other test
 * files publish news on the same CMS), and a forged proxy header, sent to a storefront that does not trust proxies.
 */
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform, unique } from '@kundu/test-platform';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  saveScreens,
  seriousAccessibilityViolations,
  setPageVisibility,
  startFilteredCms,
  type FilteredCms,
  waitForHydration,
} from '../support/browser';
import { issueCertificate, publishNewsItem, waitForStorefront } from '../support/cms-admin';
import { startStorefront, type TestStorefront } from '../support/storefront-server';
import { registerCompleteLearner, registerLearner } from '../support/visitor';

const platform = testPlatform();
const base = platform.storefront.url;
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
    // The keys are the menu's once the page's script runs (its words load after its modules).
    await waitForHydration(page);
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

describe('phone menu on a slow phone', () => {
  it('stays open when tapped before the page’s script has run', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    // The page's scripts wait until the menu has been tapped open, as they do on a slow connection.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto(base, { waitUntil: 'commit' });
    const menu = page.locator('header details');
    await menu.locator('summary').click();
    release();
    await waitForHydration(page);
    expect(await menu.getAttribute('open')).not.toBeNull();
    await expect.poll(() => menu.getByRole('link', { name: 'Free Courses' }).isVisible()).toBe(true);
    await close();
  });
});

describe('user menu (signed-in header, spec 2.2) on a 360 px phone', () => {
  /** A learner signed in, in Chromium on a phone; `complete` gives them a photo (a complete profile). */
  async function signedIn({ javaScript, complete }: { javaScript: boolean; complete: boolean }) {
    const register = complete ? registerCompleteLearner : registerLearner;
    const { visitor, details } = await register(base, { firstName: 'Grace', lastName: 'Pomat' });
    const opened = await openPage(browser, {
      javaScript,
      viewport: PHONE,
      headers: { 'x-forwarded-for': visitor.address },
    });
    await opened.page.context().addCookies([{ name: 'kundu_session', value: visitor.session!, url: base }]);
    const header = opened.page.locator('header');
    const userMenu = header.locator('details', { hasText: 'Account menu for Grace Pomat' });
    return { ...opened, email: details.email, header, userMenu, summary: userMenu.locator('summary') };
  }

  const isOpen = async (details: Locator) => (await details.getAttribute('open')) !== null;
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
  /** Pairs of the header's visible parts (the name, Menu, the language control, the learner's menu) that overlap. */
  const overlapsInHeader = (page: Page) =>
    page.evaluate(() => {
      const row = document.querySelector('header > div')!;
      /** Shown, not only read out: no box on its way to the row is 1 px or less (`sr-only`). */
      const shown = (element: HTMLElement) => {
        for (let node: HTMLElement | null = element; node && node !== row; node = node.parentElement) {
          if (node.getBoundingClientRect().width <= 1) return false;
        }
        return true;
      };
      const parts = [...row.querySelectorAll<HTMLElement>(':scope > a span span, :scope > * summary, :scope form')]
        .filter(shown)
        .map((element) => {
          // The text's own extent: a name squeezed narrower than its words runs out of its box.
          const range = document.createRange();
          range.selectNodeContents(element);
          return { text: element.innerText.trim(), box: range.getBoundingClientRect() };
        })
        .filter(({ box }) => box.width > 1 && box.height > 1);
      const found: string[] = [];
      parts.forEach((one, index) =>
        parts.slice(index + 1).forEach((other) => {
          const apart =
            one.box.right <= other.box.left ||
            other.box.right <= one.box.left ||
            one.box.bottom <= other.box.top ||
            other.box.bottom <= one.box.top;
          if (!apart) found.push(`${one.text} / ${other.text}`);
        }),
      );
      return found;
    });

  it('fits the name, Menu, the language control and the learner’s menu side by side, in both languages', async () => {
    const { page, close } = await signedIn({ javaScript: false, complete: false });
    for (const language of ['en', 'tpi']) {
      await page.context().addCookies([{ name: 'kundu_lang', value: language, url: base }]);
      await page.goto(base);
      expect(await overlapsInHeader(page)).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      // The logo still names the site to a screen reader.
      expect(await page.locator('header a[href="/"]').first().innerText()).toContain('Kundu Cyber Academy');
    }
    await close();
  });

  it('with JavaScript: the photo in the header; name, email, Profile and Logout; closes after going to Profile', async () => {
    const { page, problems, close, email, header, userMenu, summary } = await signedIn({
      javaScript: true,
      complete: true,
    });
    await page.goto(base);
    await waitForHydration(page);
    expect(await summary.isVisible()).toBe(true);
    const box = (await summary.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // The profile image stands for the learner, instead of initials.
    expect(await summary.locator('img').count()).toBe(1);
    expect(await summary.getByText('GP', { exact: true }).count()).toBe(0);
    expect(await userMenu.getByText(email).isVisible()).toBe(false);

    await summary.click();
    expect(await isOpen(userMenu)).toBe(true);
    expect(await userMenu.getByText('Grace Pomat', { exact: true }).isVisible()).toBe(true);
    expect(await userMenu.getByText(email).isVisible()).toBe(true);
    expect(await userMenu.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await userMenu.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/api/logout');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'user-menu-js', 1);

    // One menu of the header open at a time: the phone menu closes the user menu.
    const phoneMenu = header.locator('details', { has: page.locator('summary', { hasText: 'Menu' }) }).first();
    await phoneMenu.locator('summary').click();
    expect(await isOpen(phoneMenu)).toBe(true);
    expect(await isOpen(userMenu)).toBe(false);
    await summary.click();
    expect(await isOpen(phoneMenu)).toBe(false);

    await userMenu.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${base}/profile`);
    await expect.poll(() => isOpen(userMenu)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('without JavaScript: initials when there is no photo; opens as it is, and Logout signs out', async () => {
    const { page, problems, close, email, userMenu, summary } = await signedIn({ javaScript: false, complete: false });
    await page.goto(base);
    expect(await summary.isVisible()).toBe(true);
    expect(await summary.locator('img').count()).toBe(0);
    expect(await summary.getByText('GP', { exact: true }).isVisible()).toBe(true);

    await summary.click();
    expect(await isOpen(userMenu)).toBe(true);
    expect(await userMenu.getByText('Grace Pomat', { exact: true }).isVisible()).toBe(true);
    expect(await userMenu.getByText(email).isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // (axe needs the page's own timers, which do not run without JavaScript; the markup is checked above.)
    await saveScreens(page, 'user-menu-nojs', 1);

    await userMenu.getByRole('link', { name: 'Logout' }).click();
    await page.getByText('You have been logged out successfully.').waitFor();
    expect(await page.locator('header details', { hasText: 'Account menu' }).count()).toBe(0);
    expect(await page.locator('header a[href="/auth"]', { hasText: 'Sign In' }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });
});

/** In the address of each headline this file publishes: the ticker's storefront shows only those. */
const NEWS_TAG = unique();

describe('news ticker (spec 2.14)', () => {
  // About 90 characters: on a 360 px phone it takes the ticker's three lines.
  const BBC = {
    title: 'Hackers target Pacific island banks with SIM swap fraud as mobile money use grows fast',
    url: `https://www.bbc.com/news/sim-swap-pacific-${NEWS_TAG}`,
    source: 'BBC',
  };
  const LOCAL = {
    title: 'Police warn of fake Digicel prize texts asking for a K50 release fee',
    url: `https://www.postcourier.com.pg/fake-prize-texts-${NEWS_TAG}`,
    source: 'Post-Courier',
  };
  let emptyHeight = 0;
  let newsCms: FilteredCms;
  let newsStorefront: TestStorefront;
  /** The ticker's storefront. */
  let newsBase: string;

  beforeAll(async () => {
    // The ticker starts empty, then rotates exactly the headlines the tests publish.
    newsCms = await startFilteredCms({ 'news-items': `filters[url][$contains]=${NEWS_TAG}` });
    // Answers kept half a second, as by the platform's storefront.
    newsStorefront = await startStorefront(newsCms, { CMS_CACHE_TTL_MS: '500' });
    newsBase = newsStorefront.url;
  });
  afterAll(async () => {
    await newsStorefront?.stop();
    await newsCms?.close();
  });

  /**
   * Has the ticker's storefront read the headlines just before a page is opened: a page waits 300 ms at most for
   * headlines the storefront does not have at hand, then says it is scanning (states.test.ts), which a machine
   * busy with other test files can make it do here.
   */
  async function headlinesAtHand() {
    expect((await fetch(`${newsBase}/api/news/cyber`)).status).toBe(200);
  }

  /**
   * The home page on a phone, once its JavaScript runs, with the page's clock stopped: it moves only when the test
   * moves it, so every 8 s of it is exactly one change of headline.
   */
  async function openTicker(options: Parameters<typeof openPage>[1] = {}) {
    const opened = await openPage(browser, options);
    const newsRequests: string[] = [];
    opened.page.on('request', (request) => {
      if (request.url().endsWith('/api/news/cyber')) newsRequests.push(request.url());
    });
    await opened.page.clock.install();
    await headlinesAtHand();
    await opened.page.goto(newsBase);
    await expect
      .poll(() => opened.page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 10_000 })
      .toBe('true');
    // A second on: too soon for a change of headline (the first comes 8 s after the page came to life).
    await opened.page.clock.pauseAt((await opened.page.evaluate(() => Date.now())) + 1_000);
    const ticker = opened.page.getByTestId('news-ticker');
    const headline = ticker.getByRole('link');
    const title = async () => ((await headline.innerText()).includes(BBC.title) ? BBC : LOCAL);
    return { ...opened, ticker, headline, title, newsRequests };
  }

  it('says so when there is no news, in a box the size of a headline', async () => {
    const { page, problems, close } = await openPage(browser);
    await headlinesAtHand();
    await page.goto(newsBase);
    const ticker = page.getByTestId('news-ticker');
    expect(await ticker.innerText()).toMatch(
      /^CYBER NEWS\s+No cyber security threats detected in current news cycle\.$/,
    );
    emptyHeight = (await ticker.boundingBox())!.height;
    expect(emptyHeight).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  describe('with headlines', () => {
    beforeAll(async () => {
      await publishNewsItem(BBC);
      await publishNewsItem(LOCAL);
      await waitForStorefront('/api/news/cyber', (news) => Array.isArray(news) && news.length === 2, newsBase);
    });

    it('GET /api/news/cyber answers the headlines as title, url and source, newest first', async () => {
      const response = await fetch(`${newsBase}/api/news/cyber`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([LOCAL, BBC]);
    });

    it('shows each headline whole on a 360 px phone, with its outlet badge, opening in a new tab', async () => {
      const { page, ticker, headline, title, problems, close } = await openTicker();
      const header = page.locator('header');
      const headerTop = (await header.boundingBox())!.y;
      const seen = new Set<string>();
      for (let turn = 0; turn < 2; turn += 1) {
        const item = await title();
        seen.add(item.source);
        expect(await headline.getAttribute('href')).toBe(item.url);
        expect(await headline.getAttribute('target')).toBe('_blank');
        expect(await headline.getAttribute('rel')).toContain('noopener');
        // The whole title is shown: nothing is cut off by the line clamp.
        expect(await headline.innerText()).toContain(item.title);
        const clamp = ticker.locator('p');
        expect(await clamp.evaluate((box) => box.scrollHeight <= box.clientHeight)).toBe(true);
        const badge = headline.getByTestId('outlet-badge');
        expect(await badge.innerText()).toBe(item.source);
        if (item === BBC) {
          expect(await badge.getAttribute('data-outlet-logo')).toBe('BBC');
        } else {
          // An outlet without a logo badge: its name on grey.
          expect(await badge.getAttribute('data-outlet-logo')).toBeNull();
          expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
            await page.evaluate(() => {
              const grey = document.createElement('span');
              grey.className = 'bg-slate-500';
              document.body.append(grey);
              const color = getComputedStyle(grey).backgroundColor;
              grey.remove();
              return color;
            }),
          );
        }
        // The page does not move when the headline changes: the ticker keeps the height it has when empty.
        expect((await ticker.boundingBox())!.height).toBe(emptyHeight);
        expect((await header.boundingBox())!.y).toBe(headerTop);
        await saveScreens(page, `news-ticker-360-${item === BBC ? 'logo-badge' : 'grey-badge'}`, 1);
        await page.clock.runFor(8_000);
      }
      expect([...seen].sort()).toEqual(['BBC', 'Post-Courier']);
      // axe-core waits on timers: the page's clock runs again for it.
      await page.clock.resume();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    });

    it('changes every 8 seconds, and holds still while pointed at or focused so it can be tapped', async () => {
      const { page, headline, title, problems, close } = await openTicker();
      const first = await title();
      // Two headlines take turns: one change in any 8 s, two in 16 s.
      await page.clock.runFor(8_000);
      const second = await title();
      expect(second).not.toBe(first);
      await page.clock.runFor(16_000);
      expect(await title()).toBe(second);

      await headline.hover();
      await page.clock.runFor(60_000);
      expect(await title()).toBe(second);
      await page.mouse.move(180, 600);
      await page.clock.runFor(8_000);
      expect(await title()).toBe(first);

      await headline.focus();
      await page.clock.runFor(60_000);
      expect(await title()).toBe(first);
      await headline.evaluate((link) => link.blur());
      await page.clock.runFor(8_000);
      expect(await title()).toBe(second);
      expect(problems).toEqual([]);
      await close();
    });

    it('asks for news every 5 minutes while the page is in view, and not while it is hidden', async () => {
      const { page, newsRequests, problems, close } = await openTicker();
      expect(newsRequests).toEqual([]);
      const urgent = {
        title: 'CERT warns of fake BSP internet banking pages',
        url: `https://www.reuters.com/technology/fake-bsp-pages-${NEWS_TAG}`,
        source: 'Reuters',
      };
      await publishNewsItem(urgent);
      await waitForStorefront('/api/news/cyber', (news) => Array.isArray(news) && news.length === 3, newsBase);
      await page.clock.runFor(5 * 60_000);
      await expect.poll(() => newsRequests.length).toBe(1);
      // The new headline joins the rotation.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(8_000);
            return page.getByTestId('news-ticker').getByRole('link').innerText();
          },
          { timeout: 20_000 },
        )
        .toContain(urgent.title);
      expect(await page.getByTestId('news-ticker').getByTestId('outlet-badge').getAttribute('data-outlet-logo')).toBe(
        'Reuters',
      );

      await setPageVisibility(page, 'hidden');
      await page.clock.runFor(20 * 60_000);
      expect(newsRequests).toHaveLength(1);
      // Back in view, the poll that fell due while hidden runs at once (as the alerts' refetch does), then every 5
      // minutes again.
      await setPageVisibility(page, 'visible');
      await expect.poll(() => newsRequests.length).toBe(2);
      await page.clock.runFor(5 * 60_000);
      await expect.poll(() => newsRequests.length).toBe(3);
      expect(problems).toEqual([]);
      await close();
    });
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
    // Placeholders are the client-side router's: it must be running (the page's words load after its modules).
    await waitForHydration(page);
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
      courseName: `Market Day Law ${unique()}`,
    });
    const { page, problems, close } = await openPage(browser);
    await page.goto(base);
    // The router may be driven only once the page is hydrated (a slow machine may still be hydrating at "load").
    await waitForHydration(page);
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
    await waitForHydration(page);
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
    // The platform's storefront trusts its proxy (TRUST_PROXY=true): the forged header goes to one that does not.
    const direct = await startStorefront(platform.cms);
    try {
      const forged = await fetch(direct.url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await direct.stop();
    }

    const response = await fetch(base, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('lets browsers keep anonymous pages briefly, with stale-while-revalidate, varying on the cookie', async () => {
    for (const path of ['/', '/courses', '/free-courses', '/cyber-awareness', '/cyber-security']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('cache-control'), path).toBe('private, max-age=60, stale-while-revalidate=600');
      expect(response.headers.get('vary'), path).toContain('Cookie');
    }
    // A page not found is not kept: the course may be published a minute later.
    const missing = await fetch(`${base}/courses/no-such-course-yet`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
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
