/**
 * Enrolling a learner in a course: once, however many times they press Enroll Now; a paid course needs an access
 * code, used up in the same transaction that creates the enrolment (ADR 0017), or a seat of an organisation that
 * assigned the learner the course (ADR 0029), used the same way.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DOCUMENT_ID, isProfileComplete } from '../../../../contract/learning-forms';
import { cmsEnv } from '../../../env';
import { findPublishedCourse } from '../../../lib/course-content';
import { learningMessages } from '../../../lib/learning-messages';
import { fieldError } from '../../../lib/users';
import type { SessionUser } from '../../account/services/sessions';
import { LIMITS, limitOrThrow } from '../../../lib/limits';
import type { SponsoringOrganisation } from '../../organisation/services/seats';
import { enrollmentKeyOf, findEnrollment } from '../../learning/learner-module';
import {
  ENROLLMENT_UID,
  toEnrollmentAnswer,
  type EnrollmentRecord,
  progressService,
} from '../../learning/services/progress';

const kina = (amount: number) =>
  `K${amount.toLocaleString('en-PG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = learningMessages(cmsEnv.SUPPORT_EMAIL);

  async function answer(record: EnrollmentRecord) {
    const state = (await progressService(strapi).progressOf([record])).get(record.id)!;
    return toEnrollmentAnswer(record, state.progress);
  }

  return {
    /** The learner's enrolment in the course, or null (spec 7: GET /api/enrollments/{courseId}). */
    async find(user: SessionUser, courseId: string) {
      if (!DOCUMENT_ID.test(courseId)) return null;
      const record = await findEnrollment(strapi, user, courseId);
      return record ? answer(record) : null;
    },

    async enrol(user: SessionUser, courseId: string, accessCode?: string) {
      const hasPhoto = Boolean(user.profilePhotoKey);
      if (
        !isProfileComplete({ role: user.audienceRole, hasConsentedToDataUse: user.hasConsentedToDataUse, hasPhoto })
      ) {
        throw new errors.ForbiddenError(t.profileIncomplete);
      }
      const course = await findPublishedCourse(strapi, courseId);
      if (!course) throw new errors.NotFoundError(t.courseNotFound);
      const existing = await findEnrollment(strapi, user, courseId);
      if (existing) return { enrollment: await answer(existing), created: false };
      const price = kina(Number(course.priceKina ?? 0));
      // Without a typed code, a paid course is paid for by the organisations that assigned it to the learner.
      let sponsors: SponsoringOrganisation[] = [];
      if (!course.isFree && !accessCode) {
        sponsors = await strapi.service('api::organisation.seats').sponsorsOf(user.id, courseId);
        if (sponsors.length === 0) throw fieldError('accessCode', t.accessCodeRequired(price));
      } else if (!course.isFree) {
        await limitOrThrow(strapi, `access-code:account:${user.id}`, LIMITS.accessCodeAccount, t.tooManyCodeAttempts);
      }
      const redeem = strapi.service('api::access-code.redeem');
      const payFor = async (trx: unknown): Promise<number | null> => {
        if (course.isFree) return null;
        if (accessCode) return redeem.redeem(trx, accessCode, courseId);
        const ids = sponsors.map((organisation) => organisation.id);
        const seat: number | null = await redeem.redeemSeat(trx, ids, courseId);
        const names = sponsors.map((organisation) => organisation.name);
        if (seat === null) throw fieldError('accessCode', t.noSeatLeft(price, names));
        return seat;
      };
      const enrollmentKey = enrollmentKeyOf(user, courseId);
      let created: EnrollmentRecord;
      try {
        created = (await strapi.db.transaction(async ({ trx }) => {
          const accessCodeId = await payFor(trx);
          return strapi.documents(ENROLLMENT_UID).create({
            data: {
              user: user.id,
              course: courseId,
              courseDocumentId: courseId,
              enrollmentKey,
              progress: 0,
              enrolledAt: new Date().toISOString(),
              accessCode: accessCodeId,
            },
          });
        })) as EnrollmentRecord;
      } catch (error) {
        // Another request of the same learner enrolled at the same moment: the unique enrolment key refused this
        // one, or it found the access code's last use already taken by that request. Either way this transaction
        // (and any use it made of the code) was rolled back, and the learner is enrolled once.
        const winner = await findEnrollment(strapi, user, courseId);
        if (winner) return { enrollment: await answer(winner), created: false };
        throw error;
      }
      return { enrollment: toEnrollmentAnswer(created, 0), created: true };
    },
  };
};
