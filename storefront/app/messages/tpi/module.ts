import type { courseModule as english } from '../en/module';
import type { Translation } from '../types';
import { plural } from './plural';

/** A wait in words, rounded up: "30 seconds", "1 minute", "5 minutes". */
const waitWords = (seconds: number) =>
  seconds < 60 ? plural(seconds, 'second', 'seconds') : plural(Math.ceil(seconds / 60), 'minute', 'minutes');

/** The module player's strings (a module of a course, its lesson and quiz), in Tok Pisin. */
export const courseModule: Translation<typeof english> = {
  position: (number: number, total: number) => `Module ${number} of ${total}`,
  download: (size: string, cost: string) => `Lesson and quiz: ${size} to download, ${cost} on prepaid data`,
  /** A module without a quiz. */
  downloadLesson: (size: string, cost: string) => `Lesson: ${size} to download, ${cost} on prepaid data`,
  kilobytes: (kb: number) => `${kb} KB`,
  underOneToea: 'under 1 toea',
  toea: (toea: number) => `about ${toea} toea`,
  externalLink: 'opens another site',
  finished: 'Finished',
  bestScore: (score: number) => `Best score: ${score}%`,
  quizTitle: 'Check Your Understanding',
  quizIntro: (passMark: number) =>
    `Answer every question. You need ${passMark}% to finish this module. If you miss it, read why and try again after a short wait.`,
  question: (number: number, total: number) => `Question ${number} of ${total}`,
  submit: 'Submit Answers',
  submitting: 'Checking...',
  passedTitle: 'Well done! You passed.',
  failedTitle: 'Not yet. Read the explanations and try again.',
  failedHint: 'The questions marked Not quite need another look: read why below, and the lesson again.',
  score: (score: number, passMark: number) => `You scored ${score}%. The pass mark is ${passMark}%.`,
  correct: 'Correct',
  incorrect: 'Not quite',
  yourAnswer: 'Your answer',
  rightAnswer: 'The right answer',
  tryAgain: 'Try Again',
  /** After a failed attempt (ADR 0038): the wait before the next, counting down with JavaScript. */
  retryIn: (seconds: number) => `You can try again in ${waitWords(seconds)}.`,
  retryNow: 'You can try again now.',
  submitIn: (seconds: number) =>
    `You can submit your answers in ${waitWords(seconds)}. Read the lesson again meanwhile.`,
  waitTitle: 'Not Yet',
  reshuffledTitle: 'Answer Again',
  readTitle: 'Finished Reading?',
  readIntro: 'This module has no quiz. Mark it as read to count it and move on.',
  markRead: 'Mark as Read',
  markingRead: 'Saving...',
  moduleFinishedTitle: 'Module finished',
  courseCompleteTitle: 'Course complete!',
  courseCompleteText: 'Congratulations. Your certificate is ready to view, download and share.',
  viewCertificate: 'View Your Certificate',
  previous: 'Previous Module',
  next: 'Next Module',
  nextNamed: (title: string) => `Next: ${title}`,
  backToOutline: 'All Modules',
  saveFailedTitle: 'Not Saved',
  saveFailedText: 'Your answers could not be sent. Check your connection and try again.',
  notFoundTitle: 'Module Not Found',
  notFoundText: 'This module does not exist or is no longer part of its course.',
};
