/**
 * The accounts an import finds and makes (ADR 0029, 0036). An account is found by its email only, never by a phone
 * (a phone is no sign-in, and proves nothing). A new account has no password: it cannot sign in until the person
 * sets one with the link the import sends.
 */
import type { Core } from '@strapi/strapi';
import type { ParsedRow } from '../../../lib/organisation/csv';
import { newDocumentId } from '../../../lib/organisation/tables';
import { idOf } from '../../../lib/organisations';
import { USER_UID } from '../../../lib/users';

export type Account = {
  id: number;
  email: string;
  firstName: string | null;
  mobilePhone: string | null;
  hasPassword: boolean;
};

const createImportAccountsService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The accounts with these emails, by email. */
  async byEmail(emails: string[]): Promise<Map<string, Account>> {
    if (emails.length === 0) return new Map();
    // Query engine: whether an account has a password is read, never the hash itself leaving this function.
    const users = await strapi.db.query(USER_UID).findMany({
      where: { email: { $in: emails } },
      select: ['id', 'email', 'firstName', 'mobilePhone', 'password'],
    });
    return new Map(
      users.map((user: Record<string, unknown>) => [
        String(user.email),
        {
          id: idOf(user.id),
          email: String(user.email),
          firstName: (user.firstName as string | null) ?? null,
          mobilePhone: (user.mobilePhone as string | null) || null,
          hasPassword: Boolean(user.password),
        },
      ]),
    );
  },

  /** The role every learner's account has. */
  async learnerRoleId(): Promise<number> {
    // Query engine: users-permissions' roles have no Document Service of their own.
    const role = await strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' }, select: ['id'] });
    return idOf(role.id);
  },

  /**
   * A new account without a password, for a row the CSV module validated. Written by the query engine with the fields
   * the Document Service would add (documentId, timestamps), which takes a quarter of the time: 5,000 accounts in
   * seconds rather than half a minute.
   */
  async create(row: ParsedRow & { email: string }, roleId: number): Promise<Account> {
    const now = new Date();
    // Query engine: a quarter of the Document Service's time per account, in the import's transaction (above).
    const created = await strapi.db.query(USER_UID).create({
      select: ['id'],
      data: {
        documentId: newDocumentId(),
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
        username: row.email,
        email: row.email,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: roleId,
        firstName: row.firstName,
        lastName: row.lastName,
        mobilePhone: row.phone ?? undefined,
        audienceRole: row.audienceRole,
        hasConsentedToDataUse: false,
      },
    });
    return {
      id: idOf(created.id),
      email: row.email,
      firstName: row.firstName,
      mobilePhone: row.phone,
      hasPassword: false,
    };
  },
});

export default createImportAccountsService;
export type ImportAccountsService = ReturnType<typeof createImportAccountsService>;
export const importAccountsService = (strapi: Core.Strapi) =>
  strapi.service('api::organisation.import-accounts') as ImportAccountsService;
