/**
 * A learner's whole way in real Chromium on a 360 px phone, on the seeded courses: from an empty dashboard to a
 * certificate (browse, enrol, study, fail then pass a quiz, see the dashboard change, open, download and share the
 * certificate), a paid course with an access code, and the same without JavaScript (enrol, a module, a quiz, a
 * module marked read). Every page is checked with axe-core and for console errors.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { endQuizWait } from '@kundu/cms/testing/learners';
import { testPlatform, unique } from '@kundu/test-platform';
import {
  createAccessCode,
  publishCourse,
  publishTokPisinCourse,
  publishVinePool,
  revokeCertificate,
  unpublishCourse,
  waitForStorefront,
} from '../support/cms-admin';
import {
  launchBrowser,
  openPage,
  PHONE,
  saveScreens,
  seriousAccessibilityViolations,
  type OpenPage,
  waitForHydration,
} from '../support/browser';
import { readPdf } from '../support/pdf';
import { quizFormFor, seededCourse, type SeededCourse } from '../support/seeded-quizzes';
import { startStorefront } from '../support/storefront-server';
import { registerCompleteLearner, type Visitor } from '../support/visitor';

/** The platform's storefront: it trusts X-Forwarded-For (each learner has an address of its own) and keeps the
 * CMS's answers for half a second. */
const base = testPlatform().storefront.url;
let browser: Browser;
let scams: SeededCourse;

beforeAll(async () => {
  [browser, scams] = await Promise.all([launchBrowser(), seededCourse('spot-and-stop-sms-and-whatsapp-scams')]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** A browser page signed in as a learner with a complete profile (registered as a previous visit would have). */
async function signedInPage(
  options: { javaScript?: boolean } = {},
): Promise<OpenPage & { visitor: Visitor; details: { firstName: string; lastName: string; email: string } }> {
  const { visitor, details } = await registerCompleteLearner(base, { firstName: 'Grace', lastName: 'Pomat' });
  const opened = await openPage(browser, { ...options, headers: { 'x-forwarded-for': visitor.address } });
  await opened.page.context().addCookies([{ name: 'kundu_session', value: visitor.session!, url: base }]);
  return Object.assign(opened, { visitor, details });
}

async function hydrated(page: Page) {
  await waitForHydration(page);
}

/** Pages come from the CMS over loopback: allow a slow machine a few seconds for each. */
const PAGE = { timeout: 10_000 };

async function toastText(page: Page): Promise<string> {
  const shown = page.getByTestId('toast');
  if ((await shown.count()) === 0) return '';
  return (await shown.first().innerText()).replace(/\s*\n+\s*/g, ' | ').trim();
}

async function expectToast(page: Page, expected: string | RegExp) {
  const polled = expect.poll(() => toastText(page), PAGE);
  await (typeof expected === 'string' ? polled.toBe(expected) : polled.toMatch(expected));
}

/** An option of a question, found by its text as a learner finds it (each attempt has an order of its own). */
const option = (page: Page, question: number, text: string) =>
  page.locator('#quiz fieldset').nth(question).getByLabel(text, { exact: true });

async function chooseAnswers(page: Page, texts: string[]) {
  for (const [index, text] of texts.entries()) await option(page, index, text).check();
}

async function answerQuiz(page: Page, texts: string[]) {
  await chooseAnswers(page, texts);
  await page.getByRole('button', { name: 'Submit Answers' }).click();
}

/** Whether all of it is on the screen as it is now, the learner scrolling nothing. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return (
    box !== null && box.y >= 0 && box.y + box.height <= PHONE.height && box.x >= 0 && box.x + box.width <= PHONE.width
  );
}

/** What went wrong in the page, leaving out the 4xx answers forms give on purpose (a skipped question is a 400). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/Failed to load resource: the server responded with a status of 40\d/.test(problem));

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`).innerText();

describe('a learner with JavaScript, on a phone', () => {
  it('goes from an empty dashboard to a certificate: browse, enrol, study, fail, wait, pass, share', async () => {
    const { page, problems, close, details } = await signedInPage();
    const name = `${details.firstName} ${details.lastName}`;
    await page.goto(base);
    await hydrated(page);
    expect(await stat(page, 'Courses Enrolled')).toBe('0');
    await page.getByRole('link', { name: 'Browse Courses' }).first().click();
    await page.waitForURL(`${base}/courses`);
    await page.getByRole('searchbox').fill('SMS');
    // The search applies itself a moment after typing: a click before that would be overtaken by it.
    await page.waitForURL(/q=SMS/);
    await page.getByRole('link', { name: new RegExp(`View Course.*${scams.data.title}`) }).click();
    await page.waitForURL(/\/courses\/[a-z0-9]+$/);
    const courseUrl = page.url();

    // Ready to Start? with Enroll Now (spec 2.7), then You're Enrolled! and the toast (spec 8).
    const card = page.getByTestId('enrolment-card');
    await expect.poll(() => card.getByRole('heading').innerText(), PAGE).toBe('Ready to Start?');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'learning-01-course-ready');
    await card.getByRole('button', { name: 'Enroll Now' }).click();
    await expectToast(page, 'Enrollment Successful | You have been enrolled in this course!');
    await expect.poll(() => card.getByRole('heading').innerText(), PAGE).toBe("You're Enrolled!");
    expect(await page.getByTestId('course-progress').innerText()).toBe('0%');
    expect(await page.getByTestId('course-module').count()).toBe(scams.modules.length);
    await saveScreens(page, 'learning-02-course-enrolled');

    // Continue Learning opens the first module: the lesson, its size on prepaid data, the quiz.
    await card.getByRole('link', { name: 'Continue Learning' }).click();
    await page.waitForURL(/\/modules\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), PAGE).toBe(scams.modules[0]!.title);
    expect(await page.getByTestId('lesson').innerText()).toContain(scams.modules[0]!.lessonStart);
    expect(await page.locator('main').innerText()).toMatch(/Lesson and quiz: \d+ KB to download, under 1 toea/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'learning-03-module');

    // A failed attempt says which answers were wrong and why, not which were right, and when to try again.
    await answerQuiz(page, scams.modules[0]!.wrong);
    const result = page.getByTestId('quiz-result');
    await expect
      .poll(() => result.getByRole('heading').innerText(), PAGE)
      .toBe('Not yet. Read the explanations and try again.');
    expect(await page.getByTestId('quiz-score').innerText()).toBe('You scored 0%. The pass mark is 70%.');
    expect(await page.getByTestId('quiz-wait').innerText()).toMatch(/^You can try again in (30|2\d) seconds\.$/);
    const feedback = page.getByTestId('quiz-feedback');
    expect(await feedback.count()).toBe(scams.modules[0]!.wrong.length);
    for (const [index, question] of scams.data.modules[0]!.quiz.entries()) {
      const text = await feedback.nth(index).innerText();
      expect(text).toContain('Not quite');
      expect(text).toContain(`Your answer: ${scams.modules[0]!.wrong[index]}`);
      expect(text).toContain(question.explanation);
      expect(text).not.toContain(scams.modules[0]!.right[index]!);
    }
    expect(await result.innerText()).not.toContain('The right answer');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Not yet. Read the explanations and try again.',
    );
    expect(await onScreen(result.getByRole('link', { name: 'Try Again' }))).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'learning-04-quiz-failed');
    // The wait counts down; it is over when the learner has spent it with the lesson.
    await expect.poll(() => page.getByTestId('quiz-wait').innerText(), PAGE).not.toMatch(/in (30|29) seconds/);
    await endQuizWait(testPlatform().cms, details.email, page.url().split('/modules/')[1]!.split(/[?#]/)[0]!);
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Submit Answers' }).count(), PAGE).toBe(1);
    expect(await page.getByTestId('quiz-wait').count()).toBe(0);

    // Passing each module in turn, with Next, to the end of the course.
    for (const [index, module] of scams.modules.entries()) {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), PAGE).toBe(module.title);
      await answerQuiz(page, module.right);
      const last = index === scams.modules.length - 1;
      await expect
        .poll(() => result.getByRole('heading').innerText(), PAGE)
        .toBe(last ? 'Course complete!' : 'Well done! You passed.');
      if (!last) await result.getByRole('link', { name: `Next: ${scams.modules[index + 1]!.title}` }).click();
    }
    await expect.poll(() => page.getByTestId('course-progress').innerText(), PAGE).toBe('100%');
    // "Course complete!" and View Your Certificate on the phone's screen together, nothing to scroll.
    expect(await onScreen(result.getByRole('heading', { name: 'Course complete!' }))).toBe(true);
    expect(await onScreen(result.getByRole('link', { name: 'View Your Certificate' }))).toBe(true);
    await saveScreens(page, 'learning-05-course-complete');
    await result.getByRole('link', { name: 'View Your Certificate' }).click();
    await page.waitForURL(/\/certificate\/KCA-/);
    const code = page.url().split('/').pop()!;
    expect(await page.getByTestId('recipient').innerText()).toBe(name);
    expect(await page.locator('main').innerText()).toContain(scams.data.title);
    expect(await page.getByTestId('certificate-owner').innerText()).toContain('This is your certificate.');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'learning-06-certificate', 4);

    // Download opens the PDF; its QR code opens this page.
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Download Certificate' }).click();
    const pdfPage = await popup;
    expect(pdfPage.url()).toBe(`${base}/api/certificate/${code}/download`);
    const pdf = await readPdf(new Uint8Array(await (await page.request.get(pdfPage.url())).body()));
    expect(pdf.text).toContain(code);
    // The CMS's STOREFRONT_PUBLIC_URL: on the platform, this storefront.
    const publicUrl = `${base}/certificate/${code}`;
    expect(pdf.qrCodes).toEqual([publicUrl]);
    await pdfPage.close();
    // Never the address the PDF was asked at: a storefront elsewhere gives the same one.
    const elsewhere = await startStorefront(testPlatform().cms);
    try {
      const download = await fetch(`${elsewhere.url}/api/certificate/${code}/download`);
      expect((await readPdf(new Uint8Array(await download.arrayBuffer()))).qrCodes).toEqual([publicUrl]);
    } finally {
      await elsewhere.stop();
    }

    // Share Achievement: no share sheet in this browser, so the link is copied (spec 8).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share Achievement' }).click();
    await expectToast(page, 'Certificate link copied | Share your achievement with others!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);

    // The dashboard shows the course completed and the certificate (spec 2.5).
    await page
      .getByRole('button', { name: 'Menu' })
      .or(page.getByText('Menu', { exact: true }))
      .first()
      .click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${base}/`);
    await expect.poll(() => stat(page, 'Courses Completed'), PAGE).toBe('1');
    expect(await stat(page, 'Courses Enrolled')).toBe('1');
    expect(await stat(page, 'Certificates Earned')).toBe('1');
    expect(await stat(page, 'In Progress')).toBe('0');
    expect(await page.getByTestId('overall-progress').innerText()).toBe('100%');
    const current = page.getByTestId('current-course');
    expect(await current.innerText()).toContain('Completed');
    expect(await current.getByRole('link', { name: /Continue/ }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Recent Activity' }).innerText()).toContain(
      `Completed ${scams.data.title}`,
    );
    await page.getByRole('link', { name: 'View Certificates' }).click();
    await page.getByRole('link', { name: `View certificate: ${scams.data.title}` }).click();
    await page.waitForURL(`${base}/certificate/${code}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The course page now says so. (Once the certificate page's requests are done: leaving in the middle of one makes
    // Remix log the aborted fetch, which is the test's doing, not the site's.)
    await page.waitForLoadState('networkidle');
    await page.goto(courseUrl);
    expect(await page.getByTestId('enrolment-card').innerText()).toMatch(/You completed this course on/);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it('shows the first three courses on the dashboard, View All Courses, and three recent activities', async () => {
    const { page, problems, close, visitor } = await signedInPage();
    const free = (await (await fetch(`${base}/api/courses?free=true`)).json()) as Array<{ id: string; title: string }>;
    for (const course of free.slice(0, 4)) {
      expect((await visitor.call('/api/enrollments', { json: { courseId: course.id } })).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await page.goto(base);
    expect(await stat(page, 'Courses Enrolled')).toBe('4');
    expect(await stat(page, 'In Progress')).toBe('4');
    const current = page.getByTestId('current-course');
    expect(await current.count()).toBe(3);
    // Newest first; each labelled Course # and the last 8 characters of its id (spec 2.5).
    const newest = free[3]!;
    expect(await current.first().innerText()).toContain(`Course #${newest.id.slice(-8)}`);
    expect(await current.first().innerText()).toMatch(/In Progress[\s\S]*0%[\s\S]*Enrolled /);
    expect(
      await current
        .first()
        .getByRole('link', { name: /Continue/ })
        .getAttribute('href'),
    ).toBe(`/courses/${newest.id}`);
    expect(await page.getByRole('link', { name: 'View All Courses' }).getAttribute('href')).toBe('/courses');
    expect(await page.getByRole('region', { name: 'Recent Activity' }).locator('li').count()).toBe(3);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'learning-11-dashboard-four-courses', 3);
    expect(problems).toEqual([]);
    await close();
  });

  it('enrols in a paid course with an access code after a wrong one fails', async () => {
    const courses = (await (await fetch(`${base}/api/courses`)).json()) as Array<{
      id: string;
      slug: string;
      priceKina: number;
    }>;
    const paid = courses.find((course) => course.slug === 'auditing-user-access-and-accounts')!;
    const code = await createAccessCode(paid.id);
    const { page, problems, close } = await signedInPage();
    await page.goto(`${base}/courses/${paid.id}`);
    await hydrated(page);
    const card = page.getByTestId('enrolment-card');
    expect(await card.innerText()).toContain(`This course costs K${paid.priceKina.toFixed(2)}.`);
    await card.getByLabel('Access code').fill('NOT-A-CODE-1');
    await card.getByRole('button', { name: 'Enroll Now' }).click();
    await expectToast(
      page,
      'Enrollment Failed | This access code is not valid for this course. Check it and try again.',
    );
    expect(await page.locator('#accessCode-error').innerText()).toBe(
      'This access code is not valid for this course. Check it and try again.',
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'learning-07-paid-refused');
    await card.getByLabel('Access code').fill(code.toLowerCase());
    await card.getByRole('button', { name: 'Enroll Now' }).click();
    await expectToast(page, 'Enrollment Successful | You have been enrolled in this course!');
    await expect.poll(() => card.getByRole('heading').innerText(), PAGE).toBe("You're Enrolled!");
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it('shows a revoked certificate as Revoked, without download or share', async () => {
    const { visitor } = await registerCompleteLearner(base);
    const courses = (await (await fetch(`${base}/api/courses`)).json()) as Array<{ id: string; slug: string }>;
    const courseId = courses.find((course) => course.slug === scams.data.slug)!.id;
    await visitor.call('/api/enrollments', { json: { courseId } });
    const modules = (await (await fetch(`${base}/api/courses/${courseId}/modules`)).json()) as Array<{ id: string }>;
    for (const [index, module] of scams.modules.entries()) {
      const path = `/courses/${courseId}/modules/${modules[index]!.id}`;
      await visitor.call(path, {
        method: 'POST',
        body: quizFormFor((await visitor.call(path)).text, module.right).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    const code = (await visitor.call('/api/user/dashboard')).body.certificates[0].id as string;
    await revokeCertificate(code);
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${base}/certificate/${code}`);
    expect(await page.getByTestId('revoked').innerText()).toMatch(
      /Revoked\s+This certificate was revoked on \d{1,2} \w{3} \d{4}\. It is no longer valid\./,
    );
    expect(await page.getByRole('link', { name: 'Download Certificate' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Share Achievement' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreens(page, 'learning-08-revoked');
    expect(problems.join('\n')).toBe('');
    await close();
  });
});

describe('a learner without JavaScript', () => {
  it('enrols, is told about a skipped question, fails, is told to wait, passes and completes the course', async () => {
    const { page, problems, close, details } = await signedInPage({ javaScript: false });
    const courses = (await (await fetch(`${base}/api/courses`)).json()) as Array<{ id: string; slug: string }>;
    const courseId = courses.find((course) => course.slug === scams.data.slug)!.id;
    await page.goto(`${base}/courses/${courseId}`);
    const card = page.getByTestId('enrolment-card');
    await card.getByRole('button', { name: 'Enroll Now' }).click();
    await page.waitForURL(`${base}/courses/${courseId}`);
    expect(await card.getByRole('heading').innerText()).toBe("You're Enrolled!");
    expect(await toastText(page)).toBe('Enrollment Successful | You have been enrolled in this course!');
    await card.getByRole('link', { name: 'Continue Learning' }).click();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(scams.modules[0]!.title);

    const [, ...rest] = scams.modules[0]!.right;
    for (const [index, text] of rest.entries()) await option(page, index + 1, text).check();
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    expect(await page.locator('#answer-0-error').innerText()).toBe('Choose an answer for question 1.');
    expect(await page.locator('main').innerText()).toContain('Answer every question before you submit.');
    // The answers already chosen are kept.
    expect(await option(page, 1, rest[0]!).isChecked()).toBe(true);
    await saveScreens(page, 'learning-09-nojs-skipped');

    await answerQuiz(page, scams.modules[0]!.wrong);
    expect(new URL(page.url()).hash).toBe('#quiz');
    const result = page.getByTestId('quiz-result');
    expect(await result.innerText()).toContain('Not yet. Read the explanations and try again.');
    expect(await result.innerText()).toContain(scams.data.modules[0]!.quiz[0]!.explanation);
    expect(await result.innerText()).not.toContain('The right answer');
    expect(await page.getByTestId('quiz-wait').innerText()).toMatch(/^You can try again in (30|2\d) seconds\.$/);
    expect(await onScreen(result.getByRole('link', { name: 'Try Again' }))).toBe(true);
    await page.getByRole('link', { name: 'Try Again' }).click();
    expect(await page.getByTestId('quiz-wait').innerText()).toMatch(
      /^You can submit your answers in (30|2\d) seconds\./,
    );
    // Too soon: told so in words, the answers still chosen, nothing counted.
    await answerQuiz(page, scams.modules[0]!.right);
    expect(await page.locator('main').innerText()).toMatch(
      /Not yet: you can submit this quiz again in (30|2\d) seconds\./,
    );
    for (const [index, text] of scams.modules[0]!.right.entries()) {
      expect(await option(page, index, text).isChecked()).toBe(true);
    }
    expect(await page.getByTestId('course-progress').innerText()).toBe('0%');
    await saveScreens(page, 'learning-09-nojs-wait');
    await endQuizWait(testPlatform().cms, details.email, page.url().split('/modules/')[1]!.split(/[?#]/)[0]!);
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    expect(await result.innerText()).toContain('Well done! You passed.');
    expect(await page.getByTestId('course-progress').innerText()).toBe('33%');
    await page.getByRole('link', { name: `Next: ${scams.modules[1]!.title}` }).click();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(scams.modules[1]!.title);

    // The rest of the course; the last answer page opens at "Course complete!" with View Your Certificate.
    for (const [index, module] of scams.modules.entries()) {
      if (index === 0) continue;
      await answerQuiz(page, module.right);
      if (index < scams.modules.length - 1) {
        await page.getByRole('link', { name: `Next: ${scams.modules[index + 1]!.title}` }).click();
      }
    }
    expect(await result.getByRole('heading').innerText()).toBe('Course complete!');
    expect(await onScreen(result.getByRole('heading', { name: 'Course complete!' }))).toBe(true);
    expect(await onScreen(result.getByRole('link', { name: 'View Your Certificate' }))).toBe(true);
    await saveScreens(page, 'learning-09-nojs-course-complete');
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it('marks a module without a quiz as read, and finishing the course leads to the certificate', async () => {
    const made = unique();
    const { courseId } = await publishCourse(
      {
        title: `Report a Scam in Papua New Guinea ${made}`,
        slug: `report-a-scam-${made}`,
        description: 'Where to report a scam in PNG, and what to say.',
        domain: 'cyber_crime',
        duration: '15 minutes',
        isFree: true,
      },
      [
        {
          title: 'Who to call',
          slug: `who-to-call-${made}`,
          description: 'The police Cybercrime Unit, your bank, and the NCSC.',
          estimatedDuration: '10 minutes',
          order: 1,
          passMark: 70,
          lesson: '## Who to call\n\nCall your bank first if money left your account, then report it to the police.',
          quiz: [],
        },
      ],
    );
    onTestFinished(() => unpublishCourse(courseId));
    await waitForStorefront(`/api/courses/${courseId}`, () => true, base);
    const { page, problems, close } = await signedInPage({ javaScript: false });
    await page.goto(`${base}/courses/${courseId}`);
    expect(await page.getByTestId('course-module').innerText()).toMatch(/Lesson: \d+ KB to download/);
    expect(await page.locator('main').innerText()).not.toContain('Lesson and quiz');
    await page.getByTestId('enrolment-card').getByRole('button', { name: 'Enroll Now' }).click();
    await page.getByRole('link', { name: 'Continue Learning' }).click();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Who to call');
    expect(await page.locator('main').innerText()).toContain('This module has no quiz. Mark it as read');
    // A lesson only, on the module page as on the course page.
    expect(await page.locator('main').innerText()).toMatch(/Lesson: \d+ KB to download, under 1 toea/);
    expect(await page.locator('main').innerText()).not.toContain('Lesson and quiz');
    await saveScreens(page, 'learning-10-nojs-reading');
    await page.getByRole('button', { name: 'Mark as Read' }).click();
    await page.waitForURL(/\/certificate\/KCA-/);
    expect(await toastText(page)).toBe(
      'Course complete! | Congratulations. Your certificate is ready to view, download and share.',
    );
    expect(await page.getByRole('link', { name: 'Download Certificate' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a module with a question pool (ADR 0044), on a phone', () => {
  it('asks three of its six questions, with and without JavaScript, and scores those', async () => {
    const { courseId, moduleId, pool } = await publishVinePool({ options: 3 });
    onTestFinished(() => unpublishCourse(courseId));
    await waitForStorefront(`/api/courses/${courseId}`, () => true, base);
    const vine = (prompt: string) => `Vine ${/vine (\d+)/.exec(prompt)![1]}`;

    for (const javaScript of [true, false]) {
      const { page, problems, close, visitor } = await signedInPage({ javaScript });
      expect((await visitor.call('/api/enrollments', { json: { courseId } })).status).toBe(201);
      await page.goto(`${base}/courses/${courseId}/modules/${moduleId}`);
      if (javaScript) await hydrated(page);
      const questions = page.locator('#quiz fieldset');
      expect(await questions.count()).toBe(3);
      expect(await page.locator('#quiz').innerText()).toContain('Question 3 of 3');
      const prompts = await Promise.all(
        [0, 1, 2].map(async (index) => {
          const text = await questions.nth(index).innerText();
          return pool.find((question) => text.includes(question.prompt))!.prompt;
        }),
      );
      await page.locator('#quiz').scrollIntoViewIfNeeded();
      await saveScreens(page, `learning-pool-${javaScript ? 'js' : 'nojs'}-quiz`, 2);
      await answerQuiz(page, prompts.map(vine));
      await expect.poll(() => page.locator('main').innerText(), PAGE).toContain('You scored 100%.');
      const result = await page.locator('main').innerText();
      // The course's only module: passing it completes the course.
      expect(result).toContain('Course complete!');
      for (const prompt of prompts) expect(result).toContain(prompt);
      for (const question of pool.filter((entry) => !prompts.includes(entry.prompt)))
        expect(result).not.toContain(question.prompt);
      await saveScreens(page, `learning-pool-${javaScript ? 'js' : 'nojs'}-result`, 2);
      if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(unexpected(problems)).toEqual([]);
      await close();
    }
  });
});

describe('a learner reading Tok Pisin (issue 22, ADR 0049), on a phone', () => {
  it('reads a translated lesson and answers its quiz in Tok Pisin, with and without JavaScript', async () => {
    const course = await publishTokPisinCourse();
    onTestFinished(() => unpublishCourse(course.courseId));
    await waitForStorefront(`/api/courses/${course.courseId}`, () => true, base);
    const modulePage = (index: number) => `${base}/courses/${course.courseId}/modules/${course.moduleIds[index]}`;

    for (const javaScript of [true, false]) {
      const { page, problems, close, visitor } = await signedInPage({ javaScript });
      await page.context().addCookies([{ name: 'kundu_lang', value: 'tpi', url: base }]);
      expect((await visitor.call('/api/enrollments', { json: { courseId: course.courseId } })).status).toBe(201);
      await page.goto(modulePage(0));
      if (javaScript) await hydrated(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('tpi');
      await expect.poll(() => page.locator('h1').innerText(), PAGE).toBe(course.titles.modules[0]);
      expect(await page.getByTestId('lesson').innerText()).toContain(course.lessons.tokPisin);
      expect(await page.locator('main').innerText()).not.toContain('Long Inglis');
      await saveScreens(page, `learning-tpi-${javaScript ? 'js' : 'nojs'}-lesson`, 1);
      await page.locator('#quiz').scrollIntoViewIfNeeded();
      expect(await page.locator('#quiz').innerText()).toContain(course.tokPisin.prompt);
      await saveScreens(page, `learning-tpi-${javaScript ? 'js' : 'nojs'}-quiz`, 1);
      await option(page, 0, 'Long maunten graun').check();
      await page.getByRole('button', { name: 'Salim ol Bekim' }).click();
      await expect.poll(() => page.locator('main').innerText(), PAGE).toContain('Yu kisim 100%.');
      const result = await page.locator('main').innerText();
      expect(result).toContain('Bekim bilong yu: Long maunten graun');
      expect(result).toContain(course.tokPisin.explanation);
      await saveScreens(page, `learning-tpi-${javaScript ? 'js' : 'nojs'}-result`, 1);
      if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // A module whose Tok Pisin quiz does not pair: the Tok Pisin lesson, the English quiz marked Long Inglis.
      await page.goto(modulePage(1));
      if (javaScript) await hydrated(page);
      await page.locator('#quiz').scrollIntoViewIfNeeded();
      const quiz = page.locator('#quiz');
      expect(await quiz.getByText('Long Inglis').isVisible()).toBe(true);
      expect(await quiz.locator('legend [lang="en"]').innerText()).toBe(course.english.prompt);
      await saveScreens(page, `learning-tpi-${javaScript ? 'js' : 'nojs'}-english-quiz`, 1);
      if (javaScript) expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(unexpected(problems)).toEqual([]);
      await close();
    }
  });
});
