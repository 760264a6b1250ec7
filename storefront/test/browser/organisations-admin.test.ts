/**
 * An organisation's administrator and its members in real Chromium on a 360 px phone, on the seeded CMS (ADR 0029):
 * the administrator opens the invite page and a member joins by its link; the administrator uploads a CSV of
 * members with a bad row and reads the report, assigns a free course; the member finishes it; the dashboard and the
 * CSV export show the completion and the certificate. Then the same upload without JavaScript. Every page is checked
 * with axe-core, for console errors, and for anything wider than the phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform, unique } from '@kundu/test-platform';
import { newLearner } from '../support/accounts-stack';
import {
  launchBrowser,
  openPage,
  saveScreens,
  seriousAccessibilityViolations,
  type OpenPage,
  waitForHydration,
} from '../support/browser';
import { createOrganisation } from '../support/cms-admin';
import { quizFormFor, seededCourse, type SeededCourse } from '../support/seeded-quizzes';
import { registerAdministrator, registerCompleteLearner, type Visitor } from '../support/visitor';

/** The platform's storefront: it trusts X-Forwarded-For (each person has an address of its own). */
const base = testPlatform().storefront.url;
let browser: Browser;
let scams: SeededCourse;
let scamsId: string;
/** In the names and emails of this file's organisations and members, which no other test file has. */
const stamp = unique();
const organisationName = `Kokopo Catholic Youth ${stamp}`;

beforeAll(async () => {
  [browser, scams] = await Promise.all([launchBrowser(), seededCourse('spot-and-stop-sms-and-whatsapp-scams')]);
  const courses = (await (await fetch(`${base}/api/courses`)).json()) as Array<{ id: string; slug: string }>;
  scamsId = courses.find((course) => course.slug === scams.data.slug)!.id;
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** A browser page signed in as the visitor (registered as a previous visit would have). */
async function pageOf(visitor: Visitor, options: { javaScript?: boolean } = {}): Promise<OpenPage> {
  const opened = await openPage(browser, { ...options, headers: { 'x-forwarded-for': visitor.address } });
  await opened.page.context().addCookies([{ name: 'kundu_session', value: visitor.session!, url: base }]);
  return opened;
}

async function hydrated(page: Page) {
  await waitForHydration(page);
}

const PAGE = { timeout: 15_000 };

async function toastText(page: Page): Promise<string> {
  const shown = page.getByTestId('toast');
  if ((await shown.count()) === 0) return '';
  return (await shown.first().innerText()).replace(/\s*\n+\s*/g, ' | ').trim();
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** What went wrong in the page, leaving out the 4xx answers forms give on purpose. */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource: the server responded with a status of 40\d/.test(problem));

const csvOf = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);

const postForm = (visitor: Visitor, path: string, form: URLSearchParams) =>
  visitor.call(path, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The member passes every module's quiz, as learning.test.ts's learner does without JavaScript. */
async function finishCourse(visitor: Visitor) {
  const modules = (await (await fetch(`${base}/api/courses/${scamsId}/modules`)).json()) as Array<{ id: string }>;
  for (const [index, module] of scams.modules.entries()) {
    const path = `/courses/${scamsId}/modules/${modules[index]!.id}`;
    const answer = await postForm(visitor, path, quizFormFor((await visitor.call(path)).text, module.right));
    expect(answer.status).toBe(200);
  }
  const dashboard = await visitor.call('/api/user/dashboard');
  const certificate = (dashboard.body as { certificates: Array<{ id: string; courseName: string }> }).certificates.find(
    (item) => item.courseName === scams.data.title,
  );
  expect(certificate).toBeDefined();
  return certificate!.id;
}

async function uploadAndWaitForReport(page: Page, rows: string[][], fileName: string) {
  await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: csvOf(rows) });
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await page.waitForURL(/\/organisation\/imports\/[a-z0-9]+\?org=/, PAGE);
  // While it runs, the page says how far it got and refreshes itself (a meta refresh, with or without JavaScript).
  const running = (await page.getByRole('heading', { name: 'Import finished' }).count()) === 0;
  if (running) {
    expect(await page.getByTestId('import-progress').innerText()).toMatch(
      new RegExp(`Processed \\d+ of ${rows.length - 1} rows`),
    );
    expect(await page.locator('meta[http-equiv="refresh"]').getAttribute('content')).toBe('2');
  }
  await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
  return { sawItRunning: running };
}

describe('an organisation on a phone', () => {
  it('invites, imports, assigns, and sees a member’s completion and certificate on the dashboard and in the CSV', async () => {
    const administrator = await registerAdministrator(base, { firstName: 'Ruth', lastName: 'Kaupa' });
    const { id: organisationId } = await createOrganisation({
      name: organisationName,
      kind: 'church',
      province: 'East New Britain',
      administrators: [administrator.details.email],
    });
    const admin = await pageOf(administrator.visitor);
    const { page } = admin;

    // The dashboard of a new organisation, then its invite page.
    await page.goto(`${base}/organisation`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Members and progress');
    expect(await page.locator('main').innerText()).toContain(organisationName);
    expect(await page.getByTestId('total-members').innerText()).toContain('0');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-01-dashboard-new', 2);
    await page.getByRole('navigation', { name: 'Organisation pages' }).getByRole('link', { name: 'Invite' }).click();
    await page.waitForURL(`${base}/organisation/invite?org=${organisationId}`);
    const joinLink = await page.getByTestId('join-link').inputValue();
    expect(joinLink).toMatch(new RegExp(`^${base}/join/[0-9A-Z]{16}$`));
    expect(await page.getByTestId('join-qr').locator('svg').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Download poster (A4 PDF)' }).getAttribute('href')).toBe(
      `/organisation/invite.pdf?format=poster&org=${organisationId}`,
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-02-invite', 3);

    // A member opens the link on their own phone and joins.
    const member = await registerCompleteLearner(base, { firstName: 'Kila', lastName: 'Tau' });
    const memberPage = await pageOf(member.visitor);
    await memberPage.page.goto(joinLink);
    await hydrated(memberPage.page);
    await memberPage.page.getByRole('button', { name: /^Join/ }).click();
    await expect.poll(() => toastText(memberPage.page), PAGE).toMatch(new RegExp(organisationName));
    await saveScreens(memberPage.page, 'organisation-03-member-joined', 1);

    // The administrator uploads a CSV of members with a bad row, and reads the report.
    await page.getByRole('navigation', { name: 'Organisation pages' }).getByRole('link', { name: 'Import' }).click();
    await page.waitForURL(`${base}/organisation/import?org=${organisationId}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-04-import', 3);
    await uploadAndWaitForReport(
      page,
      [
        ['first name', 'last name', 'email', 'phone', 'category', 'group'],
        ['Grace', 'Namaliu', `grace.${stamp}@example.org`, '', 'Churches & NGOs', 'Choir'],
        ['Tom', 'Kapa', `tom.${stamp}@example.org`, '', '', 'Choir'],
        ['Lucy', 'Bani', '', newLearner().mobilePhone, '', ''],
      ],
      'choir.csv',
    );
    expect(await page.getByTestId('count-invited').innerText()).toContain('2');
    expect(await page.getByTestId('count-rejected').innerText()).toContain('1');
    const firstRow = await page.getByTestId('import-row').first().innerText();
    expect(firstRow).toContain('Lucy Bani');
    expect(firstRow).toContain('An email address is needed: members sign in with their email.');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-05-import-report', 3);

    // The member who joined by the link goes into the choir the import made.
    await page.getByRole('navigation', { name: 'Organisation pages' }).getByRole('link', { name: 'Groups' }).click();
    await page.waitForURL(`${base}/organisation/groups?org=${organisationId}`);
    await hydrated(page);
    expect(await page.getByTestId('group').innerText()).toMatch(/Choir\s+2 members/);
    await page.getByLabel('Search members').fill(member.details.email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(/&q=/);
    await page.getByRole('checkbox', { name: /Kila Tau/ }).check();
    await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Choir' });
    await page.getByRole('button', { name: 'Add to group' }).click();
    await expect.poll(() => toastText(page), PAGE).toBe('1 member added to Choir');
    expect(await page.getByTestId('group').innerText()).toMatch(/Choir\s+3 members/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-06-groups', 3);

    // A free course for every member.
    await page
      .getByRole('navigation', { name: 'Organisation pages' })
      .getByRole('link', { name: 'Assignments' })
      .click();
    await page.waitForURL(`${base}/organisation/assignments?org=${organisationId}`);
    await hydrated(page);
    await page.getByLabel('Course', { exact: true }).selectOption({ label: `${scams.data.title} (free)` });
    await page.getByLabel('Assign to', { exact: true }).selectOption({ label: 'Every member' });
    await page.getByRole('button', { name: 'Assign course' }).click();
    await expect.poll(() => toastText(page), PAGE).toBe(`${scams.data.title} assigned`);
    expect(await page.getByTestId('assignment').innerText()).toContain('Every member');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-07-assignments', 2);

    // The member sees it on their dashboard, enrols there, and finishes it.
    await memberPage.page.goto(base);
    await hydrated(memberPage.page);
    expect(await memberPage.page.locator('main').innerText()).toContain(`Assigned by ${organisationName}`);
    await memberPage.page.getByRole('link', { name: `Enroll in ${scams.data.title}` }).click();
    await memberPage.page.waitForURL(`${base}/courses/${scamsId}`);
    await hydrated(memberPage.page);
    await memberPage.page
      .getByRole('button', { name: /Enroll Now/ })
      .first()
      .click();
    await expect.poll(() => toastText(memberPage.page), PAGE).toMatch(/Enrollment Successful/);
    const certificateId = await finishCourse(member.visitor);
    await memberPage.close();

    // The dashboard shows the completion and the certificate, on the phone without sideways scrolling.
    await page.getByRole('navigation', { name: 'Organisation pages' }).getByRole('link', { name: 'Members' }).click();
    await page.waitForURL(`${base}/organisation?org=${organisationId}`);
    await page.getByLabel('Search', { exact: true }).fill(member.details.email);
    await page.getByRole('button', { name: 'Show members' }).click();
    await page.waitForURL(/&q=/);
    const row = page.getByTestId('member-row');
    await expect.poll(() => row.count(), PAGE).toBe(1);
    const shown = await row.innerText();
    expect(shown).toContain('Kila Tau');
    expect(shown).toContain('Choir');
    expect(shown).toContain('Completed');
    expect(shown).toContain(certificateId);
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Show members' }).click();
    await expect.poll(() => row.count(), PAGE).toBe(3);
    // Grace and Tom are invited until they accept: not counted as members yet.
    expect(await page.getByTestId('total-members').innerText()).toContain('1');
    expect(await page.getByTestId('total-invited').innerText()).toContain('2');
    expect(await page.getByTestId('total-certificates').innerText()).toContain('1');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-08-dashboard-completed', 4);

    // Download CSV: the same members, with the completion and the certificate.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Kokopo Catholic Youth [a-z0-9]+ members \d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    const line = csv.split('\r\n').find((item) => item.includes(member.details.email))!;
    expect(line).toContain('Kila');
    expect(line).toContain(certificateId);
    expect(line).toMatch(/completed/i);

    // The printable summary.
    await page.getByRole('link', { name: 'Print summary' }).first().click();
    await page.waitForURL(`${base}/organisation/summary?org=${organisationId}`);
    expect(await page.getByTestId('summary-courses').innerText()).toContain(scams.data.title);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-09-summary', 2);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: organisationName }).isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' }).catch(() => null);
    if (pdf) expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await page.emulateMedia({ media: 'screen' });

    expect(unexpected(admin.problems)).toEqual([]);
    await admin.close();
  });
});

describe('an administrator without JavaScript', () => {
  it('uploads a CSV and reads the report, the page refreshing itself while the import runs', async () => {
    const administrator = await registerAdministrator(base, { firstName: 'Peter', lastName: 'Wari' });
    const { id: organisationId } = await createOrganisation({
      name: `Alotau Teachers ${stamp}`,
      kind: 'school',
      province: 'Milne Bay',
      administrators: [administrator.details.email],
    });
    const { page, problems, close } = await pageOf(administrator.visitor, { javaScript: false });
    await page.goto(`${base}/organisation/import?org=${organisationId}`);
    const rows = [['first name', 'last name', 'email']];
    // Enough rows that the first answer finds it running: the refresh without JavaScript is what shows the end.
    for (let index = 0; index < 150; index += 1)
      rows.push([`Teacher${index}`, 'Gima', `teacher${index}.${stamp}@example.org`]);
    rows.push(['Teacher0', 'Again', `teacher0.${stamp}@example.org`]);
    const { sawItRunning } = await uploadAndWaitForReport(page, rows, 'teachers.csv');
    expect(sawItRunning).toBe(true);
    expect(await page.getByTestId('count-invited').innerText()).toContain('150');
    expect(await page.getByTestId('count-rejected').innerText()).toContain('1');
    expect(await page.getByTestId('import-row').first().innerText()).toContain('row 2');
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    await fitsThePhone(page);
    await saveScreens(page, 'organisation-10-no-js-report', 2);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });
});
