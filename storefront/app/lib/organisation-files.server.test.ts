import { describe, expect, it } from 'vitest';
import { attachment, csvCell, csvFile, membersFileName } from './organisation-files.server';

describe('the storefront’s CSV files (ADR 0029)', () => {
  it('start with the BOM, separate with commas and end every row with CRLF', () => {
    expect(
      csvFile([
        ['First name', 'Last name'],
        ['Mary', 'Kila'],
      ]),
    ).toBe('\uFEFFFirst name,Last name\r\nMary,Kila\r\n');
  });

  it('quote cells holding a separator, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Lae, Morobe')).toBe('"Lae, Morobe"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a;b')).toBe('"a;b"');
  });

  it('make formula cells harmless', () => {
    for (const formula of ['=cmd|calc', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    }
  });
});

describe('a download’s Content-Disposition', () => {
  it('names the file in ASCII for every browser and in UTF-8 for those that read filename*', () => {
    expect(attachment('Lae Baptist Church members 2026-11-23.csv')).toBe(
      `attachment; filename="Lae Baptist Church members 2026-11-23.csv"; filename*=UTF-8''Lae%20Baptist%20Church%20members%202026-11-23.csv`,
    );
    expect(attachment('Église "Saint" Paul\r\n.csv')).toBe(
      `attachment; filename="glise Saint Paul .csv"; filename*=UTF-8''%C3%89glise%20Saint%20Paul%20.csv`,
    );
    expect(attachment("St Mary's (Wewak).csv")).toContain(`filename*=UTF-8''St%20Mary%27s%20%28Wewak%29.csv`);
  });
});

describe('the members export’s name', () => {
  it('has the day in Papua New Guinea (UTC+10): from 14:00 UTC, the next day', () => {
    expect(membersFileName('Lae Baptist Church', new Date('2026-11-25T13:59:00Z'))).toBe(
      'Lae Baptist Church members 2026-11-25.csv',
    );
    expect(membersFileName('Lae Baptist Church', new Date('2026-11-25T15:30:00Z'))).toBe(
      'Lae Baptist Church members 2026-11-26.csv',
    );
  });
});
