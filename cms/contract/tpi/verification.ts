/** The verification messages in Tok Pisin (ADR 0046). Translators edit only the words between quotes. */
import type { ENGLISH } from '../verification';
import type { Translation } from '../language';

// The link lifetime, as in ../verification.ts (not imported: that module imports this one).
const HOURS = 24;

export const verificationMessages: Translation<typeof ENGLISH> = {
  linkNotFound:
    'Dispela link bilong sekim i no stret. Opim olgeta hap bilong link i stap long toksave, o sain in na salim nupela link long yu yet.',
  linkExpired: `Taim bilong dispela link bilong sekim i pinis: ol link i wok inap ${HOURS} aua. Salim nupela link long yu yet.`,
  linkUsed: 'Yu yusim dispela link bilong sekim pinis. Salim nupela link long yu yet.',
  noPhone: 'Dispela account i no gat fon namba long sekim.',
  sent: (masked: string) => `Nupela link i go long ${masked} nau. Em i wok wanpela taim tasol, inap ${HOURS} aua.`,
  alreadyVerified: (masked: string) => `${masked} i stret pinis. Nogat wanpela samting moa yu mas mekim.`,
  tooMany: (support: string) =>
    `Yu askim planti link insait long wanpela aua i go pinis. Plis wet liklik na traim gen, o toktok wantaim ${support}.`,
  verifyEmailToAdminister:
    'Sekim email bilong yu pastaim long lukautim dispela oganaisesen: opim link mipela i salim long email, o salim nupela link long yu yet.',
  verifyToAccept: (contact) =>
    contact === 'email'
      ? 'Dispela invitesen i go long email bilong yu. Sekim pastaim: opim link mipela i salim long email, o salim nupela link long yu yet.'
      : 'Dispela invitesen i go long fon namba bilong yu. Sekim pastaim: salim link long yu yet long WhatsApp.',
};
