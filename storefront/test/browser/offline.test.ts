/**
 * Offline learning (ADR 0047) in real Chromium on a 360 px phone: a learner enrols in a free course, saves it for
 * offline, loses the signal (Chromium's offline emulation), reads every module and answers a quiz, comes back
 * online and sees the progress move once and only once; signing out leaves nothing in CacheStorage or IndexedDB.
 * And issue 22's whole walk in Tok Pisin: the language chosen without JavaScript, a translated course saved, finished
 * offline, and its progress and a Tok Pisin certificate arriving once the signal is back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import {
  launchBrowser,
  openPage,
  publishedNow,
  saveScreens,
  type OpenPage,
  waitForHydration,
} from '../support/browser';
import { fileURLToPath } from 'node:url';
import { readSeedData } from '@kundu/seed';
import { seededCourse, type SeededCourse } from '../support/seeded-quizzes';
import { registerCompleteLearner } from '../support/visitor';

const base = testPlatform().storefront.url;
const PAGE = { timeout: 10_000 };
const SLUG = 'keep-your-android-phone-safe';
let browser: Browser;
let course: SeededCourse;
let courseId: string;

beforeAll(async () => {
  [browser, course] = await Promise.all([launchBrowser(), seededCourse(SLUG)]);
  const [published] = await publishedNow<{ documentId: string }>('courses', `filters[slug][$eq]=${SLUG}`);
  courseId = published!.documentId;
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(): Promise<OpenPage> {
  const { visitor } = await registerCompleteLearner(base, { firstName: 'Mary', lastName: 'Kaupa' });
  const opened = await openPage(browser, { headers: { 'x-forwarded-for': visitor.address } });
  await opened.page.context().addCookies([{ name: 'kundu_session', value: visitor.session!, url: base }]);
  return opened;
}

async function hydrated(page: Page) {
  await waitForHydration(page, PAGE);
}

/** Each question shown (a pool draws some, in an order of its own) answered with its right option, found by text. */
async function answerRight(page: Page, right: string[]) {
  const fieldsets = page.locator('#quiz fieldset');
  for (let index = 0; index < (await fieldsets.count()); index += 1) {
    const labels = fieldsets.nth(index).locator('label');
    for (let option = 0; option < (await labels.count()); option += 1) {
      if (right.includes((await labels.nth(option).innerText()).trim())) await labels.nth(option).click();
    }
  }
  await page.getByRole('button', { name: 'Submit Answers' }).click();
}

/** The kept answers in IndexedDB (evaluated in the page: each function stands alone). */
async function readAnswers(): Promise<unknown[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('kundu-offline', 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const all = await new Promise<unknown[]>((resolve) => {
    const request = db.transaction('answers').objectStore('answers').getAll();
    request.onsuccess = () => resolve(request.result);
  });
  db.close();
  return all;
}
async function putAnswers(answers: unknown[]): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('kundu-offline', 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const transaction = db.transaction('answers', 'readwrite');
  for (const answer of answers) transaction.objectStore('answers').put(answer);
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  db.close();
}

const progress = (page: Page) => page.getByTestId('course-progress').innerText();

const storedNames = (page: Page) =>
  page.evaluate(async () => ({
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((db) => db.name),
  }));

describe('a learner on a phone with a weak signal', () => {
  it('saves a course, studies it offline, and the answer given offline counts once back online', async () => {
    const { page, problems, close } = await signedInPage();
    const context = page.context();
    const coursePath = `/courses/${courseId}`;
    await page.goto(`${base}${coursePath}`);
    await hydrated(page);
    // Not enrolled yet: nothing to save.
    expect(await page.getByTestId('save-offline').count()).toBe(0);
    const card = page.getByTestId('enrolment-card');
    await card.getByRole('button', { name: 'Enroll Now' }).click();
    await expect.poll(() => card.getByRole('heading').innerText(), PAGE).toBe("You're Enrolled!");
    expect(await progress(page)).toBe('0%');

    // The size first, then Saved for offline with what it cost.
    const save = page.getByTestId('save-offline');
    await expect.poll(() => save.innerText(), PAGE).toMatch(/About \d+ KB to download\./);
    await saveScreens(page, 'offline-01-course-save');
    await save.getByRole('button', { name: 'Save for offline' }).click();
    await expect.poll(() => save.getByTestId('saved-offline').count(), { timeout: 30_000 }).toBe(1);
    expect(await save.innerText()).toMatch(/Saved for offline[\s\S]*\(\d+ KB\)/);
    await saveScreens(page, 'offline-02-course-saved');
    const modulePaths = await page
      .getByTestId('course-module')
      .locator('a[href*="/modules/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(modulePaths).toHaveLength(course.modules.length);

    // Offline: every saved module opens with its lesson and quiz.
    await context.setOffline(true);
    for (const [index, module] of course.modules.entries()) {
      await page.goto(`${base}${modulePaths[index]}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), PAGE).toBe(module.title);
      expect(await page.getByTestId('lesson').innerText()).toContain(module.lessonStart);
      expect(await page.locator('#quiz fieldset').count()).toBeGreaterThan(0);
    }
    // Within the app too (single fetch): from the first module to the second by its link.
    await page.goto(`${base}${modulePaths[0]}`);
    await hydrated(page);
    await page.locator(`main a[href="${modulePaths[1]}"]`).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), PAGE).toBe(course.modules[1]!.title);
    // A quiz answered offline is kept, and the page says it will be sent.
    await page.goto(`${base}${modulePaths[0]}`);
    await hydrated(page);
    await answerRight(page, course.modules[0]!.right);
    await expect.poll(() => page.getByTestId('kept-offline').count(), PAGE).toBe(1);
    expect(await page.getByTestId('kept-offline').innerText()).toContain('will be sent when you are back online');
    await saveScreens(page, 'offline-03-answer-kept');
    const kept = await page.evaluate(readAnswers);
    expect(kept).toHaveLength(1);
    // Logging out offline warns that the kept answer would be lost, and the learner can stay.
    const warned = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.locator('footer a[href="/api/logout"]').click();
    expect(await warned).toBe('One quiz answer is not sent yet. Go online first, or it will be lost when you log out.');
    expect(await page.evaluate(readAnswers)).toHaveLength(1);

    // Anything not saved is the offline page, listing the saved course.
    await page.goto(`${base}/about`);
    const offlinePage = page.getByTestId('offline-page');
    await expect.poll(() => offlinePage.count(), PAGE).toBe(1);
    expect(await offlinePage.getByRole('heading').innerText()).toBe('You are offline');
    expect(await offlinePage.getByRole('link', { name: course.data.title }).getAttribute('href')).toBe(coursePath);
    await saveScreens(page, 'offline-04-offline-page');

    // Back online: the kept answer is sent once, and the course's progress moves.
    await page.goto(`${base}${modulePaths[0]}`);
    await hydrated(page);
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('toast').allInnerTexts(), PAGE)
      .toContain('Your answers kept offline were sent.');
    await page.goto(`${base}${coursePath}`);
    const moved = await progress(page);
    expect(moved).not.toBe('0%');
    // The same answer sent again (a phone that lost the signal before it heard back) is counted once.
    await page.evaluate(putAnswers, kept);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(readAnswers), PAGE).toEqual([]);
    await page.reload();
    expect(await progress(page)).toBe(moved);

    // Signing out leaves nothing saved on the phone.
    await page.goto(`${base}/api/logout`);
    await page.waitForURL(`${base}/`);
    await hydrated(page);
    await expect.poll(() => storedNames(page), PAGE).toEqual({ caches: [], databases: [] });
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem))).toEqual([]);
    await close();
  }, 180_000);
});

/** The Tok Pisin version of a seeded course, as seed/data/tpi holds it: titles, lesson starts, right answers. */
async function tokPisinCourse(slug: string) {
  const seed = await readSeedData(fileURLToPath(new URL('../../../seed/data', import.meta.url)));
  const course = seed.tpi.courses.find((candidate) => candidate.slug === slug)!;
  return {
    title: course.title,
    modules: course.modules.map((module) => ({
      title: module.title,
      right: module.quiz.map((question) => question.options.find((option) => option.correct)!.text),
    })),
  };
}

describe('a learner in a village who reads Tok Pisin (issue 22)', () => {
  it('switches to Tok Pisin, saves a course, finishes it offline, and gets progress and a Tok Pisin certificate back online', async () => {
    const tokPisin = await tokPisinCourse(SLUG);
    const { visitor } = await registerCompleteLearner(base, { firstName: 'Kila', lastName: 'Wari' });

    // The language, chosen with the header's control on a phone without JavaScript.
    const plain = await openPage(browser, { javaScript: false, headers: { 'x-forwarded-for': visitor.address } });
    await plain.page.goto(base);
    await plain.page.locator('header').getByRole('button', { name: 'Read this site in Tok Pisin' }).click();
    await plain.page.waitForURL(`${base}/`);
    expect(await plain.page.locator('html').getAttribute('lang')).toBe('tpi');
    const chosen = (await plain.page.context().cookies()).find((cookie) => cookie.name === 'kundu_lang');
    expect(chosen?.value).toBe('tpi');
    await plain.close();

    // The same phone with JavaScript, signed in, remembering the choice.
    const { page, problems, close } = await openPage(browser, { headers: { 'x-forwarded-for': visitor.address } });
    const context = page.context();
    await context.addCookies([
      { name: 'kundu_session', value: visitor.session!, url: base },
      { name: 'kundu_lang', value: 'tpi', url: base },
    ]);
    const coursePath = `/courses/${courseId}`;
    await page.goto(`${base}${coursePath}`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(tokPisin.title);
    const card = page.getByTestId('enrolment-card');
    await card.getByRole('button', { name: 'Joinim Nau' }).click();
    await expect.poll(() => card.getByRole('heading').innerText(), PAGE).toBe('Yu Joinim Pinis!');
    const save = page.getByTestId('save-offline');
    await save.getByRole('button', { name: 'Seivim bilong taim i no gat signal' }).click();
    await expect.poll(() => save.getByTestId('saved-offline').count(), { timeout: 30_000 }).toBe(1);
    expect(await save.innerText()).toMatch(/Seivim pinis bilong taim i no gat signal[\s\S]*\(\d+ KB\)/);
    await saveScreens(page, 'offline-tpi-01-saved');
    const modulePaths = await page
      .getByTestId('course-module')
      .locator('a[href*="/modules/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

    // No signal: every module read and its quiz answered, in Tok Pisin, each answer kept on the phone.
    await context.setOffline(true);
    for (const [index, module] of tokPisin.modules.entries()) {
      await page.goto(`${base}${modulePaths[index]}`);
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(module.title);
      expect(await page.locator('main').innerText()).not.toContain('Long Inglis');
      const fieldsets = page.locator('#quiz fieldset');
      for (let question = 0; question < (await fieldsets.count()); question += 1) {
        const labels = fieldsets.nth(question).locator('label');
        for (let option = 0; option < (await labels.count()); option += 1) {
          if (module.right.includes((await labels.nth(option).innerText()).trim())) await labels.nth(option).click();
        }
      }
      await page.getByRole('button', { name: 'Salim ol Bekim' }).click();
      await expect.poll(() => page.getByTestId('kept-offline').count(), PAGE).toBe(1);
      expect(await page.getByTestId('kept-offline').innerText()).toContain('Ol bekim i stap');
    }
    await saveScreens(page, 'offline-tpi-02-answers-kept');
    expect(await page.evaluate(readAnswers)).toHaveLength(tokPisin.modules.length);

    // The signal returns: the answers go, the course is complete, and the certificate is in Tok Pisin.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('toast').allInnerTexts(), { timeout: 30_000 })
      .toContain('Ol bekim yu mekim taim i no gat signal i go pinis.');
    await page.goto(`${base}${coursePath}`);
    expect(await progress(page)).toBe('100%');
    await page.getByRole('link', { name: 'Lukim Setifiket bilong Yu' }).first().click();
    await page.waitForURL(/\/certificate\/KCA-/);
    // A client-side navigation changes the address before the certificate is drawn: wait for it.
    const certificate = page.locator('article[lang="tpi"]');
    await expect.poll(() => certificate.count(), PAGE).toBe(1);
    expect(await certificate.innerText()).toContain(tokPisin.title);
    expect(await page.getByTestId('recipient').innerText()).toBe('Kila Wari');
    await saveScreens(page, 'offline-tpi-03-certificate');
    // Sent once: a second look finds the same single certificate and progress.
    await page.goto(`${base}${coursePath}`);
    expect(await progress(page)).toBe('100%');

    // Signing out leaves nothing on the phone.
    await page.goto(`${base}/api/logout`);
    await page.waitForURL(`${base}/`);
    await hydrated(page);
    await expect.poll(() => storedNames(page), PAGE).toEqual({ caches: [], databases: [] });
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem))).toEqual([]);
    await close();
  }, 240_000);
});
