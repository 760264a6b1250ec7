/**
 * Issuing a course's certificate when a learner completes it: called by the progress service inside the locked
 * transaction that completes the enrolment, so each enrolment gets exactly one. Wording, issuer and default skills
 * come from the course's certificate template (or the first template, when the course names none).
 */
import type { Core } from '@strapi/strapi';
import { pngDay } from '../../../../contract/png-time';
import { COURSE_UID } from '../../../lib/course-content';
import { findUserById, fullName } from '../../../lib/users';
import type { EnrollmentRecord } from '../../learning/services/progress';

export const CERTIFICATE_UID = 'api::certificate.certificate';
const TEMPLATE_UID = 'api::certificate-template.certificate-template';

/** When no template exists at all (a database an editor emptied), the platform still issues a certificate. */
const FALLBACK_TEMPLATE = {
  organizationName: 'Kundu Cyber Academy Limited',
  issuerName: 'Director of Training',
  issuerTitle: 'Kundu Cyber Academy',
  defaultSkills: [] as Array<{ text: string }>,
};

/** A completion date as learners in Papua New Guinea read it: the day in Port Moresby, not in UTC. */
export function completionDateOf(completedAt: string): string {
  return pngDay(completedAt);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async issue({
    enrollment,
    userId,
    completedAt,
  }: {
    enrollment: EnrollmentRecord;
    userId: number;
    completedAt: string;
  }): Promise<string> {
    const certificates = strapi.documents(CERTIFICATE_UID);
    const issued = await certificates.findFirst({
      filters: { enrollment: { id: enrollment.id } },
      fields: ['verificationCode'],
    });
    if (issued?.verificationCode) return issued.verificationCode;
    const [course, user] = await Promise.all([
      strapi.documents(COURSE_UID).findOne({
        documentId: enrollment.courseDocumentId,
        status: 'published',
        fields: ['title', 'description', 'duration'],
        populate: { skills: true, certificateTemplate: { populate: { defaultSkills: true } } },
      }),
      findUserById(strapi, userId),
    ]);
    const template =
      (course?.certificateTemplate as typeof FALLBACK_TEMPLATE | null | undefined) ??
      ((await strapi.documents(TEMPLATE_UID).findFirst({
        sort: 'id:asc',
        populate: { defaultSkills: true },
      })) as typeof FALLBACK_TEMPLATE | null) ??
      FALLBACK_TEMPLATE;
    const courseSkills = (course?.skills ?? []) as Array<{ text: string }>;
    const created = await certificates.create({
      data: {
        organizationName: template.organizationName,
        recipientName: fullName(user),
        courseName: course?.title ?? 'Course',
        courseDescription: course?.description ?? undefined,
        completionDate: completionDateOf(completedAt),
        duration: course?.duration ?? undefined,
        skills: (courseSkills.length ? courseSkills : template.defaultSkills).map(({ text }) => ({ text })),
        issuerName: template.issuerName,
        issuerTitle: template.issuerTitle,
        user: userId,
        course: enrollment.courseDocumentId,
        enrollment: enrollment.id,
        revoked: false,
        // Replaced by the issue-verification-code middleware, whatever is sent.
        verificationCode: '',
      },
    });
    // Set by the issue-verification-code middleware on every create.
    return String(created.verificationCode);
  },
});
