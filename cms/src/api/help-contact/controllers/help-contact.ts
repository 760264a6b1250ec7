import { factories } from '@strapi/strapi';
import { HELP_CONTACT_PUBLIC_FIELDS, isConfirmed, type HelpContact } from '../../../../contract/help-contacts';

type Stored = Record<(typeof HELP_CONTACT_PUBLIC_FIELDS)[number] | 'checkedBy', string | null>;

export default factories.createCoreController('api::help-contact.help-contact', ({ strapi }) => ({
  /**
   * GET /api/help-contacts/confirmed, for anyone: the published contacts a person has checked, in the editors'
   * order, with the fields learners read. The query string is ignored (no populate, filters or fields reach the
   * database), so an unconfirmed contact's number cannot be reached through it (ADR 0042).
   */
  async listConfirmed(ctx) {
    const rows = (await strapi.documents('api::help-contact.help-contact').findMany({
      status: 'published',
      filters: { lastCheckedAt: { $notNull: true }, checkedBy: { $notNull: true } },
      fields: [...HELP_CONTACT_PUBLIC_FIELDS, 'checkedBy'],
      sort: [{ order: 'asc' }, { name: 'asc' }],
      // Cast: generated fields are optional and `lastCheckedAt` Date | string; a date field is read as a string.
    })) as unknown as Stored[];
    const data: HelpContact[] = rows.filter(isConfirmed).map((row) => ({
      key: row.key ?? '',
      name: row.name ?? '',
      purpose: row.purpose ?? '',
      phone: row.phone || null,
      email: row.email || null,
      website: row.website || null,
      hours: row.hours || null,
      lastCheckedAt: row.lastCheckedAt ?? '',
    }));
    ctx.body = { data };
  },
}));
