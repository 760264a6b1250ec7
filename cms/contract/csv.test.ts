import { describe, expect, it } from 'vitest';
import { neutraliseFormula, parseCsv, toCsv } from './csv';

describe('writing a CSV file for Excel', () => {
  it('starts with a byte-order mark, ends lines with CRLF, and quotes what needs quoting', () => {
    const text = toCsv([
      ['Name', 'Note', 'Progress %'],
      ['Kila, Mary', 'She said "hi"\nthen left', 40],
      ['Tau', null, 0],
      ['Lae; Morobe', 'two\rlines', 'plain'],
    ]);
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1)).toBe(
      'Name,Note,Progress %\r\n"Kila, Mary","She said ""hi""\nthen left",40\r\nTau,,0\r\n"Lae; Morobe","two\rlines",plain\r\n',
    );
  });

  it('neutralises every text cell a spreadsheet would run as a formula, and no number', () => {
    for (const cell of ['=SUM(A1)', '+675', '-1', '@cmd', '\tx', '\r=x'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Mary', '', ' =x', "'quoted", '7123']) expect(neutraliseFormula(cell)).toBe(cell);
    expect(toCsv([['Group'], ['=SUM(A1)'], ['@here'], ['-2+3'], [-5]])).toBe(
      "\uFEFFGroup\r\n'=SUM(A1)\r\n'@here\r\n'-2+3\r\n-5\r\n",
    );
  });
});

describe('reading a CSV file', () => {
  it('reads back what it writes', () => {
    const rows = [
      ['A', 'B'],
      ["'=1+1", 'x,y'],
      ['say "hi"', 'two\nlines'],
    ];
    expect(parseCsv(toCsv(rows).replace(/^\uFEFF/, ''))).toEqual(rows);
  });

  it('ends records at CRLF, LF or CR, keeping blank lines as records so that indexes are spreadsheet rows', () => {
    expect(parseCsv('a;b\n\n;c\rd;"e\r\nf"\r\n', ';')).toEqual([['a', 'b'], [''], ['', 'c'], ['d', 'e\r\nf']]);
    expect(parseCsv('a,b\n')).toEqual([['a', 'b']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('is lenient where spreadsheets are: ragged rows, a stray quote, a quote never closed', () => {
    expect(parseCsv('a,b,c\nd\ne,f,g,h')).toEqual([['a', 'b', 'c'], ['d'], ['e', 'f', 'g', 'h']]);
    expect(parseCsv('5" screen,x')).toEqual([['5" screen', 'x']]);
    expect(parseCsv('a,"b\nc,d')).toEqual([['a', 'b\nc,d']]);
  });
});
