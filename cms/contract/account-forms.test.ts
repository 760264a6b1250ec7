import { describe, expect, it } from 'vitest';
import { readMemberCsv } from '../src/lib/organisation/csv';
import { fieldErrors, forgotAccountSchema, registrationSchema } from './account-forms';
import { nameCorrectionSchema } from './learning-forms';

const registration = {
  email: 'mary.kila@example.org',
  password: 'kumul-flies-over-lae',
  firstName: 'Mary',
  lastName: 'Kila',
  mobilePhone: '7123 4567',
  role: 'government',
};

/** Names a spreadsheet would run as a formula, and names people have. */
const FORMULAS = ['=HYPERLINK("http://evil.example")', '@SUM(A1)', '+6757123', '-2+3', '=cmd|calc'];
const NAMES = ['Mary', 'Ōkalani', "O'Brien", 'Kila-Pomat', 'Wu', 'Élodie'];

function errorsOf(schema: typeof registrationSchema | typeof nameCorrectionSchema, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** Whether an organisation's import takes a row with these names. */
function importTakes(firstName: string, lastName: string): boolean {
  const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const text = `First name,Last name,Email\n${cell(firstName)},${cell(lastName)},mary.kila@example.org\n`;
  const read = readMemberCsv(Buffer.from(text, 'utf8'), { organisationKind: 'church' });
  if (!read.ok) throw new Error(read.message);
  return read.rows[0]!.status === 'valid';
}

describe("a person's name", () => {
  it('is refused at registration when a spreadsheet would run it as a formula, in words', () => {
    for (const formula of FORMULAS) {
      expect(errorsOf(registrationSchema, { ...registration, firstName: formula }), formula).toEqual({
        firstName: 'First name must start with a letter',
      });
      expect(errorsOf(registrationSchema, { ...registration, lastName: formula }), formula).toEqual({
        lastName: 'Last name must start with a letter',
      });
    }
    for (const name of NAMES)
      expect(errorsOf(registrationSchema, { ...registration, firstName: name }), name).toEqual({});
  });

  it('is refused the same way when the owner corrects the name on their certificates', () => {
    expect(errorsOf(nameCorrectionSchema, { firstName: '@SUM(A1)', lastName: '=1+1' })).toEqual({
      firstName: 'First name must start with a letter',
      lastName: 'Last name must start with a letter',
    });
  });

  it('follows one rule at registration and in an organisation\u2019s import: what one takes, the other takes', () => {
    for (const name of [...FORMULAS, ...NAMES, ` ${NAMES[0]} `, '1st']) {
      const registers = registrationSchema.safeParse({ ...registration, firstName: name, lastName: name }).success;
      expect({ name, imported: importTakes(name, name) }).toEqual({ name, imported: registers });
    }
  });

  it('still finds an account by the name it has when it is looked up (forgot account)', () => {
    // A look-up stores nothing: an account registered before the rule keeps a way back in.
    expect(forgotAccountSchema.safeParse({ firstName: '=Mary', lastName: 'Kila' }).success).toBe(true);
  });
});
