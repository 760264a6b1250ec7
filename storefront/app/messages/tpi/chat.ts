/** The assistant's strings (spec 2.13 and 8; Kumul, design.md). Loaded with the widget or the /chat page only. */
import type { chat as english } from '../en/chat';
import type { Translation } from '../types';

export const chat: Translation<typeof english> = {
  title: 'AI Halivim long Cyber Security',
  assistantName: 'Kumul',
  mascot: 'Kumul, pisin bilong paradais',
  greeting: 'Halo! Mi Kumul, AI halivim bilong yu. Tude mi ken halivim yu olsem wanem long skul bilong cyber security?',
  placeholder: 'Askim mi long wanem samting long cyber security...',
  inputLabel: 'Toksave bilong yu i go long Kumul',
  send: 'Salim',
  typing: 'Em i raitim...',
  close: 'Pasim AI halivim',
  conversation: 'Toktok wantaim Kumul',
  quickLabel: 'Ol kwik askim',
  quick: [
    {
      label: 'Wanem Kos i Fit long Mi',
      message: 'Yu ken tokim mi long sampela kos long cyber security i fit long mi?',
    },
    { label: 'Halivim long Rejista', message: 'Mi laikim halivim long rejista na long joinim kos.' },
    { label: 'Halivim long Teknikal Hevi', message: 'Mi laikim halivim long wanpela teknikal hevi long dispela sait.' },
  ],
  you: 'Yu',
  sources: 'Em i kam long:',
  /** The text of a link to a course page inside an answer. */
  openCourse: 'Opim kos',
  hint: 'Enter i salim; Shift+Enter i statim nupela lain.',
  errorTitle: 'Chat i No Wok Gut',
  errorText: 'Toksave i no go. Plis traim gen.',
  apology: 'Sori, mi gat teknikal hevi nau. Plis traim gen bihain, o toktok wantaim sapot sapos hevi i stap yet.',
  pageIntro: 'Askim Kumul long ol kos, long rejista, long teknikal hevi o long ripotim giaman.',
  blank: 'Plis raitim toksave.',
  tooLong: (max: number) => `Plis raitim toksave i no winim ${max} leta.`,
  unavailable: 'Kumul i no inap bekim nau. Plis traim gen bihain long sampela minit.',
};
