/**
 * CSV as the platform reads and writes it, for the CMS (an organisation's member files, its members export) and the
 * storefront (the import template) alike: `csv-parse` and `csv-stringify`, with one rule for what a spreadsheet must
 * not run as a formula. Files written open in Excel with the right characters: UTF-8 with a byte-order mark, CRLF
 * line ends, quotes where a cell holds a comma, a semicolon (Excel's separator where the comma is the decimal mark),
 * a quote or a line break.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

/**
 * A cell Excel or Sheets would run as a formula (=, +, -, @, or a tab or carriage return before one) gets a leading
 * apostrophe, which the spreadsheet shows as text (OWASP's CSV injection advice). Numbers are written as they are.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Rows (a header first) as a CSV file's text, every text cell neutralised. */
export function toCsv(rows: CsvCell[][]): string {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell : neutraliseFormula(cell ?? '')))),
    { bom: true, record_delimiter: '\r\n', quoted_match: /[;\r\n]/ },
  );
}

/**
 * RFC 4180 records, lenient where spreadsheets are: records end with CRLF, LF or CR; rows may have fewer or more
 * cells than the header; a quote inside an unquoted cell is kept; an unclosed quote runs to the end of the file.
 * Blank lines are kept as records of one empty cell, so that a record's index is its row in a spreadsheet.
 */
export function parseCsv(text: string, delimiter: ',' | ';' = ','): string[][] {
  const options = {
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
  };
  try {
    return parse(text, options) as string[][];
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return parse(`${text}"`, options) as string[][];
    }
    throw error;
  }
}
