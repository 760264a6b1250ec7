/** A module without a quiz is finished when the learner marks it read. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ContentLocale } from '../../../../contract/locales';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import type { SessionUser } from '../../account/services/sessions';
import { findModuleForLearner } from '../learner-module';
import { progressService } from './progress';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `locale`: the learner's language, which the certificate is issued in when this read completes the course. */
  async finish(user: SessionUser, moduleId: string, locale: ContentLocale = 'en') {
    const { module, enrollment } = await findModuleForLearner(strapi, user, moduleId);
    if (module.quiz.length > 0) throw new errors.ValidationError(learningMessages(cmsEnv.SUPPORT_EMAIL).quizRequired);
    const settled = await progressService(strapi).record(
      enrollment,
      user.id,
      module.documentId,
      { score: null, finished: true },
      locale,
    );
    return {
      enrollment: settled.enrollment,
      nextModuleId: settled.state.nextModuleId,
      certificateId: settled.certificateId,
    };
  },
});
