/** What the learning endpoints answer, in Tok Pisin (ADR 0046). Translators edit only the words between quotes. */
import type { Translation } from '../../../contract/language';
import type { english } from '../learning-messages';

/** A wait in words, rounded up: "30 sekon", "1 minit", "5 minit" (Tok Pisin nouns keep one form). */
export function waitInWords(seconds: number): string {
  return seconds < 60 ? `${seconds} sekon` : `${Math.ceil(seconds / 60)} minit`;
}

export const learningMessages: Translation<typeof english> = (support: string) => ({
  courseNotFound:
    'Mipela i no painim kos. Ating mipela i no givim moa; lukim ol kos i stap nau long lista bilong ol kos.',
  profileIncomplete:
    'Pinisim profail bilong yu (wok bilong yu, orait bilong yu long yusim infomesen, na foto) pastaim, bihain yu ken joinim kos.',
  accessCodeRequired: (price: string) =>
    `Dispela kos i kostim ${price}. Putim access code ol i givim yu long joinim, o raitim email i go long ${support} long baim wanpela.`,
  noSeatLeft: (price: string, organisations: string[]) =>
    `Dispela kos i kostim ${price}. ${organisations.join(' na ')} i no gat sia moa long en: askim long sampela sia moa, o putim access code ol i givim yu.`,
  accessCodeInvalid: 'Dispela access code i no stret long dispela kos. Sekim na traim gen.',
  accessCodeExpired: `Taim bilong dispela access code i pinis. Askim husat i givim yu long nupela wan, o raitim email i go long ${support}.`,
  accessCodeUsedUp: `Dispela access code i pinis: ol i yusim inap long namba bilong taim em i ken wok. Raitim email i go long ${support} long kisim halivim.`,
  tooManyCodeAttempts: `Yu traim planti access code tumas. Plis wet inap 15 minit na traim gen, o raitim email i go long ${support}.`,
  moduleNotFound: 'Mipela i no painim hap skul.',
  notEnrolled: 'Joinim dispela kos pastaim long opim ol hap skul bilong en.',
  answerEveryQuestion: 'Bekim olgeta askim pastaim, nau yu ken salim.',
  answerQuestion: (number: number) => `Makim wanpela bekim long askim ${number}.`,
  answerCount: (asked: number, sent: number) =>
    `Dispela kwis i gat ${asked} askim, tasol ${sent} bekim i kam. Opim hap skul gen na bekim ol askim olsem yu lukim.`,
  noQuiz: 'Dispela hap skul i no gat kwis. Makim olsem yu ritim pinis long pinisim.',
  quizRequired: 'Yu mas paslain long kwis bilong dispela hap skul long pinisim.',
  quizWait: (seconds: number) =>
    `I no yet: yu ken salim dispela kwis gen bihain long ${waitInWords(seconds)}. Long dispela taim, ritim lesen na ol as bilong en gen.`,
  quizReshuffled:
    'Yu salim dispela kwis pinis, ating long narapela tab, olsem na ol bekim i stap long nupela oda nau. Makim ol bekim bilong yu gen.',
  tooManyNameCorrections: `Yu stretim nem bilong yu planti taim tude. Plis traim gen tumora, o raitim email i go long ${support}.`,
  certificateNotFound: 'Mipela i no painim setifiket',
});
