import { describe, expect, it } from 'vitest';
import { ORGANISATION_MESSAGES } from '../../../contract/organisations';
import { toCsv } from '../../../contract/csv';
import { CSV_ROW_MESSAGES, readMemberCsv, type MemberCsv } from './csv';

const HEADER = 'First name,Last name,Email,Phone,Category,Group,Province';

function read(text: string | Buffer, organisationKind: 'church' | 'school' | 'company' = 'church') {
  return readMemberCsv(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, { organisationKind });
}

function rowsOf(result: MemberCsv) {
  if (!result.ok) throw new Error(`The file was refused: ${result.message}`);
  return result.rows;
}

function reasons(result: MemberCsv) {
  return rowsOf(result).map((row) => (row.status === 'rejected' ? `${row.row}: ${row.reason}` : `${row.row}: ok`));
}

describe('reading a members file', () => {
  it('reads every column of a plain comma-separated file', () => {
    const rows = rowsOf(read(`${HEADER}\nMary,Kila,Mary.Kila@Example.org,7123 4567,Churches & NGOs,Youth,Morobe\n`));
    expect(rows).toEqual([
      {
        row: 2,
        status: 'valid',
        name: 'Mary Kila',
        contact: 'mary.kila@example.org',
        firstName: 'Mary',
        lastName: 'Kila',
        email: 'mary.kila@example.org',
        phone: '+67571234567',
        audienceRole: 'churches_ngos',
        group: 'Youth',
        province: 'Morobe',
      },
    ]);
  });

  it('accepts UTF-8 with a byte-order mark, CRLF line ends and names with accents', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${HEADER}\r\nJosé,Ñamu,jose@example.org,,,,\r\n`, 'utf8'),
    ]);
    const [row] = rowsOf(read(bytes));
    expect(row).toMatchObject({ status: 'valid', firstName: 'José', lastName: 'Ñamu', phone: null, province: null });
  });

  it('uses semicolons when the header row does (Excel where the comma is the decimal mark)', () => {
    const [row] = rowsOf(read('First name;Last name;Email\n"Kila, Mary";Tau;mary@example.org\n'));
    expect(row).toMatchObject({ firstName: 'Kila, Mary', lastName: 'Tau', email: 'mary@example.org' });
  });

  it('reads quoted fields with doubled quotes and line breaks, and numbers rows as a spreadsheet shows them', () => {
    const rows = rowsOf(
      read(
        [
          'First name,Last name,Email,Group',
          'Mary,"Kila ""Junior""",mary@example.org,"Youth,',
          'Lae"',
          '',
          'John,Tau,john@example.org,',
          ',,,',
          'Bad,Row,not-an-email,',
        ].join('\n'),
      ),
    );
    expect(rows.map((row) => row.row)).toEqual([2, 4, 6]);
    expect(rows[0]).toMatchObject({ lastName: 'Kila "Junior"', group: 'Youth,\nLae' });
    expect(rows[1]).toMatchObject({ firstName: 'John', group: null });
    expect(rows[2]).toMatchObject({ status: 'rejected', reason: CSV_ROW_MESSAGES.emailInvalid });
  });

  it('matches header names without case, spaces or punctuation, and their common aliases', () => {
    const [row] = rowsOf(
      read(
        'GIVEN NAME;Surname;E-mail;Mobile;Audience;Team;Province\nAnna;Wari;anna@example.org;+61 412 345 678;law enforcement;A;NCD\n',
      ),
    );
    expect(row).toMatchObject({
      firstName: 'Anna',
      lastName: 'Wari',
      email: 'anna@example.org',
      phone: '+61412345678',
      audienceRole: 'law_enforcement',
      group: 'A',
      province: 'National Capital District',
    });
    const [other] = rowsOf(
      read('first_name,last_name,Phone number,Category,Group name\nPeter,Mek,71234567,student,\n'),
    );
    expect(other).toMatchObject({ firstName: 'Peter', email: null, phone: '+67571234567', contact: '+675****4567' });
  });

  it('takes the audience from a key or a label without case, and from the organisation when empty', () => {
    const text = [
      'First name,Last name,Email,Category',
      'A,One,a@example.org,',
      'B,Two,b@example.org,GOVERNMENT',
      'C,Three,c@example.org,intelligence_community',
      'D,Four,d@example.org,Students & Educational',
      'E,Five,e@example.org,Student/Educational',
      'F,Six,f@example.org,general workforce',
    ].join('\n');
    const audiences = (kind: 'church' | 'school' | 'company') =>
      rowsOf(read(text, kind)).map((row) => (row.status === 'valid' ? row.audienceRole : row.reason));
    expect(audiences('church')).toEqual([
      'churches_ngos',
      'government',
      'intelligence_community',
      'student_educational',
      'student_educational',
      'general_workforce',
    ]);
    expect(audiences('school')[0]).toBe('student_educational');
    expect(audiences('company')[0]).toBe('general_workforce');
  });

  it('knows the provinces by name and by their common short forms', () => {
    const provinces = ['ncd', 'ENB', 'Simbu', 'Sandaun', 'ESP', 'Bougainville', 'Morobe Province', 'milne bay', 'Hela'];
    const text = ['First name,Last name,Email,Province', ...provinces.map((p, i) => `A,B,a${i}@example.org,${p}`)];
    expect(rowsOf(read(text.join('\n'))).map((row) => (row.status === 'valid' ? row.province : row.reason))).toEqual([
      'National Capital District',
      'East New Britain',
      'Chimbu',
      'West Sepik',
      'East Sepik',
      'Autonomous Region of Bougainville',
      'Morobe',
      'Milne Bay',
      'Hela',
    ]);
  });
});

describe('rows that are rejected, while the others go on', () => {
  it('says why, in words, naming the earlier row of a duplicate', () => {
    const hugeCell = 'x'.repeat(1_000_000);
    const text = [
      HEADER,
      'Mary,Kila,mary@example.org,,,,', // 2
      ',Kila,k@example.org,,,,', // 3
      'Mary,,k2@example.org,,,,', // 4
      `=cmd|' /C calc'!A0,Kila,k3@example.org,,,,`, // 5
      'Mary,@SUM(1+1),k4@example.org,,,,', // 6
      `${hugeCell},Kila,k5@example.org,,,,`, // 7
      'Mary,Kila,,,,,', // 8
      'Mary,Kila,mary@,,,,', // 9
      'Mary,Kila,,12345,,,', // 10
      'Mary,Kila,,+675 3123 4567,,,', // 11
      'Mary,Kila,k6@example.org,,Pilots,,', // 12
      'Mary,Kila,k7@example.org,,,,Atlantis', // 13
      'Mary,Kila,MARY@example.org,,,,', // 14
      'John,Tau,john@example.org,7123 4567,,,', // 15
      'Jane,Tau,,+67571234567,,,', // 16
      `Mary,Kila,k8@example.org,,,${'g'.repeat(81)},`, // 17
      `${'M'.repeat(81)},Kila,k9@example.org,,,,`, // 18
      'Jane,Tau,,+44 20 7946 0958,,,', // 19
    ].join('\n');
    expect(reasons(read(text))).toEqual([
      '2: ok',
      '3: The first name is missing.',
      '4: The last name is missing.',
      '5: The first name must start with a letter.',
      '6: The last name must start with a letter.',
      '7: The first name has more than 200 characters.',
      '8: Give an email address or a phone number.',
      '9: The email address is not valid.',
      '10: The phone number is not valid. Give a mobile number such as 7123 4567, or + and the country code.',
      '11: The phone number is not valid. Give a mobile number such as 7123 4567, or + and the country code.',
      '12: Unknown category “Pilots”. Use General Workforce, Students & Educational, Law Enforcement, Government Departments, Intelligence Community, Churches & NGOs, or leave it empty.',
      "13: Unknown province “Atlantis”. Use a province's name, such as Morobe.",
      '14: Duplicate of row 2: same email address.',
      '15: ok',
      '16: Duplicate of row 15: same phone number.',
      '17: A group name has at most 80 characters.',
      '18: The first name has more than 80 characters.',
      '19: ok',
    ]);
  });

  it('shows a short part of an oversized cell in the report, never the cell', () => {
    const started = performance.now();
    const [row] = rowsOf(read(`First name,Last name,Email\n${'A'.repeat(1_000_000)},Kila,k@example.org\n`));
    expect(performance.now() - started).toBeLessThan(500);
    expect(row.status).toBe('rejected');
    expect(row.name.length).toBeLessThanOrEqual(60);
    expect(row.name).toMatch(/^A+…$/);
  });

  it('compares duplicates with the rows that were accepted only', () => {
    const text = ['First name,Last name,Email,Category', 'A,B,a@example.org,Pilots', 'A,B,a@example.org,'].join('\n');
    expect(reasons(read(text))).toEqual([`2: ${CSV_ROW_MESSAGES.categoryUnknown('Pilots')}`, '3: ok']);
  });

  it('never shows a phone number unmasked in the report', () => {
    const rows = rowsOf(read('First name,Last name,Phone,Category\nA,B,7123 4567,Pilots\nA,B,7654 3210,\n'));
    expect(rows.map((row) => row.contact)).toEqual(['+675****4567', '+675****3210']);
  });
});

describe('files refused whole', () => {
  it('are refused when not UTF-8: Windows-1252, and UTF-16 with or without its byte-order mark', () => {
    const windows1252 = Buffer.from(`${HEADER}\nJos\xe9,Kila,jose@example.org,,,,\n`, 'latin1');
    const utf16le = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${HEADER}\nA,B,a@example.org,,,,\n`, 'utf16le'),
    ]);
    const utf16be = Buffer.from(utf16le.subarray(2)).swap16();
    const noBom = Buffer.from(`${HEADER}\nA,B,a@example.org,,,,\n`, 'utf16le');
    for (const bytes of [windows1252, utf16le, Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be]), noBom]) {
      expect(read(bytes)).toEqual({ ok: false, message: ORGANISATION_MESSAGES.csvNotUtf8 });
    }
  });

  it('are refused without a header, without member rows, or without the columns a member needs', () => {
    expect(read('')).toEqual({ ok: false, message: ORGANISATION_MESSAGES.csvNoHeader });
    expect(read('\n\n')).toEqual({ ok: false, message: ORGANISATION_MESSAGES.csvNoHeader });
    expect(read('Mary,Kila,mary@example.org\n')).toEqual({ ok: false, message: ORGANISATION_MESSAGES.csvNoHeader });
    expect(read(`${HEADER}\n\n,,,,,,\n`)).toEqual({ ok: false, message: ORGANISATION_MESSAGES.csvEmpty });
    expect(read('First name,Email\nMary,m@example.org')).toEqual({
      ok: false,
      message: 'The file has no last name column.',
    });
    expect(read('Surname,Category\nKila,')).toEqual({
      ok: false,
      message: 'The file has no first name or email or phone column.',
    });
    expect(read('Category,Group\nA,B')).toEqual({
      ok: false,
      message: 'The file has no first name, last name or email or phone column.',
    });
  });

  it('are refused over 5,000 rows or over 2 MB', () => {
    const rows = (count: number) =>
      [HEADER, ...Array.from({ length: count }, (_, i) => `A,B,a${i}@example.org,,,,`)].join('\n');
    expect(rowsOf(read(rows(5_000)))).toHaveLength(5_000);
    expect(read(rows(5_001))).toEqual({ ok: false, message: ORGANISATION_MESSAGES.csvTooManyRows });
    const large = Buffer.from(`${HEADER}\n${'A,B,a@example.org,,,,Notes\n'.repeat(80_000)}`);
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(read(large)).toEqual({ ok: false, message: ORGANISATION_MESSAGES.csvTooLarge });
  });
});

describe('a members export read back', () => {
  it('round-trips through the members file reader', () => {
    const people = [
      ['Mary', 'Kila "Junior"', 'mary@example.org', '+67571234567', 'Churches & NGOs', 'Youth, Lae', 'Morobe'],
      ['José', "O'Brien", 'jose@example.org', '', 'government', 'Line\nbreak', ''],
    ];
    const header = ['First name', 'Last name', 'Email', 'Phone', 'Category', 'Group', 'Province'];
    const result = rowsOf(read(toCsv([header, ...people])));
    expect(
      result.map((row) => (row.status === 'valid' ? [row.lastName, row.group, row.audienceRole] : row.reason)),
    ).toEqual([
      ['Kila "Junior"', 'Youth, Lae', 'churches_ngos'],
      ["O'Brien", 'Line\nbreak', 'government'],
    ]);
  });
});
