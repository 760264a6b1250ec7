/** How content names a help contact (ADR 0045): a number only once a person has checked it. */
import { describe, expect, it } from 'vitest';
import { contactKeysIn, resolveContactReferences, type ContactForReference } from './help-contacts';

const checked = { lastCheckedAt: '2026-11-20', checkedBy: 'Kila Tom' };
const contacts: ContactForReference[] = [
  { key: 'crisis-line', name: '1-Tok Kaunselin Helpim Lain', phone: '7150 8000', ...checked },
  { key: 'ncsc', name: 'NCSC', website: 'https://www.ncsc.gov.pg', ...checked },
  { key: 'police', name: 'RPNGC Cybercrime Unit', phone: '180 0000', lastCheckedAt: '2026-11-20' },
];
const text = 'Talk to {{contact:crisis-line}}, report to {{contact:ncsc}} and {{contact:police}}.{{contact:gone}}';

describe('{{contact:KEY}} in lessons, FAQ answers and alerts', () => {
  it('lists the keys a text names, once each', () => {
    expect(contactKeysIn(`${text} {{contact:ncsc}} {{contact:Not-A-Key}}`)).toEqual([
      'crisis-line',
      'ncsc',
      'police',
      'gone',
    ]);
  });

  it('gives learners a checked phone or website, an unchecked contact’s name alone, and nothing for an unknown key', () => {
    expect(resolveContactReferences(text, contacts)).toBe(
      'Talk to 1-Tok Kaunselin Helpim Lain (7150 8000), report to NCSC (https://www.ncsc.gov.pg) and RPNGC Cybercrime Unit.',
    );
    expect(resolveContactReferences(text, contacts, 'markdown')).toBe(
      'Talk to 1-Tok Kaunselin Helpim Lain ([7150 8000](tel:71508000)), report to NCSC (https://www.ncsc.gov.pg) and RPNGC Cybercrime Unit.',
    );
  });

  it('shows editors what still waits for a person’s check', () => {
    expect(resolveContactReferences(text, contacts, 'editor')).toBe(
      'Talk to 1-Tok Kaunselin Helpim Lain (7150 8000), report to NCSC (https://www.ncsc.gov.pg) and RPNGC Cybercrime Unit (phone to be confirmed).[unknown help contact: gone]',
    );
  });

  it('leaves a text without references as it is', () => {
    expect(resolveContactReferences('Call your bank on the number on your card.', [])).toBe(
      'Call your bank on the number on your card.',
    );
  });
});
