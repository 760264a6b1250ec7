/**
 * What the learning endpoints accept, shared by the storefront's forms and /api routes and the CMS. Server-side
 * only: nothing here is sent to browsers.
 */
import { z } from 'zod';
import { inCurrentLanguage } from './language';
import { learningFormMessages as tokPisin } from './tpi/learning-forms';
import { firstName, lastName } from './account-forms';
import { CONTENT_LOCALES } from './locales';

/** Strapi document ids: lowercase letters and digits. */
export const DOCUMENT_ID = /^[a-z0-9]{10,64}$/;
export const documentIdSchema = z.string().regex(DOCUMENT_ID);

export const ENROLMENT_ENGLISH = {
  courseIdRequired: 'Choose a course to enrol in (courseId is missing).',
  courseIdInvalid: 'No course has this id.',
  accessCodeTooLong: 'An access code has at most 40 characters.',
} as const;
/** In the language of the request being handled (ADR 0046). */
export const ENROLMENT_MESSAGES = inCurrentLanguage(ENROLMENT_ENGLISH, tokPisin.enrolment);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** POST /api/enrollments: the course, and for a paid course the access code. */
export const enrolmentSchema = z.object({
  courseId: z.preprocess(
    text,
    z
      .string()
      .min(1, { error: () => ENROLMENT_MESSAGES.courseIdRequired })
      .regex(DOCUMENT_ID, { error: () => ENROLMENT_MESSAGES.courseIdInvalid }),
  ),
  accessCode: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined),
    z
      .string()
      .max(40, { error: () => ENROLMENT_MESSAGES.accessCodeTooLong })
      .optional(),
  ),
});

/** Access codes are compared without case, spaces or dashes, as people copy them from paper or a message. */
export function normaliseAccessCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export const QUIZ_ENGLISH = {
  attemptRequired: 'This quiz form is out of date. Open the module again and answer the questions as shown.',
} as const;
export const QUIZ_MESSAGES = inCurrentLanguage(QUIZ_ENGLISH, tokPisin.quiz);

/**
 * A quiz submission: the index of the option chosen for each question, numbered as the options were shown; null
 * for a question left unanswered (the CMS then names each one). `attempt` is the attempt the form was shown for
 * (the learner's attempts so far plus one): the options' order depends on it (ADR 0038).
 */
export const quizAnswersSchema = z.object({
  answers: z.array(z.number().int().min(0).max(9).nullable()).min(1).max(50),
  attempt: z
    .number({ error: () => QUIZ_MESSAGES.attemptRequired })
    .int({ error: () => QUIZ_MESSAGES.attemptRequired })
    .min(1, { error: () => QUIZ_MESSAGES.attemptRequired })
    .max(1_000_000, { error: () => QUIZ_MESSAGES.attemptRequired }),
});

/** Correcting the name printed on certificates: the registration form's name rules (spec 5, and the one name rule). */
export const nameCorrectionSchema = z.object({ firstName, lastName });

/** A profile is complete with a role, data-use consent and a profile photo (spec 2.1 and 5); only then may a
 * learner enrol (spec 6: until then they are confined to the profile flow). */
export function isProfileComplete(profile: {
  role: string | null;
  hasConsentedToDataUse: boolean;
  hasPhoto: boolean;
}): boolean {
  return Boolean(profile.role && profile.hasConsentedToDataUse && profile.hasPhoto);
}

/**
 * The language a part of a module is in, as the learning API answers it (ADR 0049, "Lessons and quizzes"): a learner
 * asks with `?locale=tpi` and gets each part in Tok Pisin where a version exists, else in English. The module answer
 * names them: `course.language` (the course title), `module.lessonLanguage` (title, description, duration and lesson:
 * one version), `module.quizLanguage` (the quiz: Tok Pisin only when it pairs with the English one), each neighbour's
 * `language` (its title); a quiz result names `quizLanguage` (its prompts, answers and explanations).
 */
export const partLanguageSchema = z.enum(CONTENT_LOCALES);
