/**
 * A new person joins an organisation by its invite link in real Chromium on a 360 px phone (ADR 0029): they open
 * /join/<code>, create an account through it, come back to the same page, press Join and see the notice on their
 * home screen. Then the same with JavaScript turned off. And what an imported person receives (ADR 0036): the
 * welcome link's page naming the organisation, and the "not me" link stopping its messages, with and without
 * JavaScript. Pages are checked for console errors and for anything wider than the phone; with SCREENSHOT_DIR set,
 * the screens are saved to look at.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform, unique } from '@kundu/test-platform';
import { newAddress, newLearner } from '../support/accounts-stack';
import { launchBrowser, openPage, PHONE, saveScreens, seriousAccessibilityViolations } from '../support/browser';
import { createOrganisation } from '../support/cms-admin';
import { administer } from '../support/organisations';
import { registerAdministrator } from '../support/visitor';

/** The platform's storefront: it trusts X-Forwarded-For (each person has an address of its own). */
const base = testPlatform().storefront.url;
let browser: Browser;
let code: string;
let admin: Awaited<ReturnType<typeof administer>>;
const stamp = unique();
const name = `Madang Lutheran Youth ${stamp}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const administrator = await registerAdministrator(base);
  const organisation = await createOrganisation({
    name,
    kind: 'church',
    province: 'Madang',
    administrators: [administrator.details.email],
  });
  const organisationId = organisation.id;
  admin = await administer(organisationId, administrator.details);
  code = await admin.inviteCode();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** Nothing on the page is wider than the phone: no sideways scrolling. */
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** What Chromium logs on purpose: the refused form answers (a 4xx it reports as a failed load). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(problem));

async function joinAsNewPerson(javaScript: boolean) {
  const label = javaScript ? 'js' : 'no-js';
  const { page, problems, close } = await openPage(browser, {
    javaScript,
    viewport: PHONE,
    headers: { 'x-forwarded-for': newAddress() },
  });
  const details = newLearner();
  await page.goto(`${base}/join/${code}`);
  await page.getByRole('heading', { level: 1, name: `Join ${name}?` }).waitFor();
  expect(await page.getByText('Never your phone number, documents or password.').isVisible()).toBe(true);
  expect(await fitsThePhone(page)).toBe(true);
  if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await saveScreens(page, `join-${label}-1-signed-out`, 2);

  await page.getByRole('link', { name: 'Create account' }).click();
  await page.waitForURL(/\/auth\?tab=register/);
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(details.email);
  await page.getByLabel('Mobile phone').fill(details.mobilePhone);
  await page.getByLabel('I am').selectOption('churches_ngos');
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  await page.getByLabel('Confirm password').fill(details.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Back on the invite page, signed in (the profile is not complete yet: it does not need to be).
  await page.waitForURL(`${base}/join/${code}`);
  const join = page.getByRole('button', { name: 'Join', exact: true });
  await join.waitFor();
  expect(await fitsThePhone(page)).toBe(true);
  await saveScreens(page, `join-${label}-2-signed-in`, 2);
  await join.click();

  await page.waitForURL(`${base}/`);
  await page.getByText(`You joined ${name}.`).first().waitFor();
  expect(await fitsThePhone(page)).toBe(true);
  await saveScreens(page, `join-${label}-3-joined`, 1);

  await page.goto(`${base}/profile#organisations`);
  const membership = page.getByTestId('membership');
  expect(await membership.innerText()).toContain(name);
  expect(await membership.innerText()).toContain('Member');
  await page.locator('#organisations').scrollIntoViewIfNeeded();
  await saveScreens(page, `join-${label}-4-profile`, 1);
  expect(unexpected(problems)).toEqual([]);
  await close();
}

describe('joining an organisation by its invite link on a phone', () => {
  it('a new person creates an account through the link, comes back and joins', async () => {
    await joinAsNewPerson(true);
  });

  it('does the same with JavaScript turned off', async () => {
    await joinAsNewPerson(false);
  });
});

/** What an import sends two people: one opens the welcome link, the other says "not me". */
async function receiveImport(javaScript: boolean) {
  const label = javaScript ? 'js' : 'no-js';
  const [newcomer, stranger] = [`helen.${label}.${stamp}@example.org`, `wrong.${label}.${stamp}@example.org`];
  const report = await admin.importMembers(
    ['First name,Last name,Email', `Helen,Gima,${newcomer}`, `Wrong,Person,${stranger}`].join('\r\n'),
  );
  expect(report.map((row) => row.outcome)).toEqual(['invited', 'invited']);
  const linkTo = async (address: string, path: string) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const mail = (await testPlatform().mail.received()).find((item) => item.to === address);
      const link = mail ? new RegExp(`${base}(${path}[\\w-]+)`).exec(mail.text)?.[1] : undefined;
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No message to ${address}`);
  };

  const opened = await openPage(browser, { javaScript, viewport: PHONE, headers: { 'x-forwarded-for': newAddress() } });
  const { page } = opened;
  await page.goto(`${base}${await linkTo(newcomer, '/auth\\?reset=')}`);
  const welcome = page.getByTestId('organisation-welcome');
  await welcome.waitFor();
  expect(await welcome.innerText()).toContain(`${name} made you an account here`);
  expect(await welcome.innerText()).toContain(`You sign in with ${newcomer}.`);
  expect(await fitsThePhone(page)).toBe(true);
  if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await saveScreens(page, `imported-${label}-1-welcome`, 2);

  await page.goto(`${base}${await linkTo(stranger, '/not-me/')}`);
  await page.getByRole('heading', { level: 1, name: `Not you? Stop messages from ${name}` }).waitFor();
  expect(await fitsThePhone(page)).toBe(true);
  if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await saveScreens(page, `imported-${label}-2-not-me`, 2);
  await page.getByRole('button', { name: `Stop messages from ${name}` }).click();
  await page.getByText(`Done. ${name} will send you no more invitations through Kundu Cyber Academy.`).waitFor();
  expect(await fitsThePhone(page)).toBe(true);
  await saveScreens(page, `imported-${label}-3-stopped`, 2);
  expect(unexpected(opened.problems)).toEqual([]);
  await opened.close();
}

describe('what an imported person receives, on a phone', () => {
  it('the welcome link names the organisation; the "not me" link stops its messages', async () => {
    await receiveImport(true);
  });

  it('does the same with JavaScript turned off', async () => {
    await receiveImport(false);
  });
});
