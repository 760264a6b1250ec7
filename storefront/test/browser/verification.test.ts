/**
 * An organisation's administrator proves their email in real Chromium on a 360 px phone (ADR 0035): they create an
 * account with the address an editor listed, open their organisation's console and are shown what to do instead
 * (the /verify page), ask for a new link, open it from the email the platform's SMTP stand-in received, and reach
 * the console. Then the same with JavaScript turned off. Pages are checked with axe-core, for console errors and for
 * anything wider than the phone; with SCREENSHOT_DIR set, the screens are saved to look at.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationToken } from '@kundu/cms/testing/learners';
import { testPlatform, unique } from '@kundu/test-platform';
import { newAddress, newLearner } from '../support/accounts-stack';
import {
  launchBrowser,
  openPage,
  PHONE,
  saveScreens,
  seriousAccessibilityViolations,
  waitForHydration,
} from '../support/browser';
import { createOrganisation } from '../support/cms-admin';
import { administer } from '../support/organisations';
import { registerAdministrator, registerCompleteLearner } from '../support/visitor';

const platform = testPlatform();
const base = platform.storefront.url;
const stamp = unique();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Nothing on the page is wider than the phone: no sideways scrolling. */
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function hydrated(page: Page) {
  await waitForHydration(page);
}

async function administratorVerifies(javaScript: boolean) {
  const label = javaScript ? 'js' : 'no-js';
  const details = newLearner({ email: `pastor.${label}.${stamp}@example.org` });
  const organisation = `Rabaul Methodist Circuit ${label} ${stamp}`;
  await createOrganisation({
    name: organisation,
    kind: 'church',
    province: 'East New Britain',
    administrators: [details.email],
  });
  const { page, problems, close } = await openPage(browser, {
    javaScript,
    viewport: PHONE,
    headers: { 'x-forwarded-for': newAddress() },
  });
  const ready = async () => {
    if (javaScript) await hydrated(page);
  };

  // A new account, with the address the editor listed.
  await page.goto(`${base}/auth?role=churches_ngos`);
  await ready();
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(details.email);
  await page.getByLabel('Mobile phone').fill(details.mobilePhone);
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  await page.getByLabel('Confirm password').fill(details.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Complete Your Profile' }).waitFor();

  // The console: not yet. What to do instead.
  await page.goto(`${base}/organisation`);
  await page.waitForURL(`${base}/verify?for=organisation`);
  await ready();
  await page.getByRole('heading', { level: 1, name: 'Verify your contact details' }).waitFor();
  expect(await page.getByTestId('verify-reason').innerText()).toContain(
    'Before you can manage your organisation, we need to know that this email address is yours',
  );
  const emailRow = page.getByTestId('verify-email');
  expect(await emailRow.innerText()).toContain(details.email);
  expect(await emailRow.innerText()).toContain('Not verified yet');
  expect(await page.locator('main').innerText()).not.toContain(organisation);
  expect(await fitsThePhone(page)).toBe(true);
  if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await saveScreens(page, `verify-${label}-1-what-to-do`, 2);

  // A new link, said on the page (a toast with JavaScript, a notice without).
  await page.getByRole('button', { name: 'Send a new link by email' }).click();
  if (javaScript) await page.getByTestId('toast').filter({ hasText: 'Link sent' }).waitFor();
  else await page.getByRole('status').filter({ hasText: 'Link sent' }).waitFor();
  expect(await page.locator('body').innerText()).toMatch(/A new link is on its way to p\*+@example\.org/);
  await saveScreens(page, `verify-${label}-2-sent`, 1);

  // The newest link in the email, opened as the administrator would.
  const token = await verificationToken(platform.mail, details.email, { after: 1 });
  await page.goto(`${base}/verify?token=${token}`);
  await ready();
  await page.getByRole('heading', { level: 1, name: 'Email address verified' }).waitFor();
  expect(await fitsThePhone(page)).toBe(true);
  if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await saveScreens(page, `verify-${label}-3-verified`, 1);

  await page.getByRole('link', { name: 'Open your organisation' }).click();
  await page.waitForURL(`${base}/organisation`);
  await page.getByRole('heading', { level: 1, name: 'Members and progress' }).waitFor();
  expect(await page.locator('main').innerText()).toContain(organisation);
  expect(await fitsThePhone(page)).toBe(true);
  await saveScreens(page, `verify-${label}-4-console`, 1);
  expect(problems).toEqual([]);
  await close();
}

describe('an administrator who registers with the address an editor listed', () => {
  it('sees what to do instead of the console, opens the emailed link and reaches the console', async () => {
    await administratorVerifies(true);
  });

  it('does the same with JavaScript turned off', async () => {
    await administratorVerifies(false);
  });
});

describe('a member invited by their email address', () => {
  it('is asked to verify it before accepting, does, and accepts on the dashboard', async () => {
    const organisation = `Kimbe Bay Youth ${stamp}`;
    const administrator = await registerAdministrator(base);
    const { id } = await createOrganisation({
      name: organisation,
      kind: 'ngo',
      province: 'West New Britain',
      administrators: [administrator.details.email],
    });
    const member = await registerCompleteLearner(base, { firstName: 'Grace', lastName: 'Wari' });
    const report = await (
      await administer(id, administrator.details)
    ).importMembers(`First name,Last name,Email\r\nGrace,Wari,${member.details.email}\r\n`);
    expect(report.map((row) => row.outcome)).toEqual(['invited']);

    const { page, problems, close } = await openPage(browser, {
      viewport: PHONE,
      headers: { 'x-forwarded-for': member.visitor.address },
    });
    await page.context().addCookies([{ name: 'kundu_session', value: member.visitor.session!, url: base }]);
    await page.goto(base);
    await hydrated(page);
    const invitation = page.getByTestId('invitation');
    expect(await invitation.innerText()).toContain(
      'This invitation was sent to your email address. Verify it to accept.',
    );
    expect(await invitation.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await fitsThePhone(page)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'verify-invitation-1-dashboard', 1);

    await invitation.getByRole('link', { name: `Verify to accept the invitation of ${organisation}` }).click();
    await page.waitForURL(`${base}/verify?for=invitation`);
    await page.getByTestId('verify-reason').waitFor();
    expect(await page.getByTestId('verify-phone').innerText()).toContain('Not verified yet');
    await saveScreens(page, 'verify-invitation-2-verify', 2);

    const token = await verificationToken(platform.mail, member.details.email);
    await page.goto(`${base}/verify?token=${token}`);
    await page.getByRole('heading', { level: 1, name: 'Email address verified' }).waitFor();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL(`${base}/`);
    await hydrated(page);
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: `You joined ${organisation}.` })
      .waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
