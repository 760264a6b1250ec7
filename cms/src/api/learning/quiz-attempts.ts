/**
 * The rules of a quiz attempt (docs/decisions/0038-quizzes-that-teach.md, 0044-question-pools.md): which questions
 * of a module's pool an attempt asks, the order a learner is shown the options in, and how long they wait after a
 * failed attempt. Pure, so that they are tested without a CMS.
 */
import { createHash } from 'node:crypto';
import { questionsPerAttempt, tokPisinQuizMismatch } from '../../../contract/content-quality';

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

/** Each question's option order for one learner's attempt at one module, seeded by the question's own index. */
export function quizOrder(quiz: ReadonlyArray<{ options: readonly unknown[] }>, key: AttemptKey): number[][] {
  return quiz.map((question, index) => questionOrder(question, index, key));
}

function questionOrder(question: { options: readonly unknown[] }, index: number, key: AttemptKey): number[] {
  return optionOrder(`${key.learnerId}:${key.moduleId}:${key.attempt}:${index}`, question.options.length);
}

/**
 * The questions one attempt asks, by the editor's index and in the editor's order: all of them, unless the module
 * draws fewer (`quizDraw`, ADR 0044). Then each learner has a shuffled round of the pool of their own (seeded by
 * learner and module) and attempt n asks the next `draw` questions of it, wrapping round: a reload asks the same,
 * the next attempt another set, and ceil(pool / draw) attempts in a row ask every question. Nothing is stored.
 */
export function questionDraw(quiz: readonly unknown[], draw: number | null | undefined, key: AttemptKey): number[] {
  const count = quiz.length;
  const asked = questionsPerAttempt({ quiz, quizDraw: draw });
  if (asked >= count) return Array.from({ length: count }, (_, index) => index);
  const round = optionOrder(`${key.learnerId}:${key.moduleId}:pool`, count);
  const start = ((((key.attempt - 1) * asked) % count) + count) % count;
  return Array.from({ length: asked }, (_, offset) => round[(start + offset) % count]!).sort((a, b) => a - b);
}

/** One attempt's quiz: the questions asked (editor's indexes) and, for each, its options' order. */
export type DrawnQuiz = { questions: number[]; orders: number[][] };

export function drawQuiz(
  quiz: ReadonlyArray<{ options: readonly unknown[] }>,
  draw: number | null | undefined,
  key: AttemptKey,
): DrawnQuiz {
  const questions = questionDraw(quiz, draw, key);
  return { questions, orders: questions.map((index) => questionOrder(quiz[index]!, index, key)) };
}

/**
 * The quiz as the learner is shown it: the attempt's questions, prompts and option texts in the attempt's order,
 * never which is right.
 */
export function shownQuiz(
  quiz: ReadonlyArray<{ prompt: string; options: ReadonlyArray<{ text: string }> }>,
  key: AttemptKey,
  draw?: number | null,
): Array<{ prompt: string; options: string[] }> {
  const { questions, orders } = drawQuiz(quiz, draw, key);
  return questions.map((index, shown) => ({
    prompt: quiz[index]!.prompt,
    options: orders[shown]!.map((original) => quiz[index]!.options[original]!.text),
  }));
}

type PairedQuestion = { options?: ReadonlyArray<{ text?: string | null; isCorrect?: boolean | null }> };

/**
 * Whether a translated quiz may be shown in place of the English one (ADR 0049): the check editors see in words
 * (`tokPisinQuizMismatch`: same questions in the same order, as many options, the right answer in the same place),
 * as a yes or no. Learners are scored against the English right answers through the same draw and option order.
 */
export function quizPairs(english: readonly PairedQuestion[], translated: readonly PairedQuestion[]): boolean {
  const figures = (quiz: readonly PairedQuestion[]) =>
    quiz.map((question) => ({
      options: (question.options ?? []).map((option) => ({ text: option.text ?? '', isCorrect: option.isCorrect })),
    }));
  return tokPisinQuizMismatch(figures(english), figures(translated)) === null;
}
