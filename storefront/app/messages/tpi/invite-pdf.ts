/** The organisation invite's printed poster and cards (ADR 0029). */
import type { invitePdf as english } from '../en/invite-pdf';
import type { Translation } from '../types';

export const invitePdf: Translation<typeof english> = {
  brand: 'Kundu Cyber Academy',
  posterTitle: (organisation: string) => `Join ${organisation}`,
  posterSubtitle: 'on Kundu Cyber Academy',
  posterPitch:
    'Free cyber safety courses made for phones: spot scams, protect your accounts and keep your family and work safe.',
  scan: "Scan with your phone's camera",
  orOpen: 'or open this link:',
  stepsTitle: 'How to join',
  steps: (organisation: string) => [
    '1. Scan the code, or type the link into your browser.',
    '2. Sign in, or create a free account.',
    `3. Press "Join ${organisation}".`,
  ],
  privacy:
    'The organisation sees your name, email and progress in the courses it gives you. Never your phone number, documents or password.',
  questions: (email: string) => `Questions? Write to ${email}.`,
  cardTitle: (organisation: string) => `Join ${organisation}`,
  cardText: 'Free cyber safety courses on Kundu Cyber Academy.',
  cardScan: 'Scan, or open:',
  documentTitle: (organisation: string, format: 'poster' | 'cards') =>
    format === 'poster' ? `Join ${organisation}: poster` : `Join ${organisation}: cards`,
  fileName: (organisation: string, format: 'poster' | 'cards') =>
    `${
      organisation
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'organisation'
    }-${format === 'poster' ? 'poster' : 'cards'}.pdf`,
};
