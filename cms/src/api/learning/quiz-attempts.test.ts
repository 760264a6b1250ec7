/**
 * The rules of a quiz attempt (ADR 0038), without a CMS: each learner's attempt shows the options in an order of
 * its own, the same at every reload, and spread evenly over the positions; a failed attempt is followed by a wait
 * that grows (30 s, 1 min, 2 min, then 5 min each time), none once the module is passed.
 */
import { describe, expect, it } from 'vitest';
import { optionOrder, quizOrder, retryAfterMs, retryWaitMs, shownQuiz, wholeSeconds } from './quiz-attempts';

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
