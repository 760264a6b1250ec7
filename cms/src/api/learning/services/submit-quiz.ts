/**
 * A quiz submitted by an enrolled learner (ADR 0016, 0038, 0044): scored here against the pass mark, never trusted
 * from the browser. The answers are numbered as the learner was shown that attempt's questions (drawn from the pool
 * when the module has one) and their options; only those questions are scored and listed; the result says
 * which were wrong and why, and names the right options only once the module is passed. After a failed attempt the
 * next waits a little longer each time; the same form sent twice is answered once.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import createHttpError from 'http-errors';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../../../contract/locales';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import type { SessionUser } from '../../account/services/sessions';
import { findModuleForLearner, type QuizQuestion } from '../learner-module';
import { drawQuiz, retryAfterMs, wholeSeconds } from '../quiz-attempts';
import { progressService, type LastAnswers, type ModuleRecord } from './progress';

/**
 * Which answers are right, question by question, of the questions asked (`quiz`, in the order shown), from the
 * options as shown (`orders[question][shown]` is the editor's index of the option shown there); refuses a submission
 * that skips a question, naming each one, or that answers more questions than were asked.
 */
export function scoreQuiz(
  quiz: QuizQuestion[],
  answers: Array<number | null>,
  orders: number[][],
  messages = learningMessages(cmsEnv.SUPPORT_EMAIL),
) {
  if (answers.length > quiz.length) throw new errors.ValidationError(messages.answerCount(quiz.length, answers.length));
  const missing = quiz
    .map((question, index) => ({ index, chosen: answers[index] }))
    .filter(({ index, chosen }) => chosen === undefined || chosen === null || chosen >= quiz[index]!.options.length);
  if (missing.length > 0) {
    throw new errors.ValidationError(messages.answerEveryQuestion, {
      errors: missing.map(({ index }) => ({
        path: [`answer-${index}`],
        message: messages.answerQuestion(index + 1),
        name: 'ValidationError',
      })),
    });
  }
  const results = quiz.map((question, index) => {
    const chosen = orders[index]![answers[index]!]!;
    const correct = question.options.findIndex((option) => option.isCorrect);
    return { chosen, correct, isCorrect: chosen === correct, explanation: question.explanation };
  });
  const score = Math.round((results.filter((result) => result.isCorrect).length / quiz.length) * 100);
  return { score, results };
}

/**
 * The result as the learner reads it: each question with their answer, whether it was right, and why; the right
 * option only when `showRight` (the module is passed), so a failed attempt is not an answer sheet for the next.
 * `quiz` is in the words the learner was shown: a translation that pairs with the scored quiz (ADR 0049), so the
 * scored indexes name the same options in it.
 */
export function resultForLearner(
  quiz: QuizQuestion[],
  results: ReturnType<typeof scoreQuiz>['results'],
  showRight: boolean,
) {
  return quiz.map((question, index) => {
    const result = results[index]!;
    return {
      prompt: question.prompt,
      yourAnswer: question.options[result.chosen]!.text,
      isCorrect: result.isCorrect,
      explanation: question.explanation,
      rightAnswer: showRight ? (question.options[result.correct]?.text ?? null) : null,
    };
  });
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((answer, index) => answer === b[index]);

/** The questions a kept attempt asked: recorded since pools (ADR 0044); before, every question in order. */
const askedIn = (last: LastAnswers) => last.questions ?? last.answers.map((_, index) => index);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Scored against the English right answers whatever `locale`; the result is in the words the quiz was shown in.
   * A course this attempt completes is certified in `locale`, the learner's language (ADR 0049).
   */
  async submit(
    user: SessionUser,
    moduleId: string,
    input: { answers: Array<number | null>; attempt: number },
    locale: ContentLocale = DEFAULT_CONTENT_LOCALE,
  ) {
    const t = learningMessages(cmsEnv.SUPPORT_EMAIL);
    const { module, enrollment } = await findModuleForLearner(strapi, user, moduleId, locale);
    if (module.quiz.length === 0) throw new errors.ValidationError(t.noQuiz);
    // The questions this attempt asked, each with its options' order: the form numbers its answers so.
    const { questions, orders } = drawQuiz(module.quiz, module.quizDraw, {
      learnerId: user.documentId,
      moduleId: module.documentId,
      attempt: input.attempt,
    });
    const asked = questions.map((index) => module.quiz[index]!);
    const { score, results } = scoreQuiz(asked, input.answers, orders, t);
    const passed = score >= module.passMark;
    const chosen = results.map((result) => result.chosen);
    let repeated: LastAnswers | null = null;

    const settled = await progressService(strapi).record(
      enrollment,
      user.id,
      module.documentId,
      (existing: ModuleRecord | null) => {
        const attempts = existing?.attempts ?? 0;
        const last = existing?.lastAnswers ?? null;
        // The form of the attempt just scored, sent again (pressed twice on a slow network): its result again.
        if (
          input.attempt === attempts &&
          last?.attempt === attempts &&
          same(last.answers, chosen) &&
          same(askedIn(last), questions)
        ) {
          repeated = last;
          return null;
        }
        // Any other attempt number is a form whose order the learner is no longer shown.
        if (input.attempt !== attempts + 1) throw createHttpError(409, t.quizReshuffled);
        const wait = wholeSeconds(retryAfterMs(existing, new Date()));
        if (wait > 0) throw new errors.RateLimitError(t.quizWait(wait), { retryAfterSeconds: wait });
        return {
          score,
          finished: passed,
          lastAnswers: { attempt: input.attempt, answers: chosen, questions, certificateId: null },
        };
      },
      locale,
    );
    const record = settled.module;
    const replay = repeated as LastAnswers | null;
    return {
      score,
      passMark: module.passMark,
      passed,
      attempt: input.attempt,
      results: resultForLearner(
        questions.map((index) => module.quizText[index]!),
        results,
        Boolean(record?.finishedAt),
      ),
      quizLanguage: module.quizLanguage,
      /** Seconds before the next attempt may be submitted: 0 once the module is passed. */
      retryAfterSeconds: wholeSeconds(retryAfterMs(record, new Date())),
      enrollment: settled.enrollment,
      nextModuleId: settled.state.nextModuleId,
      certificateId: replay ? replay.certificateId : settled.certificateId,
    };
  },
});
