/** Thin: enrolment (spec 2.7 and 7), for the storefront with a learner's session. */
import { enrolmentSchema } from '../../../../contract/learning-forms';
import { parseInput, signedInLearner, type Context } from '../../../lib/request';

const service = () => strapi.service('api::enrollment.enrol');

export default {
  async enrol(ctx: Context) {
    const { courseId, accessCode } = parseInput(enrolmentSchema, ctx.request.body);
    const { enrollment, created } = await service().enrol(signedInLearner(ctx).user, courseId, accessCode);
    ctx.status = created ? 201 : 200;
    ctx.body = enrollment;
  },
  async findForCourse(ctx: Context) {
    ctx.body = { enrollment: await service().find(signedInLearner(ctx).user, ctx.params.courseId ?? '') };
  },
};
