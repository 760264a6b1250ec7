import { inCurrentLanguage, type Translation } from '../../contract/language';
import { learningMessages as tokPisin } from './tpi/learning-messages';

/** A wait in words, rounded up: "30 seconds", "1 minute", "5 minutes". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * What the learning endpoints answer, as learners will read it (the storefront shows these in its Enrollment
 * Failed toast and next to form fields). In the request's language (lib/language.ts, ADR 0046): the Tok Pisin words
 * are in ./tpi/learning-messages.ts.
 */
export function learningMessages(support: string): LearningMessages {
  // Each entry is read in the language of the request reading it: a service may keep this catalogue from its start.
  return inCurrentLanguage(english(support), tokPisin(support));
}

export function english(support: string) {
  return {
    courseNotFound: 'Course not found. It may have been withdrawn; browse the catalogue for current courses.',
    profileIncomplete:
      'Complete your profile (your role, data-use consent and a profile photo) before you enrol in a course.',
    accessCodeRequired: (price: string) =>
      `This course costs ${price}. Enter the access code you were given to enrol, or write to ${support} to buy one.`,
    /** A paid course an organisation assigned, with none of its seats left (ADR 0029). */
    noSeatLeft: (price: string, organisations: string[]) =>
      `This course costs ${price}. ${organisations.join(' and ')} ${organisations.length > 1 ? 'have' : 'has'} no seats left for it: ask for more, or enter an access code you were given.`,
    accessCodeInvalid: 'This access code is not valid for this course. Check it and try again.',
    accessCodeExpired: `This access code has expired. Ask whoever gave it to you for a new one, or write to ${support}.`,
    accessCodeUsedUp: `This access code has already been used as many times as it allows. Write to ${support} for help.`,
    tooManyCodeAttempts: `Too many access codes tried. Please wait 15 minutes and try again, or write to ${support}.`,
    moduleNotFound: 'Module not found.',
    notEnrolled: 'Enrol in this course to open its modules.',
    answerEveryQuestion: 'Answer every question before you submit.',
    answerQuestion: (number: number) => `Choose an answer for question ${number}.`,
    /** More answers than the attempt asks questions: a form of another attempt or of the whole pool (ADR 0044). */
    answerCount: (asked: number, sent: number) =>
      `This quiz asks ${asked} ${asked === 1 ? 'question' : 'questions'}, but ${sent} answers were sent. Open the module again and answer the questions as shown.`,
    noQuiz: 'This module has no quiz. Mark it as read to finish it.',
    quizRequired: "Pass this module's quiz to finish it.",
    /** A failed attempt is followed by a short wait (ADR 0038). */
    quizWait: (seconds: number) =>
      `Not yet: you can submit this quiz again in ${waitInWords(seconds)}. Use the time to read the lesson and the explanations again.`,
    quizReshuffled:
      'You already sent this quiz, perhaps from another tab, so its answers are now in a new order. Choose your answers again.',
    tooManyNameCorrections: `You have corrected your name several times today. Please try again tomorrow, or write to ${support}.`,
    certificateNotFound: 'Certificate not found',
  };
}

export type LearningMessages = Translation<ReturnType<typeof english>>;
