/**
 * Members' CSV files (ADR 0029): reading an administrator's upload into rows the import can act on. CSV itself is
 * read and written by contract/csv.ts, for the CMS and the storefront alike.
 *
 * A file is refused whole only when it cannot be read at all (not UTF-8, too large, no header, no rows); anything
 * wrong with one row rejects that row with a reason in words, and the other rows go on.
 */
import { z } from 'zod';
import {
  ENGLISH as ORGANISATION_ENGLISH,
  ORGANISATION_MESSAGES,
  PROVINCES,
  type OrganisationKind,
  type Province,
} from '../../../contract/organisations';
import { NAME_MAX_LENGTH, startsWithLetter } from '../../../contract/account-forms';
import { parseCsv } from '../../../contract/csv';
import { MEMBER_CSV_MAX_BYTES, MEMBER_CSV_MAX_ROWS } from '../../../contract/limits';
import { TARGET_ROLE_LABELS, TARGET_ROLES, type TargetRole } from '../../../contract/vocabulary';
import { maskPhone, normalisePhone } from '../contact';

export const CSV_LIMITS = {
  maxBytes: MEMBER_CSV_MAX_BYTES,
  maxRows: MEMBER_CSV_MAX_ROWS,
  maxCellLength: 200,
  maxNameLength: NAME_MAX_LENGTH,
};

/** How much of a cell a report shows: enough to find the row, never a whole oversized cell. */
const REPORT_CELL_LENGTH = 60;

/** Why a row was not imported, as the administrator reads it in the import's report. */
export const CSV_ROW_MESSAGES = {
  cellTooLong: (column: string) => `The ${column} has more than ${CSV_LIMITS.maxCellLength} characters.`,
  firstNameMissing: 'The first name is missing.',
  lastNameMissing: 'The last name is missing.',
  firstNameTooLong: `The first name has more than ${CSV_LIMITS.maxNameLength} characters.`,
  lastNameTooLong: `The last name has more than ${CSV_LIMITS.maxNameLength} characters.`,
  firstNameNotLetter: 'The first name must start with a letter.',
  lastNameNotLetter: 'The last name must start with a letter.',
  contactMissing: 'Give an email address or a phone number.',
  emailInvalid: 'The email address is not valid.',
  phoneInvalid: 'The phone number is not valid. Give a mobile number such as 7123 4567, or + and the country code.',
  categoryUnknown: (category: string) =>
    `Unknown category “${category}”. Use ${Object.values(TARGET_ROLE_LABELS).join(', ')}, or leave it empty.`,
  provinceUnknown: (province: string) => `Unknown province “${province}”. Use a province's name, such as Morobe.`,
  // A row's reasons are stored in the import's report, in English (ADR 0046).
  groupTooLong: ORGANISATION_ENGLISH.groupNameTooLong,
  duplicate: (row: number, field: string) => `Duplicate of row ${row}: same ${field}.`,
  emailNeeded: 'An email address is needed: members sign in with their email.',
} as const;

/** The audience a member gets when the row leaves the category empty. */
export const DEFAULT_AUDIENCE: Record<OrganisationKind, TargetRole> = {
  church: 'churches_ngos',
  ngo: 'churches_ngos',
  school: 'student_educational',
  government_department: 'government',
  company: 'general_workforce',
};

type Column = 'firstName' | 'lastName' | 'email' | 'phone' | 'category' | 'group' | 'province';

/** What each column is called in a reason ("The first name has more than 200 characters."). */
const COLUMN_WORDS: Record<Column, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email address',
  phone: 'phone number',
  category: 'category',
  group: 'group',
  province: 'province',
};

/** Header names as `comparable` makes them (no case, spaces or punctuation). */
const COLUMN_ALIASES: Record<Column, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'given', 'forename', 'fname', 'firstnames'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname', 'secondname'],
  email: ['email', 'emailaddress', 'mail', 'emailid'],
  phone: [
    'phone',
    'phonenumber',
    'phoneno',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'mobileno',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'whatsapp',
    'whatsappnumber',
    'contactnumber',
  ],
  category: ['category', 'audience', 'audiencerole', 'audiencecategory', 'role'],
  group: ['group', 'groupname', 'team', 'class', 'department'],
  province: ['province', 'provincename'],
};

const CATEGORY_NAMES = new Map<string, TargetRole>([
  ...TARGET_ROLES.map((role) => [comparable(role), role] as const),
  ...Object.entries(TARGET_ROLE_LABELS).map(([role, label]) => [comparable(label), role as TargetRole] as const),
  // The names this file's report gave before they were the platform's (ADR 0055).
  ['studenteducational', 'student_educational'],
  ['studentseducational', 'student_educational'],
  ['studentsandeducational', 'student_educational'],
  ['studentandeducational', 'student_educational'],
  ['student', 'student_educational'],
  ['students', 'student_educational'],
  ['governmentdepartments', 'government'],
  ['governmentdepartment', 'government'],
  ['churchesandngos', 'churches_ngos'],
  ['church', 'churches_ngos'],
  ['churches', 'churches_ngos'],
  ['ngo', 'churches_ngos'],
  ['ngos', 'churches_ngos'],
]);

const PROVINCE_NAMES = new Map<string, Province>([
  ...PROVINCES.map((province) => [comparable(province), province] as const),
  ['ncd', 'National Capital District'],
  ['nationalcapital', 'National Capital District'],
  ['portmoresby', 'National Capital District'],
  ['bougainville', 'Autonomous Region of Bougainville'],
  ['arob', 'Autonomous Region of Bougainville'],
  ['simbu', 'Chimbu'],
  ['enb', 'East New Britain'],
  ['enbp', 'East New Britain'],
  ['wnb', 'West New Britain'],
  ['wnbp', 'West New Britain'],
  ['esp', 'East Sepik'],
  ['sandaun', 'West Sepik'],
  ['wsp', 'West Sepik'],
  ['ehp', 'Eastern Highlands'],
  ['whp', 'Western Highlands'],
  ['shp', 'Southern Highlands'],
  ['nip', 'New Ireland'],
  ['mbp', 'Milne Bay'],
  ['northern', 'Oro'],
  ['fly', 'Western'],
]);

export type ParsedRow = {
  row: number;
  status: 'valid';
  /** For the report: the name and the contact (email, or masked phone), shortened. */
  name: string;
  contact: string;
  firstName: string;
  lastName: string;
  /** Lower case. */
  email: string | null;
  /** Normalised (lib/contact.ts). */
  phone: string | null;
  audienceRole: TargetRole;
  group: string | null;
  province: Province | null;
};

export type RejectedRow = { row: number; status: 'rejected'; name: string; contact: string; reason: string };

export type MemberCsv = { ok: false; message: string } | { ok: true; rows: Array<ParsedRow | RejectedRow> };

export function readMemberCsv(bytes: Buffer, options: { organisationKind: OrganisationKind }): MemberCsv {
  if (bytes.length > CSV_LIMITS.maxBytes) return { ok: false, message: ORGANISATION_MESSAGES.csvTooLarge };
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, message: ORGANISATION_MESSAGES.csvNotUtf8 };

  const records = parseCsv(text, delimiterOf(text));
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { ok: false, message: ORGANISATION_MESSAGES.csvNoHeader };
  const columns = columnsOf(records[headerIndex]);
  if (columns.size === 0) return { ok: false, message: ORGANISATION_MESSAGES.csvNoHeader };
  const missing = [
    !columns.has('firstName') && 'first name',
    !columns.has('lastName') && 'last name',
    !columns.has('email') && !columns.has('phone') && 'email or phone',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0) {
    return {
      ok: false,
      message: ORGANISATION_MESSAGES.csvMissingColumns(missing.join(', ').replace(/, ([^,]*)$/, ' or $1')),
    };
  }

  const dataRows: Array<{ row: number; cells: Record<Column, string> }> = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const record = records[index];
    if (isBlank(record)) continue;
    if (dataRows.length === CSV_LIMITS.maxRows) return { ok: false, message: ORGANISATION_MESSAGES.csvTooManyRows };
    const cells = {} as Record<Column, string>;
    for (const column of Object.keys(COLUMN_WORDS) as Column[]) {
      const position = columns.get(column);
      cells[column] = position === undefined ? '' : (record[position] ?? '');
    }
    // A spreadsheet numbers rows from 1 and shows a quoted line break inside its cell, so a record is one row.
    dataRows.push({ row: index + 1, cells });
  }
  if (dataRows.length === 0) return { ok: false, message: ORGANISATION_MESSAGES.csvEmpty };

  const firstRowWith = { email: new Map<string, number>(), phone: new Map<string, number>() };
  const rows = dataRows.map(({ row, cells }) => {
    const result = readRow(row, cells, options.organisationKind);
    if (result.status === 'rejected') return result;
    for (const field of ['email', 'phone'] as const) {
      const earlier = result[field] === null ? undefined : firstRowWith[field].get(result[field]);
      if (earlier !== undefined) return reject(result, CSV_ROW_MESSAGES.duplicate(earlier, COLUMN_WORDS[field]));
    }
    for (const field of ['email', 'phone'] as const) {
      if (result[field] !== null) firstRowWith[field].set(result[field], row);
    }
    return result;
  });
  return { ok: true, rows };
}

function readRow(row: number, raw: Record<Column, string>, kind: OrganisationKind): ParsedRow | RejectedRow {
  const cells = {} as Record<Column, string>;
  for (const column of Object.keys(raw) as Column[]) {
    // Only a short prefix of an oversized cell is trimmed and kept: the row is rejected without reading the rest.
    const cell = raw[column];
    cells[column] = cell.length > CSV_LIMITS.maxCellLength + 2 ? shorten(cell.trimStart()) : cell.trim();
  }
  const name = shorten([cells.firstName, cells.lastName].filter(Boolean).join(' '));
  // Administrators never see a phone number unmasked (ADR 0029), not even in the report of their own upload.
  const contact = cells.email
    ? shorten(cells.email.toLowerCase())
    : cells.phone
      ? maskPhone(normalisePhone(cells.phone))
      : '';
  const rejected = (reason: string): RejectedRow => ({ row, status: 'rejected', name, contact, reason });

  const tooLong = (Object.keys(raw) as Column[]).find((column) => raw[column].trim().length > CSV_LIMITS.maxCellLength);
  if (tooLong) return rejected(CSV_ROW_MESSAGES.cellTooLong(COLUMN_WORDS[tooLong]));
  if (!cells.firstName) return rejected(CSV_ROW_MESSAGES.firstNameMissing);
  if (!cells.lastName) return rejected(CSV_ROW_MESSAGES.lastNameMissing);
  if (!startsWithLetter(cells.firstName)) return rejected(CSV_ROW_MESSAGES.firstNameNotLetter);
  if (!startsWithLetter(cells.lastName)) return rejected(CSV_ROW_MESSAGES.lastNameNotLetter);
  if (cells.firstName.length > CSV_LIMITS.maxNameLength) return rejected(CSV_ROW_MESSAGES.firstNameTooLong);
  if (cells.lastName.length > CSV_LIMITS.maxNameLength) return rejected(CSV_ROW_MESSAGES.lastNameTooLong);
  if (!cells.email && !cells.phone) return rejected(CSV_ROW_MESSAGES.contactMissing);

  const email = cells.email ? cells.email.toLowerCase() : null;
  if (email !== null && !isEmail(email)) return rejected(CSV_ROW_MESSAGES.emailInvalid);
  const phone = cells.phone ? normalisePhone(cells.phone) : null;
  if (phone !== null && !isPhone(phone)) return rejected(CSV_ROW_MESSAGES.phoneInvalid);

  const audienceRole = cells.category ? CATEGORY_NAMES.get(comparable(cells.category)) : DEFAULT_AUDIENCE[kind];
  if (!audienceRole) return rejected(CSV_ROW_MESSAGES.categoryUnknown(cells.category));
  const province = cells.province ? PROVINCE_NAMES.get(comparable(cells.province.replace(/province$/i, ''))) : null;
  if (province === undefined) return rejected(CSV_ROW_MESSAGES.provinceUnknown(cells.province));
  if (cells.group.length > 80) return rejected(CSV_ROW_MESSAGES.groupTooLong);

  return {
    row,
    status: 'valid',
    name,
    contact,
    firstName: cells.firstName,
    lastName: cells.lastName,
    email,
    phone,
    audienceRole,
    group: cells.group || null,
    province,
  };
}

function reject(row: ParsedRow, reason: string): RejectedRow {
  return { row: row.row, status: 'rejected', name: row.name, contact: row.contact, reason };
}

const emailSchema = z.email();

function isEmail(email: string): boolean {
  return emailSchema.safeParse(email).success;
}

/** A PNG mobile (+675 7xxx xxxx), or another country's number with its code: what WhatsApp can reach. */
export function isPhone(phone: string): boolean {
  return phone.startsWith('+675') ? /^\+6757\d{7}$/.test(phone) : /^\+[1-9]\d{7,14}$/.test(phone);
}

function shorten(cell: string): string {
  return cell.length > REPORT_CELL_LENGTH ? `${cell.slice(0, REPORT_CELL_LENGTH - 1)}…` : cell;
}

/** Lower case, letters and digits only: "E-mail" and "email", "Churches & NGOs" and "churches_ngos" compare equal. */
function comparable(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function columnsOf(header: string[]): Map<Column, number> {
  const byAlias = new Map<string, Column>();
  for (const [column, aliases] of Object.entries(COLUMN_ALIASES) as Array<[Column, string[]]>) {
    for (const alias of aliases) byAlias.set(alias, column);
  }
  const columns = new Map<Column, number>();
  header.forEach((name, position) => {
    const column = byAlias.get(comparable(name.slice(0, 100)));
    if (column && !columns.has(column)) columns.set(column, position);
  });
  return columns;
}

/**
 * The file's text, or null when it is not UTF-8: Windows-1252 bytes fail the strict decoder, UTF-16 has a byte-order
 * mark that is not UTF-8 or (without one) a NUL in every other byte. A UTF-8 byte-order mark is dropped.
 */
function decodeUtf8(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/** Comma, unless the header row has more semicolons than commas (Excel's CSV where a comma is the decimal mark). */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text
    .trimStart()
    .split(/\r\n|\n|\r/, 1)[0]
    .replace(/"[^"]*"/g, '');
  const count = (character: string) => firstLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function isBlank(record: string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}
