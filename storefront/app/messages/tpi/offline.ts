/** Offline learning's strings, in Tok Pisin (ADR 0047): Save for offline, the offline page, answers kept to send. */
import type { Translation } from '../types';
import type { offline as english } from '../en/offline';

export const offline: Translation<typeof english> = {
  saveTitle: 'Lainim taim i no gat signal',
  saveText: (size: string) =>
    `Seivim olgeta hap skul bilong dispela kos long dispela fon, bai yu ken ritim na bekim ol kwis taim i no gat signal. Klostu ${size} long daunim.`,
  save: 'Seivim bilong taim i no gat signal',
  saving: 'I wok long seivim...',
  saved: 'Seivim pinis bilong taim i no gat signal',
  savedText: (size: string) =>
    `Olgeta hap skul bilong dispela kos i stap long dispela fon (${size}). Em i save op taim i no gat signal.`,
  saveFailed:
    'Seivim i pas pastaim long em i pinis. Sekim signal bilong yu na presim gen Seivim bilong taim i no gat signal.',
  offlineTitle: 'Yu no gat signal nau',
  offlineText: 'Dispela pes i no stap long dispela fon. Ol kos yu seivim pinis i save op taim i no gat signal:',
  nothingSaved:
    'Yu no seivim wanpela kos long dispela fon yet. Opim wanpela kos yu joinim pinis na presim Seivim bilong taim i no gat signal.',
  tryAgain: 'Traim gen',
  queuedTitle: 'Ol bekim i stap',
  queuedText: 'Yu no gat signal nau. Ol bekim bilong yu i stap long dispela fon na bai i go taim signal i kam bek.',
  queuedSent: 'Ol bekim yu mekim taim i no gat signal i go pinis.',
  signOutQueued: (count: number) =>
    count === 1
      ? 'Wanpela bekim bilong kwis i no go yet. Painim signal pastaim, nogut em i lus taim yu sain aut.'
      : `${count} bekim bilong kwis i no go yet. Painim signal pastaim, nogut ol i lus taim yu sain aut.`,
};
