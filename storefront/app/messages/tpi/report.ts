/** The Report a Cyber Incident screen's strings, in Tok Pisin: where to report in Papua New Guinea (png-context). */
import type { report as english } from '../en/report';
import type { Translation } from '../types';

export const report: Translation<typeof english> = {
  intro:
    'Act fast: if money is at risk, call your bank or mobile money provider first. Keep the evidence, then report what happened, so that others can be warned.',
  placesTitle: 'Where to Report in Papua New Guinea',
  /**
   * Where to go, with no number anyone has not checked (ADR 0042): a place is shown by its checked contacts once a
   * person has confirmed them in the CMS (`id` names the place; the screen knows which contacts cover it).
   */
  places: [
    {
      id: 'bank',
      name: 'Your bank or mobile money provider',
      text: 'If money is lost or at risk, call them at once on the number on your card or their official website, and ask them to block the account or payment.',
    },
    {
      id: 'police',
      name: 'RPNGC Cybercrime Unit',
      text: 'For a crime (money stolen, an account hacked, threats or sextortion), make a formal police report at your nearest police station, and ask for a report number.',
    },
    {
      id: 'ncsc',
      name: 'National Cyber Security Centre (NCSC)',
      text: 'Report any scam or cyber incident to them, so that others can be warned.',
      href: 'https://www.ncsc.gov.pg',
    },
    {
      id: 'pngcert',
      name: 'PNGCERT',
      text: 'An organisation whose computers or systems were attacked can also report to the national computer emergency response team, run through NICTA.',
    },
    { id: 'network', name: 'Your mobile network', text: 'Report the number a scam SMS or call came from.' },
  ],
  visitSite: (name: string) => `Visit the website of the ${name}`,
  call: (name: string) => `Call ${name}`,
  writeTo: (name: string) => `Write to ${name}`,
  hours: (hours: string) => `Open: ${hours}`,
  lastChecked: (date: string) => `Checked by our team on ${date}`,
  evidenceTitle: 'Keep the Evidence',
  evidence: [
    'Screenshots of the messages, with the number or name they came from',
    'Receipts and transaction IDs',
    'When it happened, and what you were told',
  ],
  helpTitle: 'Not Sure What to Do?',
  helpText: 'Write to us: a cyber expert will help you with the next step.',
};
