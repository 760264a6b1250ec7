/**
 * The rules of a quiz attempt (ADR 0038), without a CMS: each learner's attempt shows the options in an order of
 * its own, the same at every reload, and spread evenly over the positions; a failed attempt is followed by a wait
 * that grows (30 s, 1 min, 2 min, then 5 min each time), none once the module is passed.
 */
import { describe, expect, it } from 'vitest';
import {
  drawQuiz,
  optionOrder,
  questionDraw,
  quizOrder,
  quizPairs,
  retryAfterMs,
  retryWaitMs,
  shownQuiz,
  wholeSeconds,
} from './quiz-attempts';

const QUIZ = [
  { prompt: 'Is a K50 release fee a scam?', options: [{ text: 'Yes' }, { text: 'No' }, { text: 'Only on Fridays' }] },
  { prompt: 'Who needs your PIN?', options: [{ text: 'Nobody' }, { text: 'The bank' }, { text: 'Digicel' }] },
];
const key = { learnerId: 'grace', moduleId: 'module-one', attempt: 1 };

describe('optionOrder', () => {
  it('is a shuffle of every option, the same for the same learner, module, attempt and question', () => {
    const order = optionOrder('grace:module-one:1:0', 4);
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
    expect(optionOrder('grace:module-one:1:0', 4)).toEqual(order);
    expect(shownQuiz(QUIZ, key)).toEqual(shownQuiz(QUIZ, key));
  });

  it('changes with the attempt, the learner and the module', () => {
    const orders = (make: (n: number) => typeof key) =>
      new Set(Array.from({ length: 40 }, (_, n) => JSON.stringify(quizOrder(QUIZ, make(n)))));
    // Two questions of three options have 36 orders between them: 40 attempts show many of them.
    expect(orders((n) => ({ ...key, attempt: n + 1 })).size).toBeGreaterThan(15);
    expect(orders((n) => ({ ...key, learnerId: `learner-${n}` })).size).toBeGreaterThan(15);
    expect(orders((n) => ({ ...key, moduleId: `module-${n}` })).size).toBeGreaterThan(15);
  });

  it('puts the first option in each position about as often as any other', () => {
    const counts = [0, 0, 0, 0];
    for (let attempt = 1; attempt <= 4000; attempt += 1) {
      counts[optionOrder(`grace:module-one:${attempt}:0`, 4).indexOf(0)] += 1;
    }
    for (const count of counts) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1150);
    }
  });

  it('shows prompts and option texts only, in the attempt’s order', () => {
    const shown = shownQuiz(QUIZ, key);
    const orders = quizOrder(QUIZ, key);
    expect(shown).toEqual(
      QUIZ.map((question, index) => ({
        prompt: question.prompt,
        options: orders[index]!.map((original) => question.options[original]!.text),
      })),
    );
  });
});

describe('a question pool: each attempt asks quizDraw of the questions (issue 21, ADR 0044)', () => {
  const POOL = Array.from({ length: 8 }, (_, index) => ({
    prompt: `Question ${index + 1}`,
    options: [{ text: 'Yes' }, { text: 'No' }, { text: 'Perhaps' }],
  }));
  const attempt = (n: number) => ({ ...key, attempt: n });
  const pools: Record<number, unknown[]> = Object.fromEntries([5, 6, 8, 10].map((n) => [n, new Array(n).fill({})]));

  it('asks every question, in the editor’s order, when no draw is set or it is not smaller than the quiz', () => {
    for (const draw of [null, undefined, 0, 8, 12]) {
      expect(questionDraw(POOL, draw, key)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
    // Without a draw, the attempt is the one ADR 0038 shows: the same orders, the same form.
    expect(drawQuiz(POOL, null, key)).toEqual({ questions: [0, 1, 2, 3, 4, 5, 6, 7], orders: quizOrder(POOL, key) });
    expect(shownQuiz(POOL, key, null)).toEqual(shownQuiz(POOL, key));
  });

  it('draws quizDraw different questions, in the editor’s order, the same at every reload', () => {
    const drawn = questionDraw(POOL, 3, key);
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    expect([...drawn].sort((a, b) => a - b)).toEqual(drawn);
    expect(drawn.every((index) => index >= 0 && index < 8)).toBe(true);
    expect(questionDraw(POOL, 3, key)).toEqual(drawn);
    const shown = shownQuiz(POOL, key, 3);
    expect(shown.map((question) => question.prompt)).toEqual(drawn.map((index) => `Question ${index + 1}`));
    expect(shownQuiz(POOL, key, 3)).toEqual(shown);
  });

  it('shuffles the options of each drawn question as it would in the whole quiz', () => {
    const { questions, orders } = drawQuiz(POOL, 3, key);
    const whole = quizOrder(POOL, key);
    expect(orders).toEqual(questions.map((index) => whole[index]));
  });

  it('asks another set at the next attempt, and every question within consecutive attempts', () => {
    for (const [pool, draw] of [
      [8, 3],
      [8, 4],
      [6, 4],
      [10, 9],
      [5, 1],
    ] as const) {
      for (let first = 1; first <= 20; first += 1) {
        const sets = Array.from({ length: Math.ceil(pool / draw) }, (_, n) =>
          questionDraw(pools[pool], draw, attempt(first + n)),
        );
        // The next attempt never asks the same set again…
        expect(JSON.stringify(sets[1]), `${pool}/${draw} from ${first}`).not.toBe(JSON.stringify(sets[0]));
        // …and ceil(pool / draw) attempts in a row ask every question at least once.
        expect(new Set(sets.flat()).size, `${pool}/${draw} from ${first}`).toBe(pool);
      }
    }
  });

  it('differs between learners and modules, so one learner’s draw tells another nothing', () => {
    const draws = (make: (n: number) => typeof key) =>
      new Set(Array.from({ length: 40 }, (_, n) => JSON.stringify(questionDraw(POOL, 3, make(n)))));
    expect(draws((n) => ({ ...key, learnerId: `learner-${n}` })).size).toBeGreaterThan(15);
    expect(draws((n) => ({ ...key, moduleId: `module-${n}` })).size).toBeGreaterThan(15);
  });

  it('asks each question about as often as any other over many learners', () => {
    const counts = new Array<number>(8).fill(0);
    for (let learner = 0; learner < 4000; learner += 1) {
      for (const index of questionDraw(POOL, 2, { ...key, learnerId: `learner-${learner}` })) counts[index]! += 1;
    }
    // 4000 attempts of 2 questions from 8: 1000 each, give or take.
    for (const count of counts) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1150);
    }
  });
});

describe('the wait after a failed attempt', () => {
  const at = new Date('2026-11-25T01:00:00.000Z');
  const later = (ms: number) => new Date(at.getTime() + ms);

  it('grows from 30 seconds to 1 and 2 minutes, then stays at 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(retryWaitMs)).toEqual([0, 30_000, 60_000, 120_000, 300_000, 300_000, 300_000]);
  });

  it('counts from the last attempt, and ends', () => {
    const failedOnce = { attempts: 1, lastAttemptAt: at.toISOString(), finishedAt: null };
    expect(retryAfterMs(failedOnce, at)).toBe(30_000);
    expect(retryAfterMs(failedOnce, later(29_500))).toBe(500);
    expect(wholeSeconds(retryAfterMs(failedOnce, later(29_500)))).toBe(1);
    expect(retryAfterMs(failedOnce, later(30_000))).toBe(0);
    expect(retryAfterMs({ attempts: 3, lastAttemptAt: at, finishedAt: null }, later(60_000))).toBe(60_000);
  });

  it('is none before the first attempt and once the module is passed', () => {
    expect(retryAfterMs(null, at)).toBe(0);
    expect(retryAfterMs({ attempts: 0, lastAttemptAt: null, finishedAt: null }, at)).toBe(0);
    expect(retryAfterMs({ attempts: 4, lastAttemptAt: at, finishedAt: at }, at)).toBe(0);
  });
});

describe('quizPairs (ADR 0049)', () => {
  const english = [
    { options: [{ isCorrect: true }, { isCorrect: false }, { isCorrect: false }] },
    { options: [{ isCorrect: false }, { isCorrect: true }] },
  ];
  it('pairs a translation with the same questions, options and right answers in the same places', () => {
    expect(
      quizPairs(
        english,
        english.map((question) => ({ options: question.options.map((o) => ({ ...o })) })),
      ),
    ).toBe(true);
    expect(quizPairs([], [])).toBe(true);
  });

  it('refuses one with a right answer elsewhere, another number of options or of questions', () => {
    const moved = [english[0]!, { options: [{ isCorrect: true }, { isCorrect: false }] }];
    const fewerOptions = [{ options: [{ isCorrect: true }, { isCorrect: false }] }, english[1]!];
    expect(quizPairs(english, moved)).toBe(false);
    expect(quizPairs(english, fewerOptions)).toBe(false);
    expect(quizPairs(english, [english[0]!])).toBe(false);
    expect(quizPairs(english, [...english, english[1]!])).toBe(false);
    expect(quizPairs(english, [])).toBe(false);
  });
});
