/** The learning forms' messages in Tok Pisin (ADR 0046). Translators edit only the words between quotes. */
import type { ENROLMENT_ENGLISH, QUIZ_ENGLISH } from '../learning-forms';
import type { Translation } from '../language';

export const learningFormMessages: {
  enrolment: Translation<typeof ENROLMENT_ENGLISH>;
  quiz: Translation<typeof QUIZ_ENGLISH>;
} = {
  enrolment: {
    courseIdRequired: 'Makim kos yu laik joinim (courseId i no stap).',
    courseIdInvalid: 'Nogat kos i gat dispela id.',
    accessCodeTooLong: 'Access code i no ken winim 40 leta na namba.',
  },
  quiz: {
    attemptRequired: 'Dispela fom bilong kwis i olpela pinis. Opim hap skul gen na bekim ol askim olsem yu lukim.',
  },
};
