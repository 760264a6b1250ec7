import { factories } from '@strapi/strapi';
import { resolveContactReferences, type ContactForReference } from '../../../../contract/help-contacts';

const UID = 'api::help-contact.help-contact';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Every contact, confirmed or not, with what a reference to it needs (ADR 0045): the published ones for learners,
   * the latest drafts for editors' previews (a contact being written is named there too).
   */
  async forReferences(status: 'published' | 'draft' = 'published'): Promise<ContactForReference[]> {
    const rows = await strapi.documents(UID).findMany({
      status,
      fields: ['key', 'name', 'phone', 'website', 'lastCheckedAt', 'checkedBy'],
      limit: 200,
    });
    // Cast: generated fields are optional and `lastCheckedAt` Date | string; a date field is read as a string.
    return (rows as unknown as ContactForReference[]).map((row) => ({
      ...row,
      key: row.key ?? '',
      name: row.name ?? '',
    }));
  },

  /** `texts` with their `{{contact:KEY}}` references resolved from one read of the list (none when none is named). */
  async resolve<T extends readonly string[]>(texts: T, format: 'markdown' | 'text' | 'editor'): Promise<string[]> {
    if (!texts.some((text) => text.includes('{{contact:'))) return [...texts];
    const contacts = await this.forReferences(format === 'editor' ? 'draft' : 'published');
    return texts.map((text) => resolveContactReferences(text, contacts, format));
  },

  /** Alerts with the references in their description and protection tip resolved (a missing text stays missing). */
  async resolveAlerts<T extends { description?: string | null; protectionTip?: string | null }>(
    alerts: T[],
    format: 'text' | 'editor',
  ): Promise<T[]> {
    const resolved = await this.resolve(
      alerts.flatMap((alert) => [alert.description ?? '', alert.protectionTip ?? '']),
      format,
    );
    return alerts.map((alert, index) => ({
      ...alert,
      ...(typeof alert.description === 'string' ? { description: resolved[index * 2] } : {}),
      ...(typeof alert.protectionTip === 'string' ? { protectionTip: resolved[index * 2 + 1] } : {}),
    }));
  },
}));
