/**
 * With JavaScript turned off, as on a phone saving data or an old browser: navigation, the phone menu, search and
 * filters still work, through plain links and GET forms.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser';

const base = testPlatform().storefront.url;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('without JavaScript', () => {
  it('navigates with the phone menu', async () => {
    const { page, problems, close } = await openPage(browser, { javaScript: false, viewport: PHONE });
    await page.goto(base);
    await page.locator('header summary').click();
    await page.locator('header nav').getByRole('link', { name: 'Cyber Alerts' }).click();
    await page.waitForURL(`${base}/cyber-awareness`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Free Cyber Awareness Center');
    await page.locator('header summary').click();
    await page.locator('header nav').getByRole('link', { name: 'Cyber GRC' }).click();
    await page.waitForURL(`${base}/cyber-grc`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Cyber GRC');
    expect(problems).toEqual([]);
    await close();
  });

  it('replaces the Cyber Domains menu with a link to the domains on the home page', async () => {
    const { page, close } = await openPage(browser, { javaScript: false, viewport: DESKTOP });
    await page.goto(`${base}/free-courses`);
    const header = page.locator('header');
    expect(await header.getByRole('button', { name: 'Cyber Domains' }).isVisible()).toBe(false);
    await header.getByRole('link', { name: 'Cyber Domains' }).click();
    await page.waitForURL(`${base}/#cyber-domains`);
    expect(
      await page
        .locator('#cyber-domains')
        .getByRole('link', { name: /^Learn More/ })
        .count(),
    ).toBe(7);
    await close();
  });

  it('searches and filters the catalogue with the Apply button', async () => {
    const { page, problems, close } = await openPage(browser, { javaScript: false });
    await page.goto(`${base}/courses`);
    const all = await page.getByTestId('course-card').count();
    await page.getByRole('searchbox').fill('password');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/courses\?q=password/);
    const found = await page.getByTestId('course-card').count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    for (const text of await page.getByTestId('course-card').allInnerTexts()) {
      expect(text.toLowerCase()).toContain('password');
    }
    await page.getByLabel('Domain', { exact: true }).selectOption('cyber_security');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/domain=cyber_security/);
    const inDomain = await page.getByTestId('course-card').allInnerTexts();
    expect(inDomain.length).toBeGreaterThan(0);
    for (const text of inDomain) {
      expect(text).toContain('Cyber Security');
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('chooses a free-course category with the Apply button', async () => {
    const { page, problems, close } = await openPage(browser, { javaScript: false });
    await page.goto(`${base}/free-courses`);
    // Every category has a seeded free course: courses other test files publish add to the groups, never one more.
    expect(await page.getByTestId('course-group').count()).toBe(6);
    await page.getByLabel('Category', { exact: true }).selectOption('law_enforcement');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/role=law_enforcement/);
    expect(await page.getByTestId('course-group').count()).toBe(0);
    expect(await page.getByTestId('free-course-card').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens a course from the catalogue and shows its sign-in card', async () => {
    const { page, problems, close } = await openPage(browser, { javaScript: false });
    await page.goto(`${base}/courses`);
    await page
      .getByTestId('course-card')
      .first()
      .getByRole('link', { name: /^View Course/ })
      .click();
    await page.waitForURL(/\/courses\/[a-z0-9]+$/);
    expect(await page.getByTestId('enrolment-card').innerText()).toContain('Sign In Required');
    expect(problems).toEqual([]);
    await close();
  });

  it('hides the Apply buttons when JavaScript is on, because filters apply as you choose', async () => {
    const { page, close } = await openPage(browser, { javaScript: true });
    await page.goto(`${base}/courses`);
    expect(await page.getByRole('button', { name: 'Apply' }).isVisible()).toBe(false);
    await close();
  });
});

describe('Tok Pisin, with and without JavaScript (ADR 0046)', () => {
  it.each([false, true])(
    'switches to Tok Pisin with the header control at 360 px, and back (JavaScript: %s)',
    async (javaScript) => {
      const { page, problems, close } = await openPage(browser, { javaScript, viewport: PHONE });
      await page.goto(`${base}/courses`);
      await page.locator('header').getByRole('button', { name: 'Read this site in Tok Pisin' }).click();
      await page.waitForURL(`${base}/courses`);
      expect(await page.locator('html').getAttribute('lang')).toBe('tpi');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Ol Kos long Cyber Security');
      await page.goto(base);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'Stap seif long intanet. Lukautim famili, mani na wok bilong yu.',
      );
      await page.screenshot({ path: `/tmp/i22-lang-landing-tpi-js-${javaScript}.png`, fullPage: false });
      await page.locator('footer').getByRole('button', { name: 'Read this site in English' }).click();
      await page.waitForURL(`${base}/`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(problems).toEqual([]);
      await close();
    },
  );

  it.each([false, true])(
    'reads courses and a domain page in Tok Pisin at 360 px, an untranslated course marked (JavaScript: %s)',
    async (javaScript) => {
      const courses = (await (await fetch(`${base}/api/courses`)).json()) as Array<{
        id: string;
        slug: string;
        title: string;
      }>;
      const idOf = (slug: string) => courses.find((course) => course.slug === slug)!.id;
      const untranslated = courses.find((course) => course.slug === 'auditing-user-access-and-accounts')!;
      const { page, problems, close } = await openPage(browser, { javaScript, viewport: PHONE });
      // The learner chose Tok Pisin with the header control (the test above).
      await page.context().addCookies([{ name: 'kundu_lang', value: 'tpi', url: base }]);
      const shot = async (name: string) => {
        if (process.env.SCREENSHOT_DIR)
          await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR}/tpi-${name}-js-${javaScript}.png`,
            fullPage: true,
          });
      };
      await page.goto(base);
      await shot('landing');
      await page.goto(`${base}/courses?q=${encodeURIComponent(untranslated.title)}`);
      // Its title in English (lang="en"), with the marker beside it.
      const marked = async (heading: ReturnType<typeof page.getByRole>) => [
        await heading.locator('[lang="en"]').innerText(),
        await heading.getByText('Long Inglis', { exact: true }).count(),
      ];
      expect(await marked(page.getByTestId('course-card').first().getByRole('heading'))).toEqual([
        untranslated.title,
        1,
      ]);
      await page.goto(`${base}/courses`);
      await shot('catalogue');
      await page.goto(`${base}/courses/${idOf('strong-passwords-and-two-step-verification')}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'Strongpela Password na Two-Step Verification',
      );
      await shot('course-translated');
      await page.goto(`${base}/courses/${untranslated.id}`);
      expect(await marked(page.getByRole('heading', { level: 1 }))).toEqual([untranslated.title, 1]);
      await shot('course-untranslated');
      await page.goto(`${base}/cyber-crime`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Cyber Crime');
      await shot('domain');
      expect(problems).toEqual([]);
      await close();
    },
  );
});
