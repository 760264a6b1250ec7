/**
 * Learning through the storefront over HTTP, as a browser without JavaScript and the spec's JSON calls do it,
 * against the worker's shared seeded CMS and its storefront: enrolment (free, paid with an access code), the module
 * page (lessons for enrolled learners only), quizzes posted as plain forms, completion, and the certificate: its
 * JSON, its PDF (parsed, the QR code decoded), a name correction that re-issues it, and a revocation; images in
 * lessons, served from the CMS's media library.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { testPlatform, unique } from '@kundu/test-platform';
import {
  createAccessCode,
  publishCourse,
  publishTokPisinCourse,
  publishVinePool,
  revokeCertificate,
  unpublishCourse,
  uploadMedia,
  waitForStorefront,
} from './support/cms-admin';
import { PNG } from './support/files';
import { readPdf } from './support/pdf';
import { endQuizWait } from '@kundu/cms/testing/learners';
import { quizFormFor, quizOnPage, seededCourse, type SeededCourse } from './support/seeded-quizzes';
import { registerCompleteLearner, registerLearner, textOf, Visitor } from './support/visitor';

const platform = testPlatform();
// The platform's storefront trusts X-Forwarded-For: each learner has an address of their own.
const base = platform.storefront.url;
let scams: SeededCourse;
let scamsId: string;
let paidId: string;
let moduleIds: string[];
/** The paid course's price, as the catalogue answers it (the seed's price rule sets it: ADR 0043). */
let paidPrice: number;

type Course = { id: string; slug: string; isFree: boolean; priceKina: number | null };

beforeAll(async () => {
  scams = await seededCourse('spot-and-stop-sms-and-whatsapp-scams');
  const courses = (await (await fetch(`${base}/api/courses`)).json()) as Course[];
  scamsId = courses.find((course) => course.slug === scams.data.slug)!.id;
  const paid = courses.find((course) => course.slug === 'auditing-user-access-and-accounts')!;
  paidId = paid.id;
  paidPrice = paid.priceKina!;
  const modules = (await (await fetch(`${base}/api/courses/${scamsId}/modules`)).json()) as Array<{ id: string }>;
  moduleIds = modules.map((module) => module.id);
}, 60_000);

const modulePath = (index: number) => `/courses/${scamsId}/modules/${moduleIds[index]}`;

const postForm = (visitor: Visitor, path: string, form: URLSearchParams) =>
  visitor.call(path, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Opens the module and sends its quiz form as a browser without JavaScript does, choosing options by their text. */
async function answerQuiz(visitor: Visitor, path: string, texts: Array<string | null>) {
  return postForm(visitor, path, quizFormFor((await visitor.call(path)).text, texts));
}

async function enrolled() {
  const learner = await registerCompleteLearner(base);
  const answer = await learner.visitor.call('/api/enrollments', { json: { courseId: scamsId } });
  expect(answer.status, answer.text).toBe(201);
  return learner;
}

describe('the spec calls: POST /api/enrollments, GET /api/enrollments/{courseId}, GET /api/user/dashboard', () => {
  it('answer 401 in JSON when signed out', async () => {
    const visitor = new Visitor(base);
    for (const [path, json] of [
      ['/api/enrollments', { courseId: scamsId }],
      [`/api/enrollments/${scamsId}`, undefined],
      ['/api/user/dashboard', undefined],
    ] as const) {
      const answer = await visitor.call(path, { json });
      expect(answer.status, path).toBe(401);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
      expect(answer.body.message, path).toBeTruthy();
    }
  });

  it('enrol once, answer the spec Enrollment, and find it; another learner finds nothing', async () => {
    const { visitor } = await registerCompleteLearner(base);
    expect((await visitor.call(`/api/enrollments/${scamsId}`)).body).toBeNull();
    const first = await visitor.call('/api/enrollments', { json: { courseId: scamsId } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      courseId: scamsId,
      progress: 0,
      enrolledAt: expect.any(String),
    });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await visitor.call('/api/enrollments', { json: { courseId: scamsId } });
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
    expect((await visitor.call(`/api/enrollments/${scamsId}`)).body).toEqual(first.body);
    const other = await registerCompleteLearner(base);
    expect((await other.visitor.call(`/api/enrollments/${scamsId}`)).body).toBeNull();
  });

  it('refuse bad input with a 4xx and a message, and enrol no one', async () => {
    const { visitor } = await registerCompleteLearner(base);
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, 'Choose a course to enrol in (courseId is missing).'],
      [{ courseId: '../../admin' }, 400, 'No course has this id.'],
      [{ courseId: 'abcdefghijklmnopqrstuvwx' }, 404, 'Course not found.'],
      [{ courseId: scamsId, accessCode: 'X'.repeat(41) }, 400, 'An access code has at most 40 characters.'],
    ];
    for (const [json, status, message] of cases) {
      const answer = await visitor.call('/api/enrollments', { json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.body.message).toContain(message);
    }
    const notJson = await visitor.call('/api/enrollments', {
      method: 'POST',
      body: '{"courseId":',
      headers: { 'content-type': 'application/json' },
    });
    expect([notJson.status, notJson.body.message]).toEqual([400, 'The request body must be JSON.']);
    const wrongMethod = await visitor.call('/api/enrollments');
    expect([wrongMethod.status, wrongMethod.body.message]).toEqual([405, 'Use POST for this call.']);
    expect((await visitor.call('/api/user/dashboard')).body.enrollments).toEqual([]);
    expect(
      (
        await visitor.call('/api/enrollments', {
          json: { courseId: scamsId },
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
  });

  it('ask a learner without a complete profile to finish it first', async () => {
    const { visitor } = await registerLearner(base);
    const answer = await visitor.call('/api/enrollments', { json: { courseId: scamsId } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'Complete your profile (your role, data-use consent and a profile photo) before you enrol in a course.',
    );
  });

  it('enrol in a paid course only with a valid access code', async () => {
    const { visitor } = await registerCompleteLearner(base);
    const withoutCode = await visitor.call('/api/enrollments', { json: { courseId: paidId } });
    expect(withoutCode.status).toBe(400);
    expect(paidPrice).toBeGreaterThan(0);
    expect(withoutCode.body.message).toContain(`This course costs K${paidPrice.toFixed(2)}.`);
    expect(withoutCode.body.errors).toHaveProperty('accessCode');
    const code = await createAccessCode(paidId);
    const wrong = await visitor.call('/api/enrollments', { json: { courseId: paidId, accessCode: 'WRONGCODE123' } });
    expect(wrong.body.message).toBe('This access code is not valid for this course. Check it and try again.');
    const right = await visitor.call('/api/enrollments', { json: { courseId: paidId, accessCode: code } });
    expect(right.status, right.text).toBe(201);
    const classmate = await registerCompleteLearner(base);
    const usedUp = await classmate.visitor.call('/api/enrollments', { json: { courseId: paidId, accessCode: code } });
    expect(usedUp.body.message).toContain('This access code has already been used as many times as it allows.');
  });
});

describe('a learner who chose Tok Pisin (ADR 0046)', () => {
  it('reads the CMS’s refusals in Tok Pisin, on the course page without JavaScript and from the JSON call', async () => {
    const { visitor } = await registerCompleteLearner(base);
    const chosen = await visitor.call('/language', {
      body: new URLSearchParams({ language: 'tpi', back: `/courses/${paidId}` }),
    });
    expect(chosen.status).toBe(303);
    // Enroll Now with a wrong code, as a plain form: the CMS refuses it, and its words reach the page in Tok Pisin.
    const page = await postForm(visitor, `/courses/${paidId}`, new URLSearchParams({ accessCode: 'WRONGCODE123' }));
    expect(page.status).toBe(400);
    expect(page.text).toMatch(/<html[^>]*\blang="tpi"/);
    expect(textOf(page.text)).toContain('Dispela access code i no stret long dispela kos. Sekim na traim gen.');
    expect(textOf(page.text)).not.toContain('This access code is not valid');
    const withoutCode = await visitor.call('/api/enrollments', { json: { courseId: paidId } });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.message).toContain(`Dispela kos i kostim K${paidPrice.toFixed(2)}.`);
    expect(withoutCode.body.errors.accessCode).toContain('Putim access code ol i givim yu long joinim');
    // The same learner back in English reads English, from the same CMS.
    await visitor.call('/language', { body: new URLSearchParams({ language: 'en', back: '/' }) });
    const english = await visitor.call('/api/enrollments', { json: { courseId: paidId } });
    expect(english.body.message).toContain(`This course costs K${paidPrice.toFixed(2)}.`);
  });
});

describe('the module page', () => {
  it('sends anyone not enrolled to the course page, never showing the lesson', async () => {
    const lesson = scams.modules[0]!.lessonStart;
    const signedOut = await new Visitor(base).call(modulePath(0));
    expect([signedOut.status, signedOut.headers.get('location')]).toEqual([302, `/courses/${scamsId}`]);
    const { visitor } = await registerCompleteLearner(base);
    const notEnrolled = await visitor.call(modulePath(0));
    expect([notEnrolled.status, notEnrolled.headers.get('location')]).toEqual([302, `/courses/${scamsId}`]);
    expect(notEnrolled.text).not.toContain(lesson);
    const coursePage = await visitor.call(`/courses/${scamsId}`);
    expect(textOf(coursePage.text)).toContain('Enrol in this course to open its modules.');
    expect(textOf(coursePage.text)).not.toContain(lesson);
    const incomplete = await registerLearner(base);
    expect((await incomplete.visitor.call(modulePath(0))).headers.get('location')).toBe(`/courses/${scamsId}`);
    // A module that does not exist is not found, for anyone signed in.
    expect((await visitor.call(`/courses/${scamsId}/modules/abcdefghijklmnopqrstuvwx`)).status).toBe(404);
  });

  it('shows an enrolled learner the lesson, the quiz without its answers, and the download size', async () => {
    const { visitor } = await enrolled();
    const page = await visitor.call(modulePath(0));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const text = textOf(page.text);
    expect(text).toContain(scams.modules[0]!.title);
    expect(text).toContain(scams.modules[0]!.lessonStart);
    expect(text).toMatch(/Lesson and quiz: \d+ KB to download, under 1 toea on prepaid data/);
    expect(text).toContain(`Question 1 of ${scams.modules[0]!.right.length}`);
    expect(page.text).not.toMatch(/"isCorrect"|"correct"|"explanation"/);
    expect((await visitor.call(`/courses/${scamsId}/modules/abcdefghijklmnopqrstuvwx`)).status).toBe(404);
  });

  it('scores a quiz posted as a plain form: a question left out, wrong answers, a wait, then right ones', async () => {
    const { visitor, details } = await enrolled();
    const right = scams.modules[0]!.right;
    const skipped = await answerQuiz(visitor, modulePath(0), [null, ...right.slice(1)]);
    expect(skipped.status).toBe(400);
    expect(textOf(skipped.text)).toContain('Choose an answer for question 1.');

    // A failed attempt says which answers were wrong and why, never which option was right, and when to try again.
    const failed = await answerQuiz(visitor, modulePath(0), scams.modules[0]!.wrong);
    expect(failed.status).toBe(200);
    const result = textOf(failed.text);
    expect(result).toContain('Not yet. Read the explanations and try again.');
    expect(result).toContain('You scored 0%. The pass mark is 70%.');
    expect(result).toContain('You can try again in 30 seconds.');
    expect(result).toContain(`Your answer: ${scams.modules[0]!.wrong[0]}`);
    expect(result).toContain(scams.data.modules[0]!.quiz[0]!.explanation.slice(0, 40));
    expect(result).not.toContain('The right answer');
    expect((await visitor.call(`/api/enrollments/${scamsId}`)).body.progress).toBe(0);

    // Answering again at once is refused in words, the answers kept and nothing counted.
    const page = await visitor.call(modulePath(0));
    expect(textOf(page.text)).toMatch(/You can submit your answers in (30|2\d) seconds\./);
    const early = await postForm(visitor, modulePath(0), quizFormFor(page.text, right));
    expect(early.status).toBe(429);
    expect(textOf(early.text)).toMatch(/Not yet: you can submit this quiz again in (30|2\d) seconds\./);
    const kept = quizOnPage(early.text);
    expect(kept.attempt).toBe(quizOnPage(page.text).attempt);
    expect(kept.checked).toEqual(right);
    expect((await visitor.call(`/api/enrollments/${scamsId}`)).body.progress).toBe(0);

    await endQuizWait(platform.cms, details.email, moduleIds[0]!);
    const passed = await answerQuiz(visitor, modulePath(0), right);
    expect(textOf(passed.text)).toContain('Well done! You passed.');
    expect((await visitor.call(`/api/enrollments/${scamsId}`)).body.progress).toBe(33);
  });
});

describe('a module with a question pool (ADR 0044)', () => {
  it('shows quizDraw of its questions, and scores and lists those', async () => {
    const { courseId, moduleId, pool } = await publishVinePool({ options: 2 });
    onTestFinished(() => unpublishCourse(courseId));
    await waitForStorefront(`/api/courses/${courseId}`, () => true);
    const { visitor } = await registerCompleteLearner(base);
    expect((await visitor.call('/api/enrollments', { json: { courseId } })).status).toBe(201);
    const path = `/courses/${courseId}/modules/${moduleId}`;
    const page = await visitor.call(path);
    expect(page.status).toBe(200);
    const text = textOf(page.text);
    expect(text).toContain('Question 1 of 3');
    expect(text).not.toContain('Question 4 of');
    const asked = pool.filter((question) => text.includes(question.prompt)).map((question) => question.prompt);
    expect(asked).toHaveLength(3);
    expect(quizOnPage(page.text).questions).toHaveLength(3);

    const vine = (prompt: string) => `Vine ${/vine (\d+)/.exec(prompt)![1]}`;
    const passed = await postForm(visitor, path, quizFormFor(page.text, asked.map(vine)));
    expect(passed.status).toBe(200);
    const result = textOf(passed.text);
    // The course's only module: passing it completes the course.
    expect(result).toContain('Course complete! You scored 100%. The pass mark is 70%.');
    for (const prompt of asked) expect(result).toContain(`Your answer: ${vine(prompt)}`);
    const others = pool.map((question) => question.prompt).filter((prompt) => !asked.includes(prompt));
    for (const prompt of others) expect(result).not.toContain(prompt);
  });
});

describe('the module page in Tok Pisin (issue 22, ADR 0049)', () => {
  let course: Awaited<ReturnType<typeof publishTokPisinCourse>>;
  const path = (index: number) => `/courses/${course.courseId}/modules/${course.moduleIds[index]}`;

  beforeAll(async () => {
    course = await publishTokPisinCourse();
    await waitForStorefront(`/api/courses/${course.courseId}`, () => true);
  });
  afterAll(() => unpublishCourse(course.courseId));

  /** A learner enrolled in the course, reading in `language` (the cookie the Tok Pisin / English control sets). */
  async function learnerReading(language: 'en' | 'tpi') {
    const learner = await registerCompleteLearner(base);
    learner.visitor.cookies.set('kundu_lang', language);
    const enrolment = await learner.visitor.call('/api/enrollments', { json: { courseId: course.courseId } });
    expect(enrolment.status, enrolment.text).toBe(201);
    return learner;
  }
  /** The `lang` of the element whose text starts with `text`, as a screen reader is told it. */
  const langBefore = (html: string, text: string) => {
    const at = html.indexOf(text);
    expect(at, text).toBeGreaterThan(0);
    return /\slang="([a-z]+)"[^<]*>[^<]*$/.exec(html.slice(html.lastIndexOf('<', at), at))?.[1] ?? null;
  };

  it('shows a learner who chose Tok Pisin the Tok Pisin lesson and quiz, and scores their answers', async () => {
    const { visitor } = await learnerReading('tpi');
    const page = await visitor.call(path(0));
    expect(page.status).toBe(200);
    const text = textOf(page.text);
    for (const shown of [
      course.titles.modules[0]!,
      course.lessons.tokPisin,
      course.tokPisin.prompt,
      'Long maunten graun',
    ])
      expect(text).toContain(shown);
    for (const english of [course.lessons.english, course.english.prompt, 'On the mound', 'Long Inglis'])
      expect(text).not.toContain(english);
    // The next module's title in Tok Pisin too.
    expect(text).toContain(course.titles.modules[1]!);

    const passed = await postForm(visitor, path(0), quizFormFor(page.text, ['Long maunten graun']));
    expect(passed.status).toBe(200);
    const result = textOf(passed.text);
    expect(result).toContain('Gutpela wok! Yu paslain.');
    expect(result).toContain('Yu kisim 100%. Mak bilong paslain em 70%.');
    expect(result).toContain('Bekim bilong yu: Long maunten graun');
    expect(result).toContain(course.tokPisin.explanation);
    expect(result).not.toContain('Long Inglis');
    expect((await visitor.call(`/api/enrollments/${course.courseId}`)).body.progress).toBe(33);

    // A low-data page (ADR 0048) is in Tok Pisin too.
    const low = await visitor.call(path(0), { headers: { 'save-data': 'on' } });
    expect(textOf(low.text)).toContain(course.lessons.tokPisin);
  });

  it('shows English, marked Long Inglis with lang="en", where the Tok Pisin quiz does not pair or is missing', async () => {
    const { visitor } = await learnerReading('tpi');
    const misplaced = await visitor.call(path(1));
    const text = textOf(misplaced.text);
    expect(text).toContain(course.lessons.tokPisin);
    expect(text).toContain(course.english.prompt);
    expect(text).not.toContain(course.tokPisin.prompt);
    expect(text).toContain('Long Inglis');
    expect(langBefore(misplaced.text, course.english.prompt)).toBe('en');
    expect(langBefore(misplaced.text, 'On the mound')).toBe('en');
    expect(langBefore(misplaced.text, course.lessons.tokPisin)).toBeNull();
    const passed = await postForm(visitor, path(1), quizFormFor(misplaced.text, ['On the mound']));
    const result = textOf(passed.text);
    expect(result).toContain('Gutpela wok! Yu paslain.');
    expect(result).toContain(course.english.explanation);
    expect(result).toContain('Long Inglis');
    expect(langBefore(passed.text, course.english.explanation)).toBe('en');

    const untranslated = await visitor.call(path(2));
    const english = textOf(untranslated.text);
    expect(english).toContain(course.lessons.english);
    expect(english).toContain('Long Inglis');
    expect(untranslated.text).toMatch(/<h1[^>]*lang="en"[^>]*>Kaukau mounds 3/);
    expect(untranslated.text).toMatch(/data-testid="lesson" lang="en"/);
    // The interface around it stays in Tok Pisin.
    expect(english).toContain('Salim ol Bekim');
  });

  it('changes nothing for a learner reading English', async () => {
    const { visitor } = await learnerReading('en');
    const page = await visitor.call(path(0));
    const text = textOf(page.text);
    expect(text).toContain(course.lessons.english);
    expect(text).toContain(course.english.prompt);
    expect(text).not.toContain(course.lessons.tokPisin);
    expect(text).not.toContain('Long Inglis');
    // No part is marked as another language than the page's (the page itself is lang="en").
    expect(page.text.match(/\slang="en"/g)).toHaveLength(1);
    const passed = await postForm(visitor, path(0), quizFormFor(page.text, ['On the mound']));
    expect(textOf(passed.text)).toContain('Your answer: On the mound');
  });
});

describe('images in lessons', () => {
  it('are served from the media library, and only when they are images', async () => {
    const image = await uploadMedia('kina-bank-sms.png', new Uint8Array(PNG), 'image/png');
    expect(image).toMatch(/^\/uploads\/kina_bank_sms_\w+\.png$/);
    const served = await fetch(`${base}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Strapi optimises uploaded images, so the bytes differ; it is still a PNG.
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    const pdf = await uploadMedia('notes.pdf', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    for (const path of [pdf, '/uploads/nothing-here.png', '/uploads/..%2Fadmin', '/uploads/a/b.png']) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
    }
  });
});

describe('line breaks in lessons', () => {
  it("shows a single Enter in the editor's lesson field as a line break, a blank line as a new paragraph", async () => {
    const made = unique();
    const {
      courseId,
      moduleIds: [moduleId],
    } = await publishCourse(
      {
        title: `Planting Kaukau Mounds ${made}`,
        slug: `planting-kaukau-mounds-${made}`,
        description: 'A garden course of this test file: how to plant sweet potato mounds.',
        domain: 'cyber_security',
        isFree: true,
      },
      [
        {
          title: `Making the mound ${made}`,
          slug: `making-the-mound-${made}`,
          description: 'Three steps, one a line.',
          estimatedDuration: '5 minutes',
          order: 1,
          passMark: 70,
          lesson:
            '## Three steps\n\nDig the soil loose.\nHeap it knee high.\nPlant four vines on top.\n\nWater them at dusk.',
          quiz: [],
        },
      ],
    );
    onTestFinished(() => unpublishCourse(courseId));
    await waitForStorefront(`/api/courses/${courseId}`, () => true);
    const { visitor } = await registerCompleteLearner(base);
    expect((await visitor.call('/api/enrollments', { json: { courseId } })).status).toBe(201);
    const page = await visitor.call(`/courses/${courseId}/modules/${moduleId}`);
    expect(page.status).toBe(200);
    const lesson = /data-testid="lesson"[^>]*>([\s\S]*?)<\/div>/.exec(page.text)?.[1] ?? page.text;
    expect(lesson).toMatch(
      /<p>Dig the soil loose\.<br ?\/?>\s*Heap it knee high\.<br ?\/?>\s*Plant four vines on top\.<\/p>\s*<p>Water them at dusk\.<\/p>/,
    );
  });
});

describe('finishing a course: the certificate', () => {
  let learner: Awaited<ReturnType<typeof enrolled>>;
  let code: string;

  beforeAll(async () => {
    learner = await enrolled();
    for (const [index, module] of scams.modules.entries()) {
      const answer = await answerQuiz(learner.visitor, modulePath(index), module.right);
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    }
    const dashboard = await learner.visitor.call('/api/user/dashboard');
    code = dashboard.body.certificates[0].id;
  });

  it('shows on the dashboard in the spec shape', async () => {
    const { body } = await learner.visitor.call('/api/user/dashboard');
    expect(body).toMatchObject({ overallProgress: 100, coursesCompleted: 1, certificatesEarned: 1 });
    expect(body.enrollments).toEqual([
      expect.objectContaining({ courseId: scamsId, progress: 100, completedAt: expect.any(String) }),
    ]);
    expect(code).toMatch(/^KCA(-[0-9A-Z]{5}){4}$/);
  });

  it('is public by its code, in JSON without private data, and as a PDF whose QR code opens it', async () => {
    const json = await new Visitor(base).call(`/api/certificate/${code}`);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    expect(json.body).toMatchObject({
      id: code,
      verificationCode: code,
      recipientName: `${learner.details.firstName} ${learner.details.lastName}`,
      courseName: scams.data.title,
      revoked: false,
    });
    expect(json.text).not.toContain(learner.details.email);
    expect(json.text).not.toContain(learner.details.mobilePhone);

    const download = await fetch(`${base}/api/certificate/${code}/download`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await download.arrayBuffer()));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(code);
    expect(pdf.text).toContain(`${learner.details.firstName} ${learner.details.lastName}`);
    expect(pdf.text).toContain(scams.data.title);
    // The platform's configured address (the CMS's STOREFRONT_PUBLIC_URL), not whatever Host a request named.
    expect(json.body.certificateUrl).toBe(`${platform.storefront.url}/certificate/${code}`);
    expect(pdf.qrCodes).toEqual([json.body.certificateUrl]);
  });

  it('is re-issued under the same code when its owner corrects the name, and says so', async () => {
    const page = await learner.visitor.call(`/certificate/${code}`);
    expect(textOf(page.text)).toContain('This is your certificate.');
    const stranger = await registerCompleteLearner(base);
    expect(textOf((await stranger.visitor.call(`/certificate/${code}`)).text)).not.toContain(
      'This is your certificate.',
    );
    const refused = await postForm(
      stranger.visitor,
      `/certificate/${code}`,
      new URLSearchParams({ intent: 'correct-name', firstName: 'Someone', lastName: 'Else' }),
    );
    expect(refused.status).toBe(404);

    const tooShort = await postForm(
      learner.visitor,
      `/certificate/${code}`,
      new URLSearchParams({ intent: 'correct-name', firstName: 'G', lastName: 'Pomat' }),
    );
    expect(tooShort.status).toBe(400);
    expect(textOf(tooShort.text)).toContain('First name must be at least 2 characters');

    const corrected = await postForm(
      learner.visitor,
      `/certificate/${code}`,
      new URLSearchParams({ intent: 'correct-name', firstName: 'Grace', lastName: 'Pomat-Kila' }),
    );
    expect([corrected.status, corrected.headers.get('location')]).toEqual([302, `/certificate/${code}`]);
    const after = await new Visitor(base).call(`/api/certificate/${code}`);
    expect(after.body).toMatchObject({ recipientName: 'Grace Pomat-Kila', reissuedAt: expect.any(String) });
    const pdf = await readPdf(
      new Uint8Array(await (await fetch(`${base}/api/certificate/${code}/download`)).arrayBuffer()),
    );
    expect(pdf.text).toContain('Grace Pomat-Kila');
    expect(pdf.text).toMatch(/Re-issued on \d{1,2} \w{3} \d{4}/);
    expect(textOf((await new Visitor(base).call(`/certificate/${code}`)).text)).toMatch(/Re-issued on \d/);
  });

  it('says Revoked, with the date, once an editor revokes it, and no longer downloads', async () => {
    await revokeCertificate(code);
    const json = await new Visitor(base).call(`/api/certificate/${code}`);
    expect(json.body).toMatchObject({ revoked: true, revokedAt: expect.any(String) });
    const page = await new Visitor(base).call(`/certificate/${code}`);
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toMatch(
      /Revoked This certificate was revoked on \d{1,2} \w{3} \d{4}\. It is no longer valid\./,
    );
    expect(page.text).not.toContain('Download Certificate');
    const download = await new Visitor(base).call(`/api/certificate/${code}/download`);
    expect([download.status, download.body.message]).toEqual([
      410,
      'This certificate was revoked, so it can no longer be downloaded.',
    ]);
    expect((await learner.visitor.call('/api/user/dashboard')).body.certificatesEarned).toBe(0);
  });
});

describe('a certificate in the language the learner chose (issue 22, ADR 0049)', () => {
  const made = unique();
  const TPI_TITLE = `Planim Kaukau ${made}`;
  let courseId: string;
  let moduleId: string;
  const langOf = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];
  /** The certificate block of the page (an <article>), with the language it says it is in. */
  const certificateOf = (html: string) => {
    const article = /<article\b([^>]*)>([\s\S]*?)<\/article>/.exec(html);
    return { lang: /\blang="([^"]*)"/.exec(article?.[1] ?? '')?.[1], text: textOf(article?.[2] ?? '') };
  };
  const translate = async (collection: string, id: string, data: Record<string, unknown>) => {
    const response = await fetch(`${platform.cms.url}/api/${collection}/${id}?locale=tpi`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${platform.cms.seedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    expect(response.status, await response.text()).toBe(200);
  };

  /** A learner who enrols and marks the course's one module read, in `language`; the certificate's code. */
  async function finishIn(language: 'tpi' | 'en') {
    const learner = await registerCompleteLearner(base);
    learner.visitor.cookies.set('kundu_lang', language);
    expect((await learner.visitor.call('/api/enrollments', { json: { courseId } })).status).toBe(201);
    const path = `/courses/${courseId}/modules/${moduleId}`;
    const read = await postForm(learner.visitor, path, new URLSearchParams({ intent: 'mark-read' }));
    expect(read.status, read.text.slice(0, 200)).toBeLessThan(400);
    return (await learner.visitor.call('/api/user/dashboard')).body.certificates[0].id as string;
  }

  beforeAll(async () => {
    ({
      courseId,
      moduleIds: [moduleId = ''],
    } = await publishCourse(
      {
        title: `Planting Kaukau ${made}`,
        slug: `planting-kaukau-${made}`,
        description: 'A garden course of this test file: sweet potato from vine to harvest.',
        domain: 'cyber_security',
        isFree: true,
        skills: [{ text: 'Planting vines' }],
      },
      [
        {
          title: `The vines ${made}`,
          slug: `the-vines-${made}`,
          description: 'Which vines to plant.',
          estimatedDuration: '5 minutes',
          order: 1,
          passMark: 70,
          lesson: '## Vines\n\nCut vines a forearm long.',
          quiz: [],
        },
      ],
    ));
    await translate('courses', courseId, {
      title: TPI_TITLE,
      description: 'Wanpela kos bilong gaden: kaukau long rop i go inap long kaikai.',
      skills: [{ text: 'Planim rop' }],
    });
    await waitForStorefront(`/api/courses/${courseId}`, () => true);
  });

  it('gives a learner who reads Tok Pisin a Tok Pisin certificate, on the page and in the PDF', async () => {
    const code = await finishIn('tpi');
    const page = await new Visitor(base).call(`/certificate/${code}`, { headers: { 'accept-language': 'tpi' } });
    expect(page.status).toBe(200);
    expect(langOf(page.text)).toBe('tpi');
    const certificate = certificateOf(page.text);
    expect(certificate.lang).toBe('tpi');
    for (const words of [
      'Setifiket bilong Pinisim Kos',
      'Dispela setifiket i tok olsem',
      'i pinisim gut kos',
      TPI_TITLE,
      'Planim rop',
      'Pinis long',
    ])
      expect(certificate.text).toContain(words);
    expect(certificate.text).not.toContain('Certificate of Completion');

    const pdf = await readPdf(
      new Uint8Array(await (await fetch(`${base}/api/certificate/${code}/download`)).arrayBuffer()),
    );
    for (const words of [
      'Setifiket bilong Pinisim Kos',
      'Dispela setifiket i tok olsem',
      TPI_TITLE,
      'ID bilong Setifiket',
      'Sekim dispela setifiket long',
    ])
      expect(pdf.text).toContain(words);
    expect(pdf.text).not.toContain('This certifies that');

    // Someone checking it in English reads the page in English around a certificate that stays as issued.
    const checked = await new Visitor(base).call(`/certificate/${code}`, { headers: { 'accept-language': 'en' } });
    expect(langOf(checked.text)).toBe('en');
    expect(certificateOf(checked.text)).toMatchObject({
      lang: 'tpi',
      text: expect.stringContaining('Setifiket bilong Pinisim Kos'),
    });
    expect(textOf(checked.text)).toContain('Download Certificate');
    expect(textOf(checked.text)).toContain('Certificate Details');
  });

  it('gives a learner who reads English the English certificate, as before, even to a Tok Pisin reader', async () => {
    const code = await finishIn('en');
    const page = await new Visitor(base).call(`/certificate/${code}`, { headers: { 'accept-language': 'tpi' } });
    expect(langOf(page.text)).toBe('tpi');
    const certificate = certificateOf(page.text);
    expect(certificate.lang).toBe('en');
    for (const words of [
      'Certificate of Completion',
      'This certifies that',
      `Planting Kaukau ${made}`,
      'Planting vines',
    ])
      expect(certificate.text).toContain(words);
    const pdf = await readPdf(
      new Uint8Array(
        await (
          await fetch(`${base}/api/certificate/${code}/download`, { headers: { 'accept-language': 'tpi' } })
        ).arrayBuffer(),
      ),
    );
    expect(pdf.text).toContain('Certificate of Completion');
    expect(pdf.text).toContain(`Planting Kaukau ${made}`);
    expect(pdf.text).not.toContain('Setifiket');
  });
});
