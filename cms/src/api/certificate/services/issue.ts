/**
 * Issuing a course's certificate when a learner completes it: called by the progress service inside the locked
 * transaction that completes the enrolment, so each enrolment gets exactly one. Wording, issuer and default skills
 * come from the course's certificate template (or the first template, when the course names none).
 *
 * It is issued in the learner's language (ADR 0049): for Tok Pisin, its own words are Tok Pisin (`language`), its
 * course name, description and skills come from the course's Tok Pisin version when it has one (`courseLanguage`
 * says which), and the issuer's title and default skills from the template's Tok Pisin version when it has one.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../../../contract/locales';
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

type Skill = { text: string };
type Template = typeof FALLBACK_TEMPLATE & { documentId?: string };
/** A text of a Tok Pisin version, when it has one (a version saved without it holds null or ''). */
const given = (text: string | null | undefined) => (text?.trim() ? text : undefined);
const givenSkills = (skills: unknown) => {
  const list = ((skills ?? []) as Skill[]).filter((skill) => given(skill.text));
  return list.length > 0 ? list : undefined;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async issue({
    enrollment,
    userId,
    completedAt,
    locale = DEFAULT_CONTENT_LOCALE,
  }: {
    enrollment: EnrollmentRecord;
    userId: number;
    completedAt: string;
    /** The learner's language when they completed the course. */
    locale?: ContentLocale;
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
    const template: Template =
      (course?.certificateTemplate as Template | null | undefined) ??
      ((await strapi.documents(TEMPLATE_UID).findFirst({
        sort: 'id:asc',
        populate: { defaultSkills: true },
      })) as Template | null) ??
      FALLBACK_TEMPLATE;
    // The Tok Pisin versions: text laid over the English documents (ADR 0049), when they exist.
    const tokPisin = locale === 'tpi';
    const [tpiCourse, tpiTemplate] = tokPisin
      ? await Promise.all([
          strapi.documents(COURSE_UID).findOne({
            documentId: enrollment.courseDocumentId,
            locale: 'tpi',
            status: 'published',
            fields: ['title', 'description', 'duration'],
            populate: { skills: true },
          }),
          template.documentId
            ? strapi.documents(TEMPLATE_UID).findOne({
                documentId: template.documentId,
                locale: 'tpi',
                populate: { defaultSkills: true },
              })
            : null,
        ])
      : [null, null];
    const translated = Boolean(given(tpiCourse?.title));
    const text = translated ? tpiCourse! : undefined;
    const defaultSkills = givenSkills(tpiTemplate?.defaultSkills) ?? template.defaultSkills;
    const courseSkills = (translated && givenSkills(text?.skills)) || ((course?.skills ?? []) as Skill[]);
    const created = await certificates.create({
      data: {
        language: locale,
        courseLanguage: translated ? 'tpi' : 'en',
        organizationName: template.organizationName,
        recipientName: fullName(user),
        courseName: given(text?.title) ?? course?.title ?? 'Course',
        courseDescription: given(text?.description) ?? course?.description ?? undefined,
        completionDate: completionDateOf(completedAt),
        duration: given(text?.duration) ?? course?.duration ?? undefined,
        skills: (courseSkills.length ? courseSkills : defaultSkills).map(({ text }) => ({ text })),
        issuerName: template.issuerName,
        issuerTitle: given(tpiTemplate?.issuerTitle) ?? template.issuerTitle,
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
