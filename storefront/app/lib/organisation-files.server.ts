/**
 * The CSV files of the organisation administrator's pages that the storefront writes itself (the import template)
 * or names (the members export): the same rules as the CMS's export (ADR 0029), so Excel opens them with the right
 * characters.
 */

import { pngDay } from '@kundu/cms-contract/png-time';
import { organisationAdminMessages } from '~/messages/organisation-admin';

/** UTF-8's byte order mark: Excel reads a CSV as UTF-8 only when it starts with it. */
export const BOM = '\uFEFF';

/** A cell as CSV writes it: quoted when it holds a separator, a quote or a line break; a formula made harmless. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV file: BOM, comma-separated, CRLF after every row. */
export function csvFile(rows: string[][]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/**
 * A Content-Disposition that downloads the file under a name people recognise: the plain name for every browser
 * (characters outside ASCII and those that mean something in a header or a file system left out), and the full
 * name, UTF-8 encoded, for those that read filename* (all current ones).
 */
export function attachment(name: string): string {
  const cleaned =
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || 'file.csv';
  const ascii =
    cleaned
      .replace(/[^\x20-\x7E]+/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'file.csv';
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The members export's name: the organisation and the day in Papua New Guinea (ADR 0036), not in UTC. */
export function membersFileName(organisation: string, now: Date): string {
  return organisationAdminMessages().csv.fileName(organisation, pngDay(now));
}
