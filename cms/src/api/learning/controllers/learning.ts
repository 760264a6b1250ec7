/** Thin: checks the input, calls the service for the job, answers JSON. Every route needs a learner's session. */
import { quizAnswersSchema } from '../../../../contract/learning-forms';
import { parseInput, signedInLearner, type Context } from '../../../lib/request';

const service = <Name extends string>(name: Name) => strapi.service(`api::learning.${name}`);

export default {
  async outline(ctx: Context) {
    ctx.body = await service('course-outline').outline(signedInLearner(ctx).user, ctx.params.courseId ?? '');
  },
  async openModule(ctx: Context) {
    ctx.body = await service('open-module').open(signedInLearner(ctx).user, ctx.params.moduleId ?? '');
  },
  async submitQuiz(ctx: Context) {
    const { answers } = parseInput(quizAnswersSchema, ctx.request.body);
    ctx.body = await service('submit-quiz').submit(signedInLearner(ctx).user, ctx.params.moduleId ?? '', answers);
  },
  async finishReading(ctx: Context) {
    ctx.body = await service('finish-reading').finish(signedInLearner(ctx).user, ctx.params.moduleId ?? '');
  },
  async dashboard(ctx: Context) {
    ctx.body = await service('dashboard').forLearner(signedInLearner(ctx).user);
  },
};
