/** A quiz submitted by an enrolled learner: scored here against the pass mark, never trusted from the browser. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import type { SessionUser } from '../../account/services/sessions';
import { findModuleForLearner, type QuizQuestion } from '../learner-module';
import { progressService } from './progress';

/** Which answers are right, question by question; refuses a submission that skips a question. */
export function scoreQuiz(
  quiz: QuizQuestion[],
  answers: Array<number | null>,
  messages = learningMessages(cmsEnv.SUPPORT_EMAIL),
) {
  const missing = quiz
    .map((question, index) => ({ index, chosen: answers[index] }))
    .filter(({ index, chosen }) => chosen === undefined || chosen === null || chosen >= quiz[index]!.options.length);
  if (missing.length > 0 || answers.length !== quiz.length) {
    throw new errors.ValidationError(messages.answerEveryQuestion, {
      errors: missing.map(({ index }) => ({
        path: [`answer-${index}`],
        message: messages.answerQuestion(index + 1),
        name: 'ValidationError',
      })),
    });
  }
  const results = quiz.map((question, index) => {
    const correct = question.options.findIndex((option) => option.isCorrect);
    return {
      chosen: answers[index]!,
      correct,
      isCorrect: answers[index] === correct,
      explanation: question.explanation,
    };
  });
  const score = Math.round((results.filter((result) => result.isCorrect).length / quiz.length) * 100);
  return { score, results };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(user: SessionUser, moduleId: string, answers: Array<number | null>) {
    const t = learningMessages(cmsEnv.SUPPORT_EMAIL);
    const { module, enrollment } = await findModuleForLearner(strapi, user, moduleId);
    if (module.quiz.length === 0) throw new errors.ValidationError(t.noQuiz);
    const { score, results } = scoreQuiz(module.quiz, answers, t);
    const passed = score >= module.passMark;
    const settled = await progressService(strapi).record(enrollment, user.id, module.documentId, {
      score,
      finished: passed,
    });
    return {
      score,
      passMark: module.passMark,
      passed,
      results,
      enrollment: settled.enrollment,
      nextModuleId: settled.state.nextModuleId,
      certificateId: settled.certificateId,
    };
  },
});
