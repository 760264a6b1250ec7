/** The organisation invite's printed poster and cards (ADR 0029), in Tok Pisin. */
import type { invitePdf as english } from '../en/invite-pdf';
import type { Translation } from '../types';

export const invitePdf: Translation<typeof english> = {
  brand: 'Kundu Cyber Academy',
  posterTitle: (organisation: string) => `Joinim ${organisation}`,
  posterSubtitle: 'long Kundu Cyber Academy',
  posterPitch:
    'Fri kos long seif long intanet, mipela i wokim bilong fon: save long ol giaman, lukautim ol account bilong yu, na kipim famili na wok bilong yu i stap seif.',
  scan: 'Skenim wantaim kamera bilong fon bilong yu',
  orOpen: 'o opim dispela link:',
  stepsTitle: 'Olsem wanem long joinim',
  steps: (organisation: string) => [
    '1. Skenim code, o raitim link long browser bilong yu.',
    '2. Sain in, o mekim fri account.',
    `3. Presim "Joinim" long joinim ${organisation}.`,
  ],
  privacy:
    'Oganaisesen i save lukim nem, email na hamas yu lainim pinis long ol kos em i givim yu. Em i no save lukim namba bilong fon, ol dokumen o password bilong yu.',
  questions: (email: string) => `Yu gat askim? Raitim email i go long ${email}.`,
  cardTitle: (organisation: string) => `Joinim ${organisation}`,
  cardText: 'Fri kos long seif long intanet long Kundu Cyber Academy.',
  cardScan: 'Skenim, o opim:',
  documentTitle: (organisation: string, format: 'poster' | 'cards') =>
    format === 'poster' ? `Joinim ${organisation}: posta` : `Joinim ${organisation}: ol kad`,
  fileName: (organisation: string, format: 'poster' | 'cards') =>
    `${
      organisation
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'oganaisesen'
    }-${format === 'poster' ? 'posta' : 'kad'}.pdf`,
};
