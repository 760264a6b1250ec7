/** A module without a quiz is finished when the learner marks it read. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import type { SessionUser } from '../../account/services/sessions';
import { findModuleForLearner } from '../learner-module';
import { progressService } from './progress';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async finish(user: SessionUser, moduleId: string) {
    const { module, enrollment } = await findModuleForLearner(strapi, user, moduleId);
    if (module.quiz.length > 0) throw new errors.ValidationError(learningMessages(cmsEnv.SUPPORT_EMAIL).quizRequired);
    const settled = await progressService(strapi).record(enrollment, user.id, module.documentId, {
      score: null,
      finished: true,
    });
    return {
      enrollment: settled.enrollment,
      nextModuleId: settled.state.nextModuleId,
      certificateId: settled.certificateId,
    };
  },
});
