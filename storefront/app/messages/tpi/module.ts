import type { courseModule as english } from '../en/module';
import type { Translation } from '../types';
import { plural } from './plural';

/** A wait in words, rounded up: "30 sekon", "1 minit", "5 minit". */
const waitWords = (seconds: number) =>
  seconds < 60 ? plural(seconds, 'sekon', 'sekon') : plural(Math.ceil(seconds / 60), 'minit', 'minit');

/** The module player's strings (a module of a course, its lesson and quiz), in Tok Pisin. */
export const courseModule: Translation<typeof english> = {
  position: (number: number, total: number) => `Hap skul ${number} long ${total}`,
  download: (size: string, cost: string) => `Lesen na kwis: ${size} long daunim, ${cost} long prepaid data`,
  /** A module without a quiz. */
  downloadLesson: (size: string, cost: string) => `Lesen: ${size} long daunim, ${cost} long prepaid data`,
  kilobytes: (kb: number) => `${kb} KB`,
  underOneToea: 'i no winim 1 toea',
  toea: (toea: number) => `klostu ${toea} toea`,
  externalLink: 'em bai opim narapela sait',
  finished: 'Pinis',
  bestScore: (score: number) => `Mak antap tru: ${score}%`,
  quizTitle: 'Sekim Save bilong Yu',
  quizIntro: (passMark: number) =>
    `Bekim olgeta askim. Yu mas kisim ${passMark}% long pinisim dispela hap skul. Sapos yu no kisim, ritim as bilong en na traim gen bihain long liklik taim.`,
  question: (number: number, total: number) => `Askim ${number} long ${total}`,
  submit: 'Salim ol Bekim',
  submitting: 'Mipela i sekim...',
  passedTitle: 'Gutpela wok! Yu paslain.',
  failedTitle: 'I no yet. Ritim ol as bilong en na traim gen.',
  failedHint: 'Lukim gen ol askim i gat mak I no stret tru: ritim as bilong en daunbilo, na ritim lesen gen.',
  score: (score: number, passMark: number) => `Yu kisim ${score}%. Mak bilong paslain em ${passMark}%.`,
  correct: 'Stret',
  incorrect: 'I no stret tru',
  yourAnswer: 'Bekim bilong yu',
  rightAnswer: 'Stretpela bekim',
  tryAgain: 'Traim Gen',
  /** After a failed attempt (ADR 0038): the wait before the next, counting down with JavaScript. */
  retryIn: (seconds: number) => `Yu ken traim gen bihain long ${waitWords(seconds)}.`,
  retryNow: 'Yu ken traim gen nau.',
  submitIn: (seconds: number) =>
    `Yu ken salim ol bekim bilong yu bihain long ${waitWords(seconds)}. Long dispela taim, ritim lesen gen.`,
  waitTitle: 'I No Yet',
  reshuffledTitle: 'Bekim Gen',
  readTitle: 'Yu Ritim Pinis?',
  readIntro: 'Dispela hap skul i no gat kwis. Makim olsem yu ritim pinis, orait mipela bai kaunim na yu ken go het.',
  markRead: 'Mi Ritim Pinis',
  markingRead: 'Mipela i seivim...',
  moduleFinishedTitle: 'Hap skul i pinis',
  courseCompleteTitle: 'Kos i pinis!',
  courseCompleteText: 'Gutpela tru. Setifiket bilong yu i redi long lukim, daunim na serim.',
  viewCertificate: 'Lukim Setifiket bilong Yu',
  previous: 'Hap Skul Bipo',
  next: 'Neks Hap Skul',
  nextNamed: (title: string) => `Neks: ${title}`,
  backToOutline: 'Olgeta Hap Skul',
  saveFailedTitle: 'I No Seiv',
  saveFailedText: 'Ol bekim bilong yu i no go. Sekim konekesen bilong yu na traim gen.',
  notFoundTitle: 'Mipela i No Painim Hap Skul',
  notFoundText: 'Dispela hap skul i no stap, o em i no hap bilong kos bilong en moa.',
};
