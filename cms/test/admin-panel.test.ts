/**
 * The admin panel in Chromium at desktop width, as an editor uses it (issue 12, ADR 0030): a course's form shows
 * labels in its dropdowns, its modules in order, and what stops learners from seeing them. The platform's CMS serves
 * the built admin panel. With SCREENSHOT_DIR set, saves the screens for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { testPlatform, unique } from '@kundu/test-platform';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentManager, inviteAdmin, type Json } from './support/api';
import { registerCompleteLearner, registerLearner } from './support/learners';

const DESKTOP = { width: 1440, height: 1000 };
const COURSE = 'api::course.course';
const MODULE = 'api::course-module.course-module';

const platform = testPlatform();
const { cms } = platform;
/** A course of this file's own: its address name is made from its title, and the list is searched for it. */
const tag = unique();
const TITLE = `Governance for Church Boards ${tag}`;
let browser: Browser;
let courseId: string;
let quizzedModuleId: string;

const QUIZ = [
  {
    prompt: 'A caller says he is from your bank and asks for your PIN. What do you do?',
    explanation: 'Banks never ask for a PIN.',
    options: [
      { text: 'Hang up and call the bank', isCorrect: true },
      { text: 'Give the PIN', isCorrect: false },
    ],
  },
];

beforeAll(async () => {
  const cm = contentManager(cms.url, await platform.admin.token());
  const course = (await cm('POST', COURSE, {
    title: TITLE,
    slug: 'course',
    description: 'Run a board that protects its members’ data and money.',
    domain: 'cyber_grc',
    difficulty: 'Intermediate',
    targetRoles: [{ role: 'churches_ngos' }],
    isFree: true,
  })) as { data: Json };
  courseId = course.data.documentId as string;
  for (const [title, quiz, published] of [
    ['Who holds the keys', QUIZ, true],
    ['Keeping member records', [], false],
  ] as const) {
    const module = (await cm('POST', MODULE, {
      title,
      slug: 'course-module',
      description: 'What this module teaches.',
      estimatedDuration: '15 minutes',
      passMark: 70,
      lesson: `## ${title}\n\nShort paragraphs for a phone.`,
      quiz,
      course: { connect: [{ documentId: courseId }] },
    })) as { data: Json };
    if (quiz.length > 0) quizzedModuleId = module.data.documentId as string;
    if (published) await cm('POST', `${MODULE}/${module.data.documentId}/actions/publish`, {});
  }
  await cm('POST', `${COURSE}/${courseId}/actions/publish`, {});
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
});

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

async function signIn(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${cms.url}/admin/auth/login`);
  await page.getByLabel('Email').fill(platform.admin.email);
  await page.getByLabel('Password').fill(platform.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin(\/)?$/);
  return page;
}

it('shows a course with labels, its modules in order and what learners will miss', async () => {
  const page = await signIn();
  await page.goto(`${cms.url}/admin/content-manager/collection-types/${COURSE}/${courseId}`);
  await expect.poll(() => page.getByRole('heading', { name: TITLE }).count(), { timeout: 30_000 }).toBe(1);

  // The Domain dropdown shows the label of the stored code cyber_grc, and offers labels.
  const domain = page.getByRole('combobox', { name: 'Domain' });
  await expect.poll(() => domain.textContent()).toBe('Cyber GRC');
  await expect.poll(() => page.getByText('cyber_grc', { exact: true }).count()).toBe(0);
  await domain.click();
  const options = await page.getByRole('option').allTextContents();
  expect(options).toEqual(
    expect.arrayContaining(['Cyber Security', 'Cyber Defense', 'Cyber Assurance', 'Cyber Crime', 'Cyber GRC']),
  );
  expect(options.join(' ')).not.toMatch(/cyber_/);
  await screenshot(page, 'admin-course-domain-open');
  await page.keyboard.press('Escape');

  // The address name was made from the title, not left as "course".
  await expect.poll(() => page.getByLabel('Address name').inputValue()).toBe(`governance-for-church-boards-${tag}`);

  // The Modules list, in order, and the checks beside it.
  const modules = page.getByRole('list').filter({ hasText: 'Who holds the keys' });
  await expect
    .poll(() => modules.getByRole('listitem').allTextContents())
    .toEqual([expect.stringContaining('Who holds the keys'), expect.stringContaining('Keeping member records')]);
  const checks = page.getByTestId('course-checks');
  await expect
    .poll(() => checks.textContent())
    .toContain('Not published yet, so learners do not see them: “Keeping member records”.');
  expect(await checks.textContent()).toContain(
    'No quiz, so learners finish them by reading them: “Keeping member records”.',
  );
  // The content quality check (ADR 0041), in words: one two-option question whose right answer is the longer.
  const said = await checks.textContent();
  expect(said).toContain(
    'The right answer is the longest option in 100% of this course’s questions, so learners can pass by picking the longest: keep it to 40% or less.',
  );
  expect(said).toContain(
    '“Who holds the keys” asks 1 quiz question with a pass mark of 70%, learners must get every one right: give it at least 4.',
  );
  expect(said).toContain('“Who holds the keys” says 15 minutes but its text and quiz take about 1 minute');
  expect(said).toContain('This course states no duration: its text and quiz take about 1 minute.');
  await modules.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-course-modules');

  // The Free course switch reads Yes / No.
  const free = page.getByRole('checkbox', { name: 'Free course' });
  expect(await free.isChecked()).toBe(true);
  await expect.poll(() => page.getByText('Yes', { exact: true }).count()).toBeGreaterThan(0);

  // The list of courses shows the domain's label too (searched for this course: the platform has many).
  await page.goto(`${cms.url}/admin/content-manager/collection-types/${COURSE}?page=1&pageSize=10&_q=${tag}`);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect.poll(() => row.textContent()).toContain('Cyber GRC');
  expect(await row.textContent()).not.toContain('cyber_grc');
  await screenshot(page, 'admin-course-list');

  // A module's own panel says where its quiz pulls the course's figures.
  await page.goto(`${cms.url}/admin/content-manager/collection-types/${MODULE}/${quizzedModuleId}`);
  const moduleChecks = page.getByTestId('course-checks');
  await expect
    .poll(() => moduleChecks.textContent(), { timeout: 30_000 })
    .toContain(
      'In 1 of 1 questions the right answer is the longest option: learners can guess it. Make a wrong option as long, or the right one shorter.',
    );
  expect(await moduleChecks.textContent()).toContain(
    'No questions have 4 options: add a fourth real mistake where one exists.',
  );
  await screenshot(page, 'admin-module-checks');
}, 120_000);

it('shows a pooled module’s Questions per attempt and Activity minutes, and checks the questions asked', async () => {
  const cm = contentManager(cms.url, await platform.admin.token());
  const pool = Array.from({ length: 6 }, (_, index) => ({
    prompt: `Which board minute ${index + 1} records the vote?`,
    explanation: `Minute ${index + 1} is the one signed.`,
    options: ['The signed minute', 'The draft minute', 'The chair’s notes', 'An email about it'].map((text, at) => ({
      text: `${text} ${index + 1}`,
      isCorrect: at === index % 4,
    })),
  }));
  const module = (await cm('POST', MODULE, {
    title: `Minutes that hold up ${tag}`,
    slug: 'course-module',
    description: 'What this module teaches.',
    estimatedDuration: '15 minutes',
    passMark: 70,
    lesson: '## Minutes\n\nShort paragraphs for a phone.',
    quiz: pool,
    quizDraw: 3,
    activityMinutes: 12,
    course: { connect: [{ documentId: courseId }] },
  })) as { data: Json };
  const page = await signIn();
  await page.goto(`${cms.url}/admin/content-manager/collection-types/${MODULE}/${module.data.documentId}`);
  const draw = page.getByLabel('Questions per attempt');
  await expect.poll(() => draw.inputValue(), { timeout: 30_000 }).toBe('3');
  expect(await page.getByLabel('Activity minutes').inputValue()).toBe('12');
  // Parts of the form (the side panels, the relations) load after the fields: read the hints once they are all there.
  const form = page.locator('main');
  // The form may briefly show "Loading content." again while a panel reloads: wait for both hints in one reading.
  await expect
    .poll(
      async () => {
        const text = await form.innerText();
        return (
          text.includes('Leave empty to ask every question.') &&
          text.includes('Minutes of exercises or templates the learner works through outside the lesson text.')
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // The panel counts the questions an attempt asks and the activity's minutes, as the seed's check does.
  const checks = page.getByTestId('course-checks');
  await expect
    .poll(() => checks.textContent(), { timeout: 30_000 })
    .toContain(
      `“Minutes that hold up ${tag}” asks 3 quiz questions (drawn from 6) with a pass mark of 70%, learners must get every one right: give it at least 4.`,
    );
  // 15 minutes: 3 questions asked and 12 minutes of activity (without them: 6 questions, no activity, 6 minutes).
  expect(await checks.textContent()).not.toContain('says 15 minutes');
  await draw.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-module-pool');
}, 120_000);

it('tells an Editor which course and modules have no Tok Pisin version, and a Tok Pisin quiz that does not match', async () => {
  const cm = contentManager(cms.url, await platform.admin.token());
  const question = (prompt: string, right: number) => ({
    prompt,
    explanation: 'The bank never asks.',
    options: ['Hang up', 'Give the PIN', 'Send the code', 'Reply YES'].map((text, index) => ({
      text,
      isCorrect: index === right,
    })),
  });
  const course = (await cm('POST', COURSE, {
    title: `Money in the church account ${tag}`,
    slug: 'course',
    description: 'Keep the church account safe from fraud.',
    domain: 'cyber_grc',
    targetRoles: [{ role: 'churches_ngos' }],
    isFree: true,
  })) as { data: Json };
  const id = course.data.documentId as string;
  const moduleIds: string[] = [];
  for (const title of [`Two signatures ${tag}`, `Statements every month ${tag}`]) {
    const module = (await cm('POST', MODULE, {
      title,
      slug: 'course-module',
      description: 'What this module teaches.',
      estimatedDuration: '15 minutes',
      passMark: 70,
      lesson: `## ${title}\n\nShort paragraphs for a phone.`,
      quiz: [question('A caller asks for the PIN. What do you do?', 1)],
      course: { connect: [{ documentId: id }] },
    })) as { data: Json };
    moduleIds.push(module.data.documentId as string);
  }
  // The first module in Tok Pisin, its right answer moved to the first option.
  await cm('PUT', `${MODULE}/${moduleIds[0]}?locale=tpi`, {
    title: `Tupela sain ${tag}`,
    description: 'Wanem samting dispela hap skul i skulim.',
    estimatedDuration: '15 minit',
    lesson: '## Tupela sain\n\nSotpela toktok bilong fon.',
    quiz: [question('Wanpela man i kol na askim PIN. Yu mekim wanem?', 0)],
  });

  const editor = `money-editor-${tag}@kundu.example`;
  await inviteAdmin(cms.url, await platform.admin.token(), 'strapi-editor', editor);
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${cms.url}/admin/auth/login`);
  await page.getByLabel('Email').fill(editor);
  await page.getByLabel('Password').fill('Staff-Password-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin(\/)?$/);

  await page.goto(`${cms.url}/admin/content-manager/collection-types/${COURSE}/${id}`);
  const checks = page.getByTestId('course-checks');
  await expect
    .poll(() => checks.textContent(), { timeout: 30_000 })
    .toContain('No Tok Pisin version yet: learners who read Tok Pisin see this course in English, marked “English”.');
  const said = await checks.textContent();
  expect(said).toContain(
    `No Tok Pisin version yet, so learners who read Tok Pisin see them in English: “Statements every month ${tag}”.`,
  );
  expect(said).toContain(
    `The Tok Pisin quiz does not match the English one, so learners who read Tok Pisin get the English quiz: “Two signatures ${tag}” (in question 1 the right answer is the first option in Tok Pisin and the second in English).`,
  );
  await screenshot(page, 'admin-course-tok-pisin-checks');

  await page.goto(`${cms.url}/admin/content-manager/collection-types/${MODULE}/${moduleIds[0]}`);
  await expect
    .poll(() => page.getByTestId('course-checks').textContent(), { timeout: 30_000 })
    .toContain(
      'The Tok Pisin quiz does not match the English one, so learners who read Tok Pisin get the English quiz: in question 1 the right answer is the first option in Tok Pisin and the second in English.',
    );
  await page.goto(`${cms.url}/admin/content-manager/collection-types/${MODULE}/${moduleIds[1]}`);
  await expect
    .poll(() => page.getByTestId('course-checks').textContent(), { timeout: 30_000 })
    .toContain('No Tok Pisin version yet: learners who read Tok Pisin see this module in English.');

  // Strapi's list view says which languages each entry is in.
  await page.goto(`${cms.url}/admin/content-manager/collection-types/${MODULE}?page=1&pageSize=10&_q=${tag}`);
  const translated = page.getByRole('row').filter({ hasText: `Two signatures ${tag}` });
  await expect.poll(() => translated.textContent(), { timeout: 30_000 }).toContain('English (en) (default)');
  await screenshot(page, 'admin-module-list-available-in');
  expect(await translated.textContent()).toContain('English (en) (default), Tok Pisin (tpi)');
  expect(await page.locator('thead').innerText()).toMatch(/available in/i);
  const untranslated = page.getByRole('row').filter({ hasText: `Statements every month ${tag}` });
  expect(await untranslated.textContent()).toContain('English (en) (default)');
  expect(await untranslated.textContent()).not.toContain('Tok Pisin');
  await page.goto(`${cms.url}/admin/content-manager/collection-types/${COURSE}?page=1&pageSize=10&_q=${tag}`);
  const courseRow = page.getByRole('row').filter({ hasText: `Money in the church account ${tag}` });
  await expect.poll(() => courseRow.textContent(), { timeout: 30_000 }).toContain('English (en) (default)');
  expect(await page.locator('thead').innerText()).toMatch(/available in/i);
  await screenshot(page, 'admin-course-list-available-in');
  await context.close();
}, 180_000);

it('lets Learner support fulfil a learner’s data request from the learner’s entry, and hides it from an Editor', async () => {
  const learner = await registerCompleteLearner(cms, { firstName: 'Rose', lastName: `Ipai ${tag}` });
  const accountId = String(learner.user.id);
  const staff = async (role: string, email: string) => {
    await inviteAdmin(cms.url, await platform.admin.token(), role, email);
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${cms.url}/admin/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Staff-Password-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin(\/)?$/);
    return page;
  };
  const entry = `${cms.url}/admin/content-manager/collection-types/plugin::users-permissions.user/${accountId}`;

  const support = await staff('kundu-learner-support', `learner-support-${tag}@kundu.example`);
  await support.goto(entry);
  const panel = support.getByRole('heading', { name: 'Their data request' });
  await expect.poll(() => panel.count(), { timeout: 30_000 }).toBe(1);
  await support.getByLabel('Request reference').fill(`Phone call of 2 December 2026 ${tag}`);
  await support.getByRole('button', { name: 'Make a download link' }).click();
  const link = support.getByRole('link', { name: 'Download the learner’s data' });
  await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1);
  expect(await link.getAttribute('href')).toMatch(/\/my-data\/[A-Za-z0-9_-]{43}$/);
  expect(await support.getByTestId('data-request-outcome').innerText()).toMatch(
    /Works once, until \d{2}:\d{2} \(Port Moresby\)/,
  );
  await screenshot(support, 'admin-data-request-link');

  // Deleting needs the certificates' fate and the tick.
  const remove = support.getByRole('button', { name: 'Delete this account' });
  expect(await remove.isDisabled()).toBe(true);
  await support.getByRole('radio', { name: 'Withdraw their certificates and remove the name' }).click();
  await support.getByRole('checkbox', { name: 'The learner asked for their account to be deleted' }).click();
  await remove.click();
  await expect
    .poll(() => support.getByTestId('data-request-outcome').innerText(), { timeout: 30_000 })
    .toContain('The account is deleted.');
  await screenshot(support, 'admin-data-request-deleted');
  expect(await cms.query('SELECT id FROM up_users WHERE document_id = ?', [accountId])).toEqual([]);
  const audit = await cms.query<{ action: string }>(
    'SELECT action FROM audit_entries WHERE learner_id = ? ORDER BY id',
    [accountId],
  );
  expect(audit.map((row) => row.action)).toEqual(["exported a learner's data", "deleted a learner's account"]);

  // An Editor opening a learner (they may not: ADR 0025) gets no such panel either.
  const other = await registerLearner(cms);
  const editor = await staff('strapi-editor', `data-editor-${tag}@kundu.example`);
  await editor.goto(
    `${cms.url}/admin/content-manager/collection-types/plugin::users-permissions.user/${String(other.user.id)}`,
  );
  await editor.waitForLoadState('networkidle');
  expect(await editor.getByRole('heading', { name: 'Their data request' }).count()).toBe(0);
}, 120_000);
