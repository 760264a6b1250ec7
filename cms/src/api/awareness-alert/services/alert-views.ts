/**
 * Adds the views the storefront counted to the alerts' showCount (ADR 0026): one `showCount = showCount + n` UPDATE
 * per alert, all in one transaction, so concurrent reports never lose a view and a failed report adds nothing.
 * Knex rather than the Document Service, which can only write a value read earlier. Every row of the document is
 * counted, the draft as well as the published version, because publishing copies the draft over the published one.
 */
import type { Core } from '@strapi/strapi';
import type { AlertViews } from '../../../../contract/alert-views';

const UID = 'api::awareness-alert.awareness-alert';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Counts the views of published alerts; other ids are ignored. Answers how many alerts were counted. */
  async record(views: AlertViews[]): Promise<number> {
    const totals = new Map<string, number>();
    for (const { documentId, count } of views) totals.set(documentId, (totals.get(documentId) ?? 0) + count);
    if (totals.size === 0) return 0;

    const { tableName, attributes } = strapi.db.metadata.get(UID);
    const column = (name: 'showCount' | 'documentId' | 'publishedAt') =>
      (attributes[name] as { columnName?: string } | undefined)?.columnName ?? name;
    const knex = strapi.db.connection;
    let counted = 0;
    await strapi.db.transaction(async ({ trx }) => {
      for (const [documentId, count] of totals) {
        const updated = await knex(tableName)
          .transacting(trx)
          .where(column('documentId'), documentId)
          // Only documents visitors can see: a draft that was never published is not counted.
          .whereExists(
            knex(`${tableName} as published`)
              .select(knex.raw('1'))
              .where(`published.${column('documentId')}`, documentId)
              .whereNotNull(`published.${column('publishedAt')}`),
          )
          .increment(column('showCount'), count);
        if (updated > 0) counted += 1;
      }
    });
    return counted;
  },
});
