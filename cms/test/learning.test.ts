/**
 * Learning against a real CMS: enrolment (free, and paid with access codes raced for their last use), studying
 * modules (lessons and quizzes for enrolled learners only), progress, completion, exactly one certificate under 50
 * simultaneous submissions, modules added later, the dashboard, name correction with re-issue, and revocation.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, withToken, writeWithToken, type Json, messageOf, fieldsOf } from './support/api';
import { shownQuiz } from '../src/api/learning/quiz-attempts';
import {
  endQuizWait,
  newAddress,
  registerCompleteLearner,
  registerLearner,
  storefrontCall,
  type Learner,
} from './support/learners';

const platform = testPlatform();
const { cms } = platform;
/** Courses, slugs and token names of this file's own: the platform keeps every file's. */
const tag = unique();
/** Course titles learners are shown back (on the dashboard, on certificates). */
const GREENS = `Grow Your Own Greens ${tag}`;
const OLDER = `Older course ${tag}`;
const NEWER = `Newer course ${tag}`;
let adminToken: string;
let slugs = 0;

type Question = { prompt: string; explanation: string; options: Array<{ text: string; isCorrect: boolean }> };

const QUIZ: Question[] = [
  {
    prompt: 'A text says you won K5,000 from Digicel and asks for a K50 "release fee". What is it?',
    explanation: 'Real prizes never ask you to pay first.',
    options: [
      { text: 'A scam', isCorrect: true },
      { text: 'A real prize', isCorrect: false },
      { text: 'A bank notice', isCorrect: false },
    ],
  },
  {
    prompt: 'Who should you give your mobile money PIN to?',
    explanation: 'Nobody: not the bank, not Digicel, not family.',
    options: [
      { text: 'The agent who calls you', isCorrect: false },
      { text: 'Nobody', isCorrect: true },
    ],
  },
];
/** Answers by their text, as a learner reads them. Both right: 100. One right: 50, under the 70 pass mark. */
const RIGHT = ['A scam', 'Nobody'];
const HALF_RIGHT = ['A scam', 'The agent who calls you'];

/** The storefront's calls, from a network address of this file's own. */
const ADDRESS = newAddress();
const call = (path: string, options: Parameters<typeof storefrontCall>[2] = {}) =>
  storefrontCall(cms, path, { ...options, address: options.address ?? ADDRESS });

/**
 * A published course of this file's own. About gardening, far from the seed's words on purpose: Kumul
 * (chat.test.ts) searches every course the platform publishes, and must still find the seed's.
 */
async function createCourse(overrides: Json = {}): Promise<string> {
  slugs += 1;
  const { status, body } = await writeWithToken(`${cms.url}/api/courses`, cms.seedToken, 'POST', {
    title: `Garden beds ${slugs} ${tag}`,
    slug: `garden-beds-${slugs}-${tag}`,
    description: 'Raised beds, compost and watering for a home garden.',
    domain: 'cyber_crime',
    duration: '1 hour',
    isFree: true,
    skills: [{ text: 'Building a raised bed' }, { text: 'Making compost' }],
    ...overrides,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as { documentId: string }).documentId;
}

async function createModule(courseId: string, order: number, overrides: Json = {}): Promise<string> {
  slugs += 1;
  const { status, body } = await writeWithToken(`${cms.url}/api/course-modules`, cms.seedToken, 'POST', {
    title: `Module ${order}`,
    slug: `module-${slugs}-${tag}`,
    description: 'What this module teaches.',
    estimatedDuration: '15 minutes',
    order,
    passMark: 70,
    lesson: `## Lesson ${order}\n\nNever share your PIN. Call BSP on 7030 1234 if you are unsure.`,
    quiz: QUIZ,
    course: courseId,
    ...overrides,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as { documentId: string }).documentId;
}

/** The admin panel's own API, as an editor uses it. */
async function admin(method: string, path: string, body?: Json) {
  return getJson(
    `${cms.url}/content-manager/collection-types/${path}`,
    withToken(adminToken, { method, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

async function createAccessCode(courseId: string, fields: Json = {}): Promise<{ code: string; documentId: string }> {
  const { status, body } = await admin('POST', 'api::access-code.access-code', {
    course: { connect: [{ documentId: courseId }] },
    maxUses: 1,
    note: 'Lae United Church, sponsored seats',
    ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const data = body.data as { code: string; documentId: string };
  return { code: data.code, documentId: data.documentId };
}

const enrol = (learner: Learner, courseId: string, accessCode?: string) =>
  call('enrollments', { session: learner.session, body: { courseId, ...(accessCode ? { accessCode } : {}) } });
/** A quiz submission as the storefront sends it: the options chosen, numbered as shown, and the attempt shown. */
const postQuiz = (learner: Learner, moduleId: string, body: { answers: Array<number | null>; attempt: number }) =>
  call(`learning/modules/${moduleId}/quiz`, { session: learner.session, body });
/** The quiz as the learner is shown it now (options in this attempt's order), and the answers that pick `texts`. */
async function quizShown(learner: Learner, moduleId: string, texts: Array<string | null> = []) {
  const { status, body } = await call(`learning/modules/${moduleId}`, { session: learner.session });
  expect(status, JSON.stringify(body)).toBe(200);
  const quiz = (body.module as { quiz: Array<{ prompt: string; options: string[] }> }).quiz;
  const state = body.state as { attempts: number; retryAfterSeconds: number };
  return {
    quiz,
    state,
    attempt: state.attempts + 1,
    answers: texts.map((text, index) => (text === null ? null : quiz[index]!.options.indexOf(text))),
  };
}
/** Answers the quiz as the learner sees it now, choosing options by their text. */
async function submitQuiz(learner: Learner, moduleId: string, texts: Array<string | null>) {
  const { answers, attempt } = await quizShown(learner, moduleId, texts);
  return postQuiz(learner, moduleId, { answers, attempt });
}
const markRead = (learner: Learner, moduleId: string) =>
  call(`learning/modules/${moduleId}/read`, { session: learner.session, body: {} });
const dashboard = async (learner: Learner) => {
  const { status, body } = await call('learning/dashboard', { session: learner.session });
  expect(status).toBe(200);
  return body as {
    overallProgress: number;
    coursesCompleted: number;
    certificatesEarned: number;
    enrollments: Array<Json & { courseId: string; progress: number }>;
    certificates: Array<{ id: string; courseName: string; completionDate: string; revoked: boolean }>;
  };
};

beforeAll(async () => {
  adminToken = await platform.admin.token();
});

describe('who may call the learning API', () => {
  it('is the storefront with a learner session: no token, another token, or no session is refused', async () => {
    const learner = await registerCompleteLearner(cms);
    expect((await getJson(`${cms.url}/api/learning/dashboard`)).status).toBe(403);
    expect((await call('learning/dashboard', { session: learner.session, token: cms.seedToken })).status).toBe(403);
    const signedOut = await call('learning/dashboard');
    expect(signedOut.status).toBe(401);
    expect(messageOf(signedOut.body)).toBeTruthy();
    expect((await call('enrollments', { body: { courseId: 'abcdefghijklmnopqrstuvwx' } })).status).toBe(401);
  });

  it('checks each route against its own action: a token allowed only the dashboard gets nothing else', async () => {
    const learner = await registerCompleteLearner(cms);
    const created = await getJson(
      `${cms.url}/admin/api-tokens`,
      withToken(adminToken, {
        method: 'POST',
        body: JSON.stringify({
          name: `Dashboard only ${tag}`,
          type: 'custom',
          lifespan: null,
          permissions: ['api::learning.learning.dashboard'],
        }),
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = (created.body.data as { accessKey: string }).accessKey;
    expect((await call('learning/dashboard', { session: learner.session, token })).status).toBe(200);
    for (const [path, body] of [
      ['learning/courses/abcdefghijklmnopqrstuvwx', undefined],
      ['enrollments/abcdefghijklmnopqrstuvwx', undefined],
      ['certificates/mine', undefined],
      ['account/me', undefined],
      ['account/register', {}],
      ['enrollments', { courseId: 'abcdefghijklmnopqrstuvwx' }],
    ] as const) {
      expect((await call(path, { session: learner.session, token, body })).status, path).toBe(403);
    }
    // The public's one route among them: verification by code.
    expect((await getJson(`${cms.url}/api/certificates/verify/KCA-00000-00000-00000-00000`)).status).toBe(404);
  });

  it('no longer has the REST routes Strapi generates for enrolments, progress and certificates', async () => {
    for (const path of ['enrollments', 'module-progresses', 'certificates']) {
      const { status } = await getJson(`${cms.url}/api/${path}`, withToken(cms.storefrontToken));
      expect([403, 404, 405], path).toContain(status);
    }
  });
});

describe('enrolment (spec 2.7, 7)', () => {
  let courseId: string;
  beforeAll(async () => {
    courseId = await createCourse();
    await createModule(courseId, 1);
  });

  it('enrols once, answers the spec Enrollment, and finds it again', async () => {
    const learner = await registerCompleteLearner(cms);
    expect((await call(`enrollments/${courseId}`, { session: learner.session })).body).toEqual({ enrollment: null });
    const first = await enrol(learner, courseId);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), courseId, progress: 0, enrolledAt: expect.any(String) });
    expect(Date.now() - new Date(first.body.enrolledAt as string).getTime()).toBeLessThan(60_000);
    const again = await enrol(learner, courseId);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await call(`enrollments/${courseId}`, { session: learner.session })).body).toEqual({
      enrollment: first.body,
    });
    expect((await dashboard(learner)).enrollments).toHaveLength(1);
  });

  it('leaves one enrolment when Enroll Now is pressed 10 times at once', async () => {
    const learner = await registerCompleteLearner(cms);
    const answers = await Promise.all(Array.from({ length: 10 }, () => enrol(learner, courseId)));
    for (const answer of answers) expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect((await dashboard(learner)).enrollments).toHaveLength(1);
  });

  it.each([
    ['a course that does not exist', { courseId: 'abcdefghijklmnopqrstuvwx' }, 404, 'Course not found'],
    ['a malformed id', { courseId: '../../etc/passwd' }, 400, 'No course has this id.'],
    ['no id', {}, 400, 'Choose a course to enrol in (courseId is missing).'],
    ['an id that is not text', { courseId: 42 }, 400, 'Choose a course to enrol in (courseId is missing).'],
  ])('refuses %s with a message, creating nothing', async (_case, body, status, message) => {
    const learner = await registerCompleteLearner(cms);
    const answer = await call('enrollments', { session: learner.session, body });
    expect(answer.status).toBe(status);
    expect(messageOf(answer.body)).toContain(message);
    expect((await dashboard(learner)).enrollments).toEqual([]);
  });

  it('asks a learner to finish their profile first (spec 6), creating nothing', async () => {
    const learner = await registerLearner(cms);
    const answer = await enrol(learner, courseId);
    expect(answer.status).toBe(403);
    expect(messageOf(answer.body)).toBe(
      'Complete your profile (your role, data-use consent and a profile photo) before you enrol in a course.',
    );
    expect((await call(`enrollments/${courseId}`, { session: learner.session })).body).toEqual({ enrollment: null });
  });

  it('does not show one learner another learner’s enrolment', async () => {
    const [owner, other] = await Promise.all([registerCompleteLearner(cms), registerCompleteLearner(cms)]);
    expect((await enrol(owner, courseId)).status).toBe(201);
    expect((await call(`enrollments/${courseId}`, { session: other.session })).body).toEqual({ enrollment: null });
    expect((await dashboard(other)).enrollments).toEqual([]);
  });
});

describe('paid courses and access codes', () => {
  let paidCourse: string;
  let otherPaidCourse: string;
  beforeAll(async () => {
    paidCourse = await createCourse({ isFree: false, priceKina: 300 });
    otherPaidCourse = await createCourse({ isFree: false, priceKina: 150 });
    await createModule(paidCourse, 1);
  });

  it('refuses a paid enrolment without a code, naming the price in kina', async () => {
    const learner = await registerCompleteLearner(cms);
    const answer = await enrol(learner, paidCourse);
    expect(answer.status).toBe(400);
    expect(messageOf(answer.body)).toBe(
      'This course costs K300.00. Enter the access code you were given to enrol, or write to help@kundu.test to buy one.',
    );
    expect(fieldsOf(answer.body)).toHaveProperty('accessCode');
  });

  it('refuses it in the language the storefront passes on (ADR 0046): Tok Pisin for tpi, English otherwise', async () => {
    const learner = await registerCompleteLearner(cms);
    const inLanguage = (language?: string) =>
      call('enrollments', {
        session: learner.session,
        body: { courseId: paidCourse },
        headers: language ? { 'accept-language': language } : {},
      });
    const tokPisin =
      'Dispela kos i kostim K300.00. Putim access code ol i givim yu long joinim, o raitim email i go long help@kundu.test long baim wanpela.';
    const english =
      'This course costs K300.00. Enter the access code you were given to enrol, or write to help@kundu.test to buy one.';
    for (const [language, message] of [
      ['tpi', tokPisin],
      ['tpi-PG', tokPisin],
      ['en-PG, tpi;q=0.5', english],
      ['fr', english],
      [undefined, english],
    ] as const) {
      const answer = await inLanguage(language);
      expect(answer.status, language).toBe(400);
      expect(messageOf(answer.body), language).toBe(message);
      expect(fieldsOf(answer.body).accessCode, language).toBe(message);
    }
    // A form the CMS checks (the contract's rules) answers in the same language.
    const malformed = await call('enrollments', {
      session: learner.session,
      body: { courseId: '../../etc/passwd' },
      headers: { 'accept-language': 'tpi' },
    });
    expect(malformed.status).toBe(400);
    expect(messageOf(malformed.body)).toBe('Nogat kos i gat dispela id.');
  });

  it('makes an unguessable code when the editor leaves it empty, and accepts it typed loosely', async () => {
    const { code } = await createAccessCode(paidCourse);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const learner = await registerCompleteLearner(cms);
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
    const answer = await enrol(learner, paidCourse, typed);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.courseId).toBe(paidCourse);
  });

  it('refuses a wrong code, another course’s code, an expired code and a used-up code', async () => {
    const learner = await registerCompleteLearner(cms);
    const wrong = await enrol(learner, paidCourse, 'NOTAREALCODE');
    expect([wrong.status, messageOf(wrong.body)]).toEqual([
      400,
      'This access code is not valid for this course. Check it and try again.',
    ]);
    const otherCourses = await createAccessCode(otherPaidCourse);
    expect(messageOf((await enrol(learner, paidCourse, otherCourses.code)).body)).toBe(
      'This access code is not valid for this course. Check it and try again.',
    );
    const expired = await createAccessCode(paidCourse, { expiresAt: '2026-01-01T00:00:00.000Z' });
    expect(messageOf((await enrol(learner, paidCourse, expired.code)).body)).toContain('This access code has expired.');
    const single = await createAccessCode(paidCourse);
    expect((await enrol(await registerCompleteLearner(cms), paidCourse, single.code)).status).toBe(201);
    const usedUp = await enrol(learner, paidCourse, single.code);
    expect(usedUp.status).toBe(400);
    expect(messageOf(usedUp.body)).toContain('This access code has already been used as many times as it allows.');
    expect((await dashboard(learner)).enrollments).toEqual([]);
  });

  it('lets exactly one of two learners racing for the last use enrol', async () => {
    const { code, documentId } = await createAccessCode(paidCourse, { maxUses: 2 });
    expect((await enrol(await registerCompleteLearner(cms), paidCourse, code)).status).toBe(201);
    const [first, second] = await Promise.all([registerCompleteLearner(cms), registerCompleteLearner(cms)]);
    const answers = await Promise.all([enrol(first, paidCourse, code), enrol(second, paidCourse, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const stored = await admin('GET', `api::access-code.access-code/${documentId}`);
    expect((stored.body.data as { timesUsed: number }).timesUsed).toBe(2);
  });

  it('gives the use back when the same learner enrols twice at once with one code', async () => {
    const { code, documentId } = await createAccessCode(paidCourse, { maxUses: 5 });
    const learner = await registerCompleteLearner(cms);
    const answers = await Promise.all(Array.from({ length: 5 }, () => enrol(learner, paidCourse, code)));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const stored = await admin('GET', `api::access-code.access-code/${documentId}`);
    expect((stored.body.data as { timesUsed: number }).timesUsed).toBe(1);
  });

  it('answers the enrolment, not a refusal, when Enroll Now is pressed 5 times with a single-use code', async () => {
    const { code, documentId } = await createAccessCode(paidCourse, { maxUses: 1 });
    const learner = await registerCompleteLearner(cms);
    const answers = await Promise.all(Array.from({ length: 5 }, () => enrol(learner, paidCourse, code)));
    for (const answer of answers) expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const stored = await admin('GET', `api::access-code.access-code/${documentId}`);
    expect((stored.body.data as { timesUsed: number }).timesUsed).toBe(1);
  });

  it('refuses an access code saved without a course, as the admin panel sends an empty choice', async () => {
    const { status, body } = await admin('POST', 'api::access-code.access-code', {
      course: { connect: [], disconnect: [] },
      maxUses: 1,
    });
    expect(status).toBe(400);
    expect(messageOf(body)).toBe('Choose the course this access code unlocks.');
  });

  it('slows a learner guessing codes, per account', async () => {
    const learner = await registerCompleteLearner(cms);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await enrol(learner, paidCourse, `GUESS${attempt}XXXXXX`)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const classmate = await registerCompleteLearner(cms);
    expect((await enrol(classmate, paidCourse, 'ANOTHERGUESS')).status).toBe(400);
  });
});

describe('studying a course: lessons, quizzes, progress and the certificate', () => {
  let courseId: string;
  let quizModule: string;
  let readingModule: string;
  let lastModule: string;
  let learner: Learner;

  beforeAll(async () => {
    courseId = await createCourse({ title: GREENS, slug: `grow-your-own-greens-${tag}` });
    quizModule = await createModule(courseId, 1);
    readingModule = await createModule(courseId, 2, { quiz: [], lesson: '## Where to report\n\nCall 7030 1234.' });
    lastModule = await createModule(courseId, 3);
    learner = await registerCompleteLearner(cms, { firstName: 'Grace', lastName: 'Pomat' });
  });

  it('keeps lesson bodies and quiz answers from learners who are not enrolled', async () => {
    const outsider = await registerCompleteLearner(cms);
    for (const answer of [
      await call(`learning/modules/${quizModule}`, { session: outsider.session }),
      await postQuiz(outsider, quizModule, { answers: [0, 1], attempt: 1 }),
      await markRead(outsider, readingModule),
    ]) {
      expect(answer.status).toBe(403);
      expect(messageOf(answer.body)).toBe('Enrol in this course to open its modules.');
      expect(JSON.stringify(answer.body)).not.toContain('Never share your PIN');
    }
    expect((await call(`learning/modules/abcdefghijklmnopqrstuvwx`, { session: outsider.session })).status).toBe(404);
  });

  it('gives an enrolled learner the lesson and the quiz without its answers, in an order of its own', async () => {
    expect((await enrol(learner, courseId)).status).toBe(201);
    const { status, body } = await call(`learning/modules/${quizModule}`, { session: learner.session });
    expect(status).toBe(200);
    expect(body.course).toEqual({ id: courseId, title: GREENS, language: 'en' });
    // The options in this learner's order for their first attempt (shuffled as quiz-attempts.test.ts shows).
    const shown = shownQuiz(QUIZ, { learnerId: learner.user.id as string, moduleId: quizModule, attempt: 1 });
    expect(body.module).toMatchObject({
      id: quizModule,
      title: 'Module 1',
      lesson: expect.stringContaining('Never share your PIN'),
      passMark: 70,
      downloadBytes: expect.any(Number),
      quiz: shown,
    });
    for (const [index, question] of (body.module as { quiz: Array<{ options: string[] }> }).quiz.entries()) {
      expect([...question.options].sort()).toEqual(QUIZ[index]!.options.map((option) => option.text).sort());
    }
    expect((body.module as { downloadBytes: number }).downloadBytes).toBeGreaterThan(50);
    expect(JSON.stringify(body)).not.toMatch(/isCorrect|Real prizes never/);
    expect(body.position).toEqual({
      number: 1,
      total: 3,
      previous: null,
      next: { id: readingModule, title: 'Module 2', language: 'en' },
    });
    expect(body.nextUnfinished).toBeNull();
    expect(body.state).toEqual({ finished: false, attempts: 0, bestScore: null, retryAfterSeconds: 0 });
    // A reload shows the same order.
    expect((await call(`learning/modules/${quizModule}`, { session: learner.session })).body.module).toEqual(
      body.module,
    );
  });

  it('scores a failed quiz by the order shown: which answers were wrong and why, never the right options', async () => {
    const { status, body } = await submitQuiz(learner, quizModule, HALF_RIGHT);
    expect(status).toBe(200);
    expect(body).toMatchObject({ score: 50, passMark: 70, passed: false, attempt: 1, certificateId: null });
    expect(body.results).toEqual([
      {
        prompt: QUIZ[0]!.prompt,
        yourAnswer: 'A scam',
        isCorrect: true,
        explanation: QUIZ[0]!.explanation,
        rightAnswer: null,
      },
      {
        prompt: QUIZ[1]!.prompt,
        yourAnswer: 'The agent who calls you',
        isCorrect: false,
        explanation: QUIZ[1]!.explanation,
        rightAnswer: null,
      },
    ]);
    // The wait before the next attempt, in seconds.
    expect(body.retryAfterSeconds).toBe(30);
    expect((body.enrollment as Json).progress).toBe(0);
  });

  it('tells a quick second attempt to wait, in words, counting nothing and losing nothing', async () => {
    const early = await submitQuiz(learner, quizModule, RIGHT);
    expect(early.status, JSON.stringify(early.body)).toBe(429);
    expect(messageOf(early.body)).toMatch(
      /^Not yet: you can submit this quiz again in (30|29|28|27|26|25) seconds\. Use the time to read the lesson and the explanations again\.$/,
    );
    expect(JSON.stringify(early.body)).not.toContain('Nobody"');
    // The same wait for a learner who chose Tok Pisin (ADR 0046): the storefront passes it as Accept-Language.
    const shown = await quizShown(learner, quizModule, RIGHT);
    const inTokPisin = await call(`learning/modules/${quizModule}/quiz`, {
      session: learner.session,
      body: { answers: shown.answers, attempt: shown.attempt },
      headers: { 'accept-language': 'tpi' },
    });
    expect(inTokPisin.status).toBe(429);
    expect(messageOf(inTokPisin.body)).toMatch(
      /^I no yet: yu ken salim dispela kwis gen bihain long (30|29|28|27|26|25|24|23) sekon\. Long dispela taim, ritim lesen na ol as bilong en gen\.$/,
    );
    // The same in a header, for clients that read it.
    const form = await quizShown(learner, quizModule, RIGHT);
    const raw = await fetch(`${cms.url}/api/learning/modules/${quizModule}/quiz`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${cms.storefrontToken}`,
        'content-type': 'application/json',
        'x-client-ip': ADDRESS,
        'x-session-token': learner.session,
      },
      body: JSON.stringify({ answers: form.answers, attempt: form.attempt }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(20);
    const { state, quiz } = await quizShown(learner, quizModule);
    expect(state).toMatchObject({ finished: false, attempts: 1, bestScore: 50 });
    expect(state.retryAfterSeconds).toBeGreaterThan(20);
    expect(state.retryAfterSeconds).toBeLessThanOrEqual(30);
    // The second attempt has an order of its own.
    expect(quiz).toEqual(shownQuiz(QUIZ, { learnerId: learner.user.id as string, moduleId: quizModule, attempt: 2 }));
    expect((await call(`enrollments/${courseId}`, { session: learner.session })).body.enrollment).toMatchObject({
      progress: 0,
    });
  });

  it('answers a submission sent twice with its first result, and refuses a form the learner already sent', async () => {
    // The first attempt's form, pressed again on a slow network: the same answers, the same result, not counted.
    const first = await quizShown(learner, quizModule);
    const firstOrder = shownQuiz(QUIZ, { learnerId: learner.user.id as string, moduleId: quizModule, attempt: 1 });
    const again = firstOrder.map((question, index) => question.options.indexOf(HALF_RIGHT[index]!));
    const repeated = await postQuiz(learner, quizModule, { answers: again, attempt: 1 });
    expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
    expect(repeated.body).toMatchObject({ score: 50, passed: false, attempt: 1 });
    expect((repeated.body.results as Json[])[1]).toMatchObject({ isCorrect: false, rightAnswer: null });
    // The same, old form with other answers: its order is no longer the one the learner is shown.
    const other = firstOrder.map((question, index) => question.options.indexOf(RIGHT[index]!));
    const stale = await postQuiz(learner, quizModule, { answers: other, attempt: 1 });
    expect([stale.status, messageOf(stale.body)]).toEqual([
      409,
      'You already sent this quiz, perhaps from another tab, so its answers are now in a new order. Choose your answers again.',
    ]);
    const invented = await postQuiz(learner, quizModule, { answers: other, attempt: 7 });
    expect(invented.status).toBe(409);
    expect((await quizShown(learner, quizModule)).state).toMatchObject({ attempts: first.state.attempts });
  });

  it('refuses a quiz with a question left out, naming it, and the wrong action for a module', async () => {
    const attempt = (await quizShown(learner, quizModule)).attempt;
    const skipped = await postQuiz(learner, quizModule, { answers: [0], attempt });
    expect(skipped.status).toBe(400);
    expect(messageOf(skipped.body)).toBe('Answer every question before you submit.');
    expect(fieldsOf(skipped.body)).toEqual({ 'answer-1': 'Choose an answer for question 2.' });
    expect(fieldsOf((await postQuiz(learner, quizModule, { answers: [0, 7], attempt })).body)).toEqual({
      'answer-1': 'Choose an answer for question 2.',
    });
    expect(fieldsOf((await postQuiz(learner, quizModule, { answers: [null, 1], attempt })).body)).toEqual({
      'answer-0': 'Choose an answer for question 1.',
    });
    for (const body of [{}, { answers: 'all of them', attempt }, { answers: [-1, 0], attempt }, { answers: [0, 1] }]) {
      expect((await call(`learning/modules/${quizModule}/quiz`, { session: learner.session, body })).status).toBe(400);
    }
    const readQuizModule = await markRead(learner, quizModule);
    expect([readQuizModule.status, messageOf(readQuizModule.body)]).toEqual([
      400,
      "Pass this module's quiz to finish it.",
    ]);
    const quizReadingModule = await postQuiz(learner, readingModule, { answers: [0, 1], attempt: 1 });
    expect([quizReadingModule.status, messageOf(quizReadingModule.body)]).toEqual([
      400,
      'This module has no quiz. Mark it as read to finish it.',
    ]);
  });

  it('finishes modules by passing quizzes and reading, completes the course and issues one certificate', async () => {
    await endQuizWait(cms, learner.details.email as string, quizModule);
    const passed = await submitQuiz(learner, quizModule, RIGHT);
    expect(passed.body).toMatchObject({ score: 100, passed: true, nextModuleId: readingModule, retryAfterSeconds: 0 });
    expect((passed.body.enrollment as Json).progress).toBe(33);

    // Once the module is passed, a learner may go over it again at once, and is shown the right answers.
    const failedAfterPassing = await submitQuiz(learner, quizModule, HALF_RIGHT);
    expect(failedAfterPassing.status).toBe(200);
    expect((failedAfterPassing.body.results as Json[])[1]).toMatchObject({
      yourAnswer: 'The agent who calls you',
      isCorrect: false,
      rightAnswer: 'Nobody',
    });
    expect((failedAfterPassing.body.enrollment as Json).progress).toBe(33);
    const state = (await call(`learning/modules/${quizModule}`, { session: learner.session })).body.state;
    expect(state).toEqual({ finished: true, attempts: 3, bestScore: 100, retryAfterSeconds: 0 });

    const read = await markRead(learner, readingModule);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ nextModuleId: lastModule, certificateId: null });
    expect((read.body.enrollment as Json).progress).toBe(67);

    const last = await submitQuiz(learner, lastModule, RIGHT);
    expect(last.body).toMatchObject({
      passed: true,
      nextModuleId: null,
      certificateId: expect.stringMatching(/^KCA-/),
    });
    const enrollment = last.body.enrollment as Json;
    expect(enrollment.progress).toBe(100);
    expect(Date.now() - new Date(enrollment.completedAt as string).getTime()).toBeLessThan(60_000);

    const code = last.body.certificateId as string;
    const { status, body } = await getJson(`${cms.url}/api/certificates/verify/${code}`);
    expect(status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Port_Moresby' }).format(new Date());
    expect(body.data).toMatchObject({
      verificationCode: code,
      recipientName: expect.stringMatching(/^Grace Pomat\d*$/),
      courseName: GREENS,
      courseDescription: 'Raised beds, compost and watering for a home garden.',
      completionDate: today,
      duration: '1 hour',
      skills: [
        expect.objectContaining({ text: 'Building a raised bed' }),
        expect.objectContaining({ text: 'Making compost' }),
      ],
      issuerName: expect.any(String),
      certificateUrl: `${platform.storefront.url}/certificate/${code}`,
      revoked: false,
      reissuedAt: null,
    });
    for (const field of ['user', 'course', 'enrollment', 'history', 'revocationReason', 'email']) {
      expect(body.data).not.toHaveProperty(field);
    }

    // Going over a finished module again changes nothing and issues nothing more.
    expect((await submitQuiz(learner, lastModule, RIGHT)).body.certificateId).toBeNull();
    const home = await dashboard(learner);
    expect(home).toMatchObject({ overallProgress: 100, coursesCompleted: 1, certificatesEarned: 1 });
    expect(home.certificates).toEqual([{ id: code, courseName: GREENS, completionDate: today, revoked: false }]);
    const outline = await call(`learning/courses/${courseId}`, { session: learner.session });
    expect(outline.body).toMatchObject({ certificateId: code, nextModuleId: null });
  });

  it('does not let another learner submit for this one, or read their progress', async () => {
    const other = await registerCompleteLearner(cms);
    expect((await enrol(other, courseId)).status).toBe(201);
    expect((await submitQuiz(other, quizModule, RIGHT)).body.enrollment).toMatchObject({ progress: 33 });
    const mine = await call(`enrollments/${courseId}`, { session: learner.session });
    expect((mine.body.enrollment as Json).progress).toBe(100);
    const theirs = await call(`enrollments/${courseId}`, { session: other.session });
    expect((theirs.body.enrollment as Json).progress).toBe(33);
    expect((theirs.body.enrollment as Json).id).not.toBe((mine.body.enrollment as Json).id);
  });
});

describe('50 submissions at once for one learner', () => {
  it('counts each module once, answers every press with its result, and issues exactly one certificate', async () => {
    const courseId = await createCourse();
    const modules = [await createModule(courseId, 1), await createModule(courseId, 2)];
    const learner = await registerCompleteLearner(cms);
    expect((await enrol(learner, courseId)).status).toBe(201);
    // One form per module, sent 25 times each at once: a learner pressing Submit on a slow network.
    const forms = await Promise.all(modules.map((moduleId) => quizShown(learner, moduleId, RIGHT)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postQuiz(learner, modules[index % 2]!, { answers: forms[index % 2]!.answers, attempt: 1 }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ score: 100, passed: true, attempt: 1 });
    }
    const issued = new Set(answers.map((answer) => answer.body.certificateId).filter(Boolean));
    expect(issued.size).toBe(1);
    const home = await dashboard(learner);
    expect(home.certificates).toHaveLength(1);
    expect(home.certificates[0]!.id).toBe([...issued][0]);
    expect(home).toMatchObject({ coursesCompleted: 1, certificatesEarned: 1, overallProgress: 100 });
    for (const moduleId of modules) {
      const { body } = await call(`learning/modules/${moduleId}`, { session: learner.session });
      expect(body.state).toEqual({ finished: true, attempts: 1, bestScore: 100, retryAfterSeconds: 0 });
    }
  });
});

describe('a module with a question pool (issue 21, ADR 0044)', () => {
  /** Six questions about a garden, each with its right option named after it; each attempt asks three. */
  const POOL: Question[] = Array.from({ length: 6 }, (_, index) => ({
    prompt: `Garden question ${index + 1}: which bed gets the compost?`,
    explanation: `Bed ${index + 1} is the hungriest.`,
    options: [
      { text: `Bed ${index + 1}`, isCorrect: true },
      { text: `Not bed ${index + 1}`, isCorrect: false },
      { text: `The path beside bed ${index + 1}`, isCorrect: false },
    ],
  }));
  const rightFor = (prompt: string) => `Bed ${Number(/question (\d+)/.exec(prompt)![1])}`;
  const wrongFor = (prompt: string) => `Not ${rightFor(prompt).toLowerCase()}`;
  let courseId: string;
  let pooled: string;
  let whole: string;
  let learner: Learner;

  beforeAll(async () => {
    courseId = await createCourse();
    pooled = await createModule(courseId, 1, { quiz: POOL, quizDraw: 3 });
    whole = await createModule(courseId, 2, { quiz: POOL });
    learner = await registerCompleteLearner(cms);
    expect((await enrol(learner, courseId)).status).toBe(201);
  });

  it('counts the questions a learner answers, and what the phone downloads for them', async () => {
    const measured = async (id: string) =>
      (await admin('GET', `api::course-module.course-module/${id}`)).body.data as {
        quizQuestions: number;
        downloadBytes: number;
      };
    const [drawn, all] = [await measured(pooled), await measured(whole)];
    expect([drawn.quizQuestions, all.quizQuestions]).toEqual([3, 6]);
    expect(drawn.downloadBytes).toBeLessThan(all.downloadBytes);
    // An editor changing only Questions per attempt has both measured again.
    const { status } = await admin('PUT', `api::course-module.course-module/${whole}`, { quizDraw: 4 });
    expect(status).toBe(200);
    const four = await measured(whole);
    expect(four.quizQuestions).toBe(4);
    expect(four.downloadBytes).toBeLessThan(all.downloadBytes);
    expect(four.downloadBytes).toBeGreaterThan(drawn.downloadBytes);
  });

  it('asks quizDraw questions of the pool, the same at every reload, and another set at the next attempt', async () => {
    const first = await quizShown(learner, pooled);
    expect(first.quiz).toHaveLength(3);
    expect(first.quiz).toEqual(
      shownQuiz(POOL, { learnerId: learner.user.id as string, moduleId: pooled, attempt: 1 }, 3),
    );
    expect((await quizShown(learner, pooled)).quiz).toEqual(first.quiz);

    // One right of the three asked: 33%, scored and listed on the questions asked only.
    const texts = first.quiz.map((question, index) => (index === 0 ? rightFor : wrongFor)(question.prompt));
    const failed = await submitQuiz(learner, pooled, texts);
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body).toMatchObject({ score: 33, passed: false, attempt: 1 });
    const results = failed.body.results as Array<{ prompt: string; yourAnswer: string; explanation: string }>;
    expect(results.map((result) => result.prompt)).toEqual(first.quiz.map((question) => question.prompt));
    expect(results.map((result) => result.yourAnswer)).toEqual(texts);

    await endQuizWait(cms, learner.details.email as string, pooled);
    const second = await quizShown(learner, pooled);
    expect(second.attempt).toBe(2);
    expect(second.quiz).toHaveLength(3);
    const prompts = (shown: typeof first) => shown.quiz.map((question) => question.prompt);
    expect(prompts(second)).not.toEqual(prompts(first));
    // Two attempts of three from six ask every question of the pool.
    expect(new Set([...prompts(first), ...prompts(second)])).toEqual(new Set(POOL.map((question) => question.prompt)));
  });

  it('refuses answers for more or fewer questions than were asked, in words, counting nothing', async () => {
    const { attempt, state } = await quizShown(learner, pooled);
    const tooMany = await postQuiz(learner, pooled, { answers: [0, 0, 0, 0, 0, 0], attempt });
    expect([tooMany.status, messageOf(tooMany.body)]).toEqual([
      400,
      'This quiz asks 3 questions, but 6 answers were sent. Open the module again and answer the questions as shown.',
    ]);
    const tooFew = await postQuiz(learner, pooled, { answers: [0, 0], attempt });
    expect([tooFew.status, fieldsOf(tooFew.body)]).toEqual([400, { 'answer-2': 'Choose an answer for question 3.' }]);
    expect((await quizShown(learner, pooled)).state).toEqual(state);
  });

  it('passes on the questions asked, and answers the same form sent twice with its result', async () => {
    const shown = await quizShown(learner, pooled);
    const form = await quizShown(
      learner,
      pooled,
      shown.quiz.map((question) => rightFor(question.prompt)),
    );
    const passed = await postQuiz(learner, pooled, { answers: form.answers, attempt: form.attempt });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect(passed.body).toMatchObject({ score: 100, passed: true, attempt: 2 });
    const results = passed.body.results as Array<{ prompt: string; rightAnswer: string | null }>;
    expect(results.map((result) => [result.prompt, result.rightAnswer])).toEqual(
      shown.quiz.map((question) => [question.prompt, rightFor(question.prompt)]),
    );
    const again = await postQuiz(learner, pooled, { answers: form.answers, attempt: form.attempt });
    expect([again.status, again.body.score, again.body.attempt]).toEqual([200, 100, 2]);
    expect((await quizShown(learner, pooled)).state).toMatchObject({ finished: true, attempts: 2, bestScore: 100 });
  });
});

describe('lessons and quizzes in Tok Pisin (issue 22, ADR 0049)', () => {
  /** QUIZ as a translator writes it: the same questions, in the same order, the right answer in the same place. */
  const TPI_QUIZ: Question[] = [
    {
      prompt: 'Wanpela tekst i tok yu winim K5,000 long Digicel na i askim K50 "release fee". Em wanem samting?',
      explanation: 'Tru praiz i no save askim yu long baim moni pastaim.',
      options: [
        { text: 'Em giaman (scam)', isCorrect: true },
        { text: 'Em tru praiz', isCorrect: false },
        { text: 'Em tok save bilong beng', isCorrect: false },
      ],
    },
    {
      prompt: 'Yu ken givim mobile money PIN bilong yu long husat?',
      explanation: 'I no gat wanpela: i no beng, i no Digicel, i no famili.',
      options: [
        { text: 'Agen husat i ringim yu', isCorrect: false },
        { text: 'I no gat wanpela', isCorrect: true },
      ],
    },
  ];
  const TPI_RIGHT = ['Em giaman (scam)', 'I no gat wanpela'];
  const TPI_HALF_RIGHT = ['Em giaman (scam)', 'Agen husat i ringim yu'];
  /** A translation whose second question names another option right: it would score learners against other answers. */
  const MISPLACED: Question[] = [
    TPI_QUIZ[0]!,
    {
      ...TPI_QUIZ[1]!,
      options: [
        { text: 'Agen husat i ringim yu', isCorrect: true },
        { text: 'I no gat wanpela', isCorrect: false },
      ],
    },
  ];
  const TPI_COURSE = `Wokim gaden ${tag}`;
  let courseId: string;
  let translated: string;
  let misplaced: string;
  let untranslated: string;
  let learner: Learner;

  /** The Tok Pisin version of a module, laid over its English document (as the seed loads it). */
  async function translateModule(moduleId: string, order: number, fields: Json) {
    slugs += 1;
    const { status, body } = await writeWithToken(
      `${cms.url}/api/course-modules/${moduleId}?locale=tpi`,
      cms.seedToken,
      'PUT',
      {
        title: `Hap ${order}`,
        slug: `hap-${slugs}-${tag}`,
        description: 'Dispela hap i skulim yu long wanem samting.',
        estimatedDuration: '15 minit',
        order,
        passMark: 70,
        lesson: `## Skul ${order}\n\nNoken givim PIN bilong yu long wanpela man. Ring long BSP long 7030 1234.`,
        quiz: TPI_QUIZ,
        ...fields,
      },
    );
    expect(status, JSON.stringify(body)).toBe(200);
  }

  /** The module as the learner opens it in `locale` (none: as the storefront asked before Tok Pisin). */
  async function open(moduleId: string, locale?: string) {
    const { status, body } = await call(`learning/modules/${moduleId}${locale ? `?locale=${locale}` : ''}`, {
      session: learner.session,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body as Json & {
      course: Json;
      module: Json & { quiz: Array<{ prompt: string; options: string[] }> };
      position: Json;
      state: { attempts: number };
    };
  }
  /** Answers as the learner is shown them in `locale`, choosing options by their text. */
  async function answer(moduleId: string, locale: string, texts: string[]) {
    const shown = await open(moduleId, locale);
    const answers = texts.map((text, index) => shown.module.quiz[index]!.options.indexOf(text));
    expect(answers).not.toContain(-1);
    return { answers, attempt: shown.state.attempts + 1 };
  }
  const post = (moduleId: string, locale: string, form: { answers: number[]; attempt: number }) =>
    call(`learning/modules/${moduleId}/quiz?locale=${locale}`, { session: learner.session, body: form });
  const key = (moduleId: string, attempt: number) => ({
    learnerId: learner.user.id as string,
    moduleId,
    attempt,
  });

  beforeAll(async () => {
    courseId = await createCourse();
    translated = await createModule(courseId, 1);
    misplaced = await createModule(courseId, 2);
    untranslated = await createModule(courseId, 3);
    const course = await writeWithToken(`${cms.url}/api/courses/${courseId}?locale=tpi`, cms.seedToken, 'PUT', {
      title: TPI_COURSE,
      slug: `wokim-gaden-${tag}`,
      description: 'Ol bet, kompos na wara bilong gaden long haus.',
      domain: 'cyber_crime',
      duration: '1 aua',
      isFree: true,
      skills: [{ text: 'Wokim bet' }, { text: 'Wokim kompos' }],
    });
    expect(course.status, JSON.stringify(course.body)).toBe(200);
    await translateModule(translated, 1, {});
    await translateModule(misplaced, 2, { quiz: MISPLACED });
    learner = await registerCompleteLearner(cms);
    expect((await enrol(learner, courseId)).status).toBe(201);
  });

  it('gives a learner reading Tok Pisin the Tok Pisin lesson and quiz, drawn and ordered as in English', async () => {
    const body = await open(translated, 'tpi');
    expect(body.course).toEqual({ id: courseId, title: TPI_COURSE, language: 'tpi' });
    expect(body.module).toMatchObject({
      id: translated,
      title: 'Hap 1',
      description: 'Dispela hap i skulim yu long wanem samting.',
      estimatedDuration: '15 minit',
      lesson: expect.stringContaining('Noken givim PIN'),
      lessonLanguage: 'tpi',
      quizLanguage: 'tpi',
      passMark: 70,
      // The English quiz's draw and option order, in Tok Pisin words.
      quiz: shownQuiz(TPI_QUIZ, key(translated, 1)),
    });
    expect(JSON.stringify(body)).not.toMatch(/isCorrect|Never share|Tru praiz i no save/);
    expect(body.position).toMatchObject({ next: { id: misplaced, title: 'Hap 2', language: 'tpi' } });
  });

  it('scores Tok Pisin answers against the English right answers, and explains them in Tok Pisin', async () => {
    const form = await answer(translated, 'tpi', TPI_HALF_RIGHT);
    const failed = await post(translated, 'tpi', form);
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body).toMatchObject({ score: 50, passed: false, attempt: 1, quizLanguage: 'tpi' });
    expect(failed.body.results).toEqual([
      {
        prompt: TPI_QUIZ[0]!.prompt,
        yourAnswer: 'Em giaman (scam)',
        isCorrect: true,
        explanation: TPI_QUIZ[0]!.explanation,
        rightAnswer: null,
      },
      {
        prompt: TPI_QUIZ[1]!.prompt,
        yourAnswer: 'Agen husat i ringim yu',
        isCorrect: false,
        explanation: TPI_QUIZ[1]!.explanation,
        rightAnswer: null,
      },
    ]);

    // The learner switches to English: the same form is the same attempt, answered once, now in English words.
    const switched = await post(translated, 'en', form);
    expect(switched.body).toMatchObject({ score: 50, attempt: 1, quizLanguage: 'en' });
    expect((switched.body.results as Json[])[1]).toMatchObject({ yourAnswer: 'The agent who calls you' });
    const english = await open(translated, 'en');
    expect(english.state).toMatchObject({ attempts: 1, bestScore: 50 });
    expect(english.module.quiz).toEqual(shownQuiz(QUIZ, key(translated, 2)));

    await endQuizWait(cms, learner.details.email as string, translated);
    const passed = await post(translated, 'tpi', await answer(translated, 'tpi', TPI_RIGHT));
    expect(passed.body).toMatchObject({ score: 100, passed: true, attempt: 2, nextModuleId: misplaced });
    expect((passed.body.results as Json[]).map((result) => result.rightAnswer)).toEqual(TPI_RIGHT);
    expect((passed.body.enrollment as Json).progress).toBe(33);
  });

  it('shows the English quiz, marked, when the Tok Pisin one has a right answer in another place', async () => {
    const body = await open(misplaced, 'tpi');
    expect(body.module).toMatchObject({
      title: 'Hap 2',
      lesson: expect.stringContaining('Noken givim PIN'),
      lessonLanguage: 'tpi',
      quizLanguage: 'en',
      quiz: shownQuiz(QUIZ, key(misplaced, 1)),
    });
    const passed = await post(misplaced, 'tpi', await answer(misplaced, 'tpi', RIGHT));
    expect(passed.body).toMatchObject({ score: 100, passed: true, quizLanguage: 'en' });
    expect((passed.body.results as Json[])[1]).toMatchObject({ prompt: QUIZ[1]!.prompt, rightAnswer: 'Nobody' });
  });

  it('gives a module with no Tok Pisin version in English, marked', async () => {
    const body = await open(untranslated, 'tpi');
    expect(body.module).toMatchObject({
      title: 'Module 3',
      lesson: expect.stringContaining('Never share your PIN'),
      lessonLanguage: 'en',
      quizLanguage: 'en',
      quiz: shownQuiz(QUIZ, key(untranslated, 1)),
    });
    expect(body.position).toMatchObject({ previous: { id: misplaced, title: 'Hap 2', language: 'tpi' } });
  });

  it('changes nothing for a learner reading English', async () => {
    const asked = await open(translated, 'en');
    expect(await open(translated)).toEqual(asked);
    expect(asked.course).toMatchObject({ title: expect.stringMatching(/^Garden beds/), language: 'en' });
    expect(asked.module).toMatchObject({ title: 'Module 1', lessonLanguage: 'en', quizLanguage: 'en' });
    expect(asked.position).toMatchObject({ next: { title: 'Module 2', language: 'en' } });
  });

  it('refuses a language it does not write in, in words', async () => {
    for (const path of [`learning/modules/${translated}?locale=fr`, `learning/modules/${translated}/quiz?locale=de`]) {
      const refused = await call(path, {
        session: learner.session,
        body: path.endsWith('de') ? { answers: [0, 0], attempt: 3 } : undefined,
      });
      expect([refused.status, messageOf(refused.body)]).toEqual([
        400,
        'Content is written in "en" and "tpi" only: ask for one of those locales.',
      ]);
    }
  });
});

describe('a module drafted early and published after a learner enrolled', () => {
  it('is New to that learner, whatever day its draft was written', async () => {
    const courseId = await createCourse();
    await createModule(courseId, 1);
    const drafted = await getJson(
      `${cms.url}/api/course-modules?status=draft`,
      withToken(cms.seedToken, {
        method: 'POST',
        body: JSON.stringify({
          data: {
            title: 'Drafted early',
            slug: `drafted-early-${slugs}-${tag}`,
            description: 'Written before anyone enrolled.',
            estimatedDuration: '10 minutes',
            order: 2,
            passMark: 70,
            lesson: '## Later\n\nPublished after the learner enrolled.',
            quiz: QUIZ,
            course: courseId,
          },
        }),
      }),
    );
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    const moduleId = (drafted.body.data as { documentId: string }).documentId;
    const learner = await registerCompleteLearner(cms);
    expect((await enrol(learner, courseId)).status).toBe(201);
    const published = await admin('POST', `api::course-module.course-module/${moduleId}/actions/publish`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const outline = await call(`learning/courses/${courseId}`, { session: learner.session });
    expect(outline.body.modules).toContainEqual({ id: moduleId, finished: false, isNew: true });
  });
});

describe('a module added to a course later', () => {
  it('leaves a completed course completed, and shows in-progress learners the new module', async () => {
    const courseId = await createCourse();
    const first = await createModule(courseId, 1);
    const second = await createModule(courseId, 2);
    const [finisher, halfway] = await Promise.all([registerCompleteLearner(cms), registerCompleteLearner(cms)]);
    for (const learner of [finisher, halfway]) expect((await enrol(learner, courseId)).status).toBe(201);
    await submitQuiz(finisher, first, RIGHT);
    const done = await submitQuiz(finisher, second, RIGHT);
    expect(done.body.certificateId).toEqual(expect.any(String));
    expect((await submitQuiz(halfway, first, RIGHT)).body.enrollment).toMatchObject({ progress: 50 });

    const added = await createModule(courseId, 3);

    const finished = await call(`learning/courses/${courseId}`, { session: finisher.session });
    expect(finished.body.enrollment).toMatchObject({ progress: 100, completedAt: expect.any(String) });
    expect(finished.body.modules).toContainEqual({ id: added, finished: false, isNew: true });
    const inProgress = await call(`learning/courses/${courseId}`, { session: halfway.session });
    expect(inProgress.body.enrollment).toMatchObject({ progress: 33 });
    expect(inProgress.body.enrollment).not.toHaveProperty('completedAt');
    expect(inProgress.body).toMatchObject({ nextModuleId: second });
    expect(inProgress.body.modules).toEqual([
      { id: first, finished: true, isNew: false },
      { id: second, finished: false, isNew: false },
      { id: added, finished: false, isNew: true },
    ]);
  });
});

describe('certificate lifecycle', () => {
  async function completedLearner(names: Json = {}) {
    const courseId = await createCourse();
    const moduleId = await createModule(courseId, 1);
    const learner = await registerCompleteLearner(cms, names);
    expect((await enrol(learner, courseId)).status).toBe(201);
    const code = (await submitQuiz(learner, moduleId, RIGHT)).body.certificateId as string;
    expect(code).toMatch(/^KCA-/);
    return { learner, code };
  }

  const verify = async (code: string) =>
    (await getJson(`${cms.url}/api/certificates/verify/${code}`)).body.data as Json;

  it('re-issues under the same code when the learner corrects their name, keeping the old name for editors', async () => {
    const { learner, code } = await completedLearner({ firstName: 'Grase', lastName: 'Pomatt' });
    const before = (await verify(code)).recipientName as string;
    const corrected = await call(`certificates/${code}/name`, {
      session: learner.session,
      body: { firstName: ' Grace ', lastName: 'Pomat' },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ user: { firstName: 'Grace', lastName: 'Pomat' }, reissued: [code] });
    const after = await verify(code);
    expect(after).toMatchObject({ verificationCode: code, recipientName: 'Grace Pomat', revoked: false });
    expect(Date.now() - new Date(after.reissuedAt as string).getTime()).toBeLessThan(60_000);
    expect(after).not.toHaveProperty('history');

    const { body } = await admin('GET', `api::certificate.certificate/${after.documentId as string}`);
    expect((body.data as { history: Json[] }).history).toEqual([
      expect.objectContaining({
        event: 'reissued',
        previousRecipientName: before,
        note: 'Name corrected by the learner.',
      }),
    ]);
  });

  it('lets only the owner correct the name, with the spec’s name rules', async () => {
    const { learner, code } = await completedLearner();
    const stranger = await registerCompleteLearner(cms);
    expect((await call('certificates/mine', { session: learner.session })).body).toEqual({ codes: [code] });
    expect((await call('certificates/mine', { session: stranger.session })).body).toEqual({ codes: [] });
    const refused = await call(`certificates/${code}/name`, {
      session: stranger.session,
      body: { firstName: 'Someone', lastName: 'Else' },
    });
    expect(refused.status).toBe(404);
    expect((await verify(code)).recipientName).not.toBe('Someone Else');
    const short = await call(`certificates/${code}/name`, {
      session: learner.session,
      body: { firstName: 'G', lastName: '' },
    });
    expect(short.status).toBe(400);
    expect(fieldsOf(short.body)).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    });
    expect((await call(`certificates/${code}/name`, { body: { firstName: 'Ab', lastName: 'Cd' } })).status).toBe(401);
  });

  it('says Revoked, with the date, once an editor revokes it, and records it', async () => {
    const { learner, code } = await completedLearner();
    const { documentId } = await verify(code);
    const revoked = await admin('PUT', `api::certificate.certificate/${documentId as string}`, {
      revoked: true,
      revocationReason: 'Quiz answers shared in a group chat',
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const publicView = await verify(code);
    expect(publicView).toMatchObject({ verificationCode: code, revoked: true });
    expect(Date.now() - new Date(publicView.revokedAt as string).getTime()).toBeLessThan(60_000);
    expect(publicView).not.toHaveProperty('revocationReason');
    const stored = await admin('GET', `api::certificate.certificate/${documentId as string}`);
    expect((stored.body.data as { history: Json[] }).history).toEqual([
      expect.objectContaining({ event: 'revoked', note: 'Quiz answers shared in a group chat' }),
    ]);
    const home = await dashboard(learner);
    expect(home.certificatesEarned).toBe(0);
    expect(home.certificates).toEqual([expect.objectContaining({ id: code, revoked: true })]);
    // A revoked certificate is not re-issued when the name changes.
    const renamed = await call(`certificates/${code}/name`, {
      session: learner.session,
      body: { firstName: 'New', lastName: 'Name' },
    });
    expect(renamed.body.reissued).toEqual([]);
    expect((await verify(code)).recipientName).not.toBe('New Name');
  });
});

describe('a certificate in the language the learner chose (issue 22, ADR 0049)', () => {
  /** A template of this file's own with a Tok Pisin version, and a course with a Tok Pisin version using it. */
  let courseId: string;
  let quizModule: string;
  let readingModule: string;
  const TEMPLATE = `Garden certificate ${tag}`;
  const TPI_TITLE = `Wokim Gaden bilong Yu ${tag}`;

  const translate = async (collection: string, id: string, data: Json) => {
    const { status, body } = await writeWithToken(
      `${cms.url}/api/${collection}/${id}?locale=tpi`,
      cms.seedToken,
      'PUT',
      data,
    );
    expect(status, JSON.stringify(body)).toBe(200);
  };
  const verify = async (code: string) =>
    (await getJson(`${cms.url}/api/certificates/verify/${code}`)).body.data as Json;
  /** Quiz then reading, each telling the CMS the learner's language as the storefront does (?locale=). */
  async function finish(learner: Learner, locale?: string) {
    const query = locale ? `?locale=${locale}` : '';
    const { answers, attempt } = await quizShown(learner, quizModule, RIGHT);
    const quiz = await call(`learning/modules/${quizModule}/quiz${query}`, {
      session: learner.session,
      body: { answers, attempt },
    });
    expect(quiz.body).toMatchObject({ passed: true, certificateId: null });
    const read = await call(`learning/modules/${readingModule}/read${query}`, { session: learner.session, body: {} });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    return read.body.certificateId as string;
  }

  beforeAll(async () => {
    const template = await writeWithToken(`${cms.url}/api/certificate-templates`, cms.seedToken, 'POST', {
      name: TEMPLATE,
      organizationName: 'Kundu Cyber Academy Limited',
      issuerName: 'Director of Training',
      issuerTitle: 'Garden School',
      wording: 'has completed the garden course.',
      defaultSkills: [{ text: 'Digging' }],
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const templateId = (template.body.data as { documentId: string }).documentId;
    await translate('certificate-templates', templateId, {
      issuerTitle: 'Skul bilong Gaden',
      wording: 'i pinisim kos bilong gaden.',
      defaultSkills: [{ text: 'Brukim graun' }],
    });
    courseId = await createCourse({ certificateTemplate: templateId });
    quizModule = await createModule(courseId, 1);
    readingModule = await createModule(courseId, 2, { quiz: [] });
    await translate('courses', courseId, {
      title: TPI_TITLE,
      description: 'Ol bed antap, kompos na wara bilong gaden long haus.',
      skills: [{ text: 'Wokim bed antap' }, { text: 'Wokim kompos' }],
    });
  });

  it('is issued in Tok Pisin to a learner who chose it: the course’s and the template’s Tok Pisin texts', async () => {
    const learner = await registerCompleteLearner(cms);
    expect((await enrol(learner, courseId)).status).toBe(201);
    const code = await finish(learner, 'tpi');
    expect(code).toMatch(/^KCA-/);
    expect(await verify(code)).toMatchObject({
      language: 'tpi',
      courseLanguage: 'tpi',
      courseName: TPI_TITLE,
      courseDescription: 'Ol bed antap, kompos na wara bilong gaden long haus.',
      skills: [expect.objectContaining({ text: 'Wokim bed antap' }), expect.objectContaining({ text: 'Wokim kompos' })],
      issuerName: 'Director of Training',
      issuerTitle: 'Skul bilong Gaden',
      organizationName: 'Kundu Cyber Academy Limited',
      duration: '1 hour',
    });
    // The dashboard lists it by the name it was issued with.
    expect((await dashboard(learner)).certificates).toEqual([
      expect.objectContaining({ id: code, courseName: TPI_TITLE }),
    ]);
    // Correcting the name re-issues it as it was issued, in Tok Pisin.
    await call(`certificates/${code}/name`, {
      session: learner.session,
      body: { firstName: 'Grace', lastName: 'Kila' },
    });
    expect(await verify(code)).toMatchObject({ recipientName: 'Grace Kila', language: 'tpi', courseName: TPI_TITLE });
  });

  it('is issued in English, as before, to a learner who reads English', async () => {
    const learner = await registerCompleteLearner(cms);
    expect((await enrol(learner, courseId)).status).toBe(201);
    const code = await finish(learner, 'en');
    expect(await verify(code)).toMatchObject({
      language: 'en',
      courseLanguage: 'en',
      courseName: expect.stringMatching(/^Garden beds \d+ /),
      courseDescription: 'Raised beds, compost and watering for a home garden.',
      skills: [
        expect.objectContaining({ text: 'Building a raised bed' }),
        expect.objectContaining({ text: 'Making compost' }),
      ],
      issuerTitle: 'Garden School',
    });
    const unsaid = await registerCompleteLearner(cms);
    expect((await enrol(unsaid, courseId)).status).toBe(201);
    expect(await verify(await finish(unsaid))).toMatchObject({ language: 'en', issuerTitle: 'Garden School' });
  });

  it('of a course with no Tok Pisin version, has Tok Pisin words around the course’s English text', async () => {
    const english = await createCourse();
    const only = await createModule(english, 1);
    const learner = await registerCompleteLearner(cms);
    expect((await enrol(learner, english)).status).toBe(201);
    const { answers, attempt } = await quizShown(learner, only, RIGHT);
    const passed = await call(`learning/modules/${only}/quiz?locale=tpi`, {
      session: learner.session,
      body: { answers, attempt },
    });
    const code = passed.body.certificateId as string;
    expect(code).toMatch(/^KCA-/);
    expect(await verify(code)).toMatchObject({
      language: 'tpi',
      courseLanguage: 'en',
      courseDescription: 'Raised beds, compost and watering for a home garden.',
      skills: [
        expect.objectContaining({ text: 'Building a raised bed' }),
        expect.objectContaining({ text: 'Making compost' }),
      ],
    });
  });

  it('refuses a language the platform does not write in, finishing nothing', async () => {
    const learner = await registerCompleteLearner(cms);
    expect((await enrol(learner, courseId)).status).toBe(201);
    const read = await call(`learning/modules/${readingModule}/read?locale=de`, { session: learner.session, body: {} });
    expect(read.status).toBe(400);
    expect(messageOf(read.body)).toContain('"en"');
    expect((await call(`learning/modules/${readingModule}`, { session: learner.session })).body.state).toMatchObject({
      finished: false,
    });
  });
});

describe('dashboard (spec 2.5, 3)', () => {
  it('answers a new learner with nothing yet', async () => {
    const learner = await registerCompleteLearner(cms);
    expect(await dashboard(learner)).toEqual({
      overallProgress: 0,
      coursesCompleted: 0,
      certificatesEarned: 0,
      enrollments: [],
      certificates: [],
    });
  });

  it('answers the learner’s enrolments newest first, each with its progress, and their mean', async () => {
    const learner = await registerCompleteLearner(cms);
    const older = await createCourse({ title: OLDER });
    const newer = await createCourse({ title: NEWER });
    const olderModules = [await createModule(older, 1), await createModule(older, 2)];
    await createModule(newer, 1);
    expect((await enrol(learner, older)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await enrol(learner, newer)).status).toBe(201);
    await submitQuiz(learner, olderModules[0]!, RIGHT);
    const home = await dashboard(learner);
    expect(home).toMatchObject({ overallProgress: 25, coursesCompleted: 0, certificatesEarned: 0 });
    expect(home.enrollments.map((enrollment) => [enrollment.courseTitle, enrollment.progress])).toEqual([
      [NEWER, 0],
      [OLDER, 50],
    ]);
    for (const enrollment of home.enrollments) {
      expect(Object.keys(enrollment).sort()).toEqual(['courseId', 'courseTitle', 'enrolledAt', 'id', 'progress']);
    }
  });
});
