/**
 * The rules of a quiz attempt (docs/decisions/0038-quizzes-that-teach.md): the order a learner is shown the
 * options in, and how long they wait after a failed attempt. Pure, so that they are tested without a CMS.
 */
import { createHash } from 'node:crypto';

/**
 * The wait before the next attempt after the 1st, 2nd, 3rd and every later failed attempt: short enough that a
 * learner who reads the explanations and the lesson again never meets it, long enough that guessing costs minutes.
 */
export const RETRY_WAITS_MS = [30_000, 60_000, 120_000, 300_000] as const;

/** The wait after `failures` failed attempts in a row (a passed module has none). */
export function retryWaitMs(failures: number): number {
  if (failures <= 0) return 0;
  return RETRY_WAITS_MS[Math.min(failures, RETRY_WAITS_MS.length) - 1]!;
}

export type AttemptRecord = {
  attempts?: number | null;
  lastAttemptAt?: string | Date | null;
  finishedAt?: string | Date | null;
};

/**
 * Milliseconds until the learner may submit again: 0 once the module is finished (every attempt before it was a
 * failure, so `attempts` counts the failures in a row) or the wait is over.
 */
export function retryAfterMs(record: AttemptRecord | null, now: Date): number {
  if (!record || record.finishedAt || !record.lastAttemptAt) return 0;
  const until = new Date(record.lastAttemptAt).getTime() + retryWaitMs(record.attempts ?? 0);
  return Math.max(0, until - now.getTime());
}

/** Whole seconds, rounded up: "wait 1 second" rather than "wait 0 seconds" for the last 200 ms. */
export const wholeSeconds = (ms: number) => Math.ceil(ms / 1000);

/**
 * The order one learner sees a question's options in, for one attempt: `order[shown] = the editor's index`. The
 * same learner, module, attempt and question give the same order (a reload shows the same form); another attempt
 * gives another. Options are sorted by a hash of the seed and their index: a uniform shuffle, no state kept.
 */
export function optionOrder(seed: string, count: number): number[] {
  const rank = (index: number) => createHash('sha256').update(`${seed}:${index}`).digest('hex');
  const ranks = Array.from({ length: count }, (_, index) => rank(index));
  return ranks.map((_, index) => index).sort((a, b) => (ranks[a]! < ranks[b]! ? -1 : 1));
}

export type AttemptKey = { learnerId: string; moduleId: string; attempt: number };

/** Each question's option order for one learner's attempt at one module. */
export function quizOrder(quiz: ReadonlyArray<{ options: readonly unknown[] }>, key: AttemptKey): number[][] {
  return quiz.map((question, index) =>
    optionOrder(`${key.learnerId}:${key.moduleId}:${key.attempt}:${index}`, question.options.length),
  );
}

/** The quiz as the learner is shown it: prompts and option texts in the attempt's order, never which is right. */
export function shownQuiz(
  quiz: ReadonlyArray<{ prompt: string; options: ReadonlyArray<{ text: string }> }>,
  key: AttemptKey,
): Array<{ prompt: string; options: string[] }> {
  const orders = quizOrder(quiz, key);
  return quiz.map((question, index) => ({
    prompt: question.prompt,
    options: orders[index]!.map((original) => question.options[original]!.text),
  }));
}
