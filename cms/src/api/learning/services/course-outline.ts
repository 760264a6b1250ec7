/** The learner's place in one course: their enrolment (or none), which modules they finished, where to go next. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DOCUMENT_ID } from '../../../../contract/learning-forms';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import type { SessionUser } from '../../account/services/sessions';
import { findEnrollment } from '../learner-module';
import { toEnrollmentAnswer, progressService } from './progress';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async outline(user: SessionUser, courseId: string) {
    if (!DOCUMENT_ID.test(courseId))
      throw new errors.NotFoundError(learningMessages(cmsEnv.SUPPORT_EMAIL).courseNotFound);
    const enrollment = await findEnrollment(strapi, user, courseId);
    if (!enrollment) return { enrollment: null, modules: [], nextModuleId: null, certificateId: null };
    const progress = progressService(strapi);
    let state = (await progress.progressOf([enrollment])).get(enrollment.id)!;
    let answer = toEnrollmentAnswer(enrollment, state.progress);
    if (!enrollment.completedAt && state.modules.length > 0 && state.nextModuleId === null) {
      // Every module left is finished (an editor withdrew the last one): the course completes now.
      const settled = await progress.settle(enrollment, user.id);
      state = settled.state;
      answer = settled.enrollment;
    }
    const certificate = answer.completedAt
      ? await strapi
          .documents('api::certificate.certificate')
          .findFirst({ filters: { enrollment: { id: enrollment.id } }, fields: ['verificationCode'] })
      : null;
    return {
      enrollment: answer,
      modules: state.modules.map((module) => ({
        id: module.documentId,
        finished: state.finished.has(module.documentId),
        // Added after the learner enrolled: the course page points it out rather than letting progress drop unseen.
        isNew: new Date(module.availableSince) > new Date(enrollment.enrolledAt),
      })),
      nextModuleId: state.nextModuleId,
      certificateId: certificate?.verificationCode ?? null,
    };
  },
});
