/** Thin: checks the input, calls the service for the job, answers JSON. Every route needs a learner's session. */
import { errors } from '@strapi/utils';
import { quizAnswersSchema } from '../../../../contract/learning-forms';
import { requestedLocale } from '../../../lib/content-locale';
import { parseInput, signedInLearner, type Context } from '../../../lib/request';

const service = <Name extends string>(name: Name) => strapi.service(`api::learning.${name}`);

export default {
  async outline(ctx: Context) {
    ctx.body = await service('course-outline').outline(signedInLearner(ctx).user, ctx.params.courseId ?? '');
  },
  async openModule(ctx: Context) {
    // The learner's content language, `?locale=en|tpi` (ADR 0049): each part of the answer says which it came in.
    const locale = requestedLocale(ctx);
    ctx.body = await service('open-module').open(signedInLearner(ctx).user, ctx.params.moduleId ?? '', locale);
  },
  async submitQuiz(ctx: Context) {
    const input = parseInput(quizAnswersSchema, ctx.request.body);
    // The learner's language (?locale=): the quiz's words, and the certificate of a course this attempt completes.
    const locale = requestedLocale(ctx);
    try {
      ctx.body = await service('submit-quiz').submit(
        signedInLearner(ctx).user,
        ctx.params.moduleId ?? '',
        input,
        locale,
      );
    } catch (error) {
      // The wait after a failed attempt (ADR 0038), for clients that read the header.
      const wait = error instanceof errors.RateLimitError ? error.details?.retryAfterSeconds : undefined;
      if (typeof wait === 'number') ctx.set('Retry-After', String(wait));
      throw error;
    }
  },
  async finishReading(ctx: Context) {
    ctx.body = await service('finish-reading').finish(
      signedInLearner(ctx).user,
      ctx.params.moduleId ?? '',
      requestedLocale(ctx),
    );
  },
  async dashboard(ctx: Context) {
    ctx.body = await service('dashboard').forLearner(signedInLearner(ctx).user);
  },
};
