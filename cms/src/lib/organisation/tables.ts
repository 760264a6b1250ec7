/**
 * Tables and columns as Strapi created them, for the organisation services that read or write thousands of rows at
 * once with the query builder (an organisation's roster, an import's memberships): names come from Strapi's
 * metadata, so a renamed column or link table follows the schema.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

type JoinTable = {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
  inverseOrderColumnName?: string;
};

export function tablesOf(strapi: Core.Strapi) {
  const meta = (uid: string) => strapi.db.metadata.get(uid as never);
  return {
    table: (uid: string) => meta(uid).tableName,
    column: (uid: string, attribute: string) =>
      (meta(uid).attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute,
    /**
     * A relation's link table: `own` holds this type's row id, `other` the related row's; a many-to-many keeps the
     * related rows' order for this row (`order`) and this row's place among the related row's (`inverseOrder`).
     */
    link: (uid: string, attribute: string) => {
      const joinTable = (meta(uid).attributes[attribute] as { joinTable?: JoinTable } | undefined)?.joinTable;
      if (!joinTable) throw new Error(`${uid}.${attribute} has no link table`);
      return {
        table: joinTable.name,
        own: joinTable.joinColumn.name,
        other: joinTable.inverseJoinColumn.name,
        order: joinTable.orderColumnName ?? '',
        inverseOrder: joinTable.inverseOrderColumnName ?? '',
      };
    },
  };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A documentId in the form Strapi gives them (24 characters, a letter first), for rows inserted a batch at a time. */
export function newDocumentId(): string {
  const bytes = randomBytes(24);
  return Array.from(bytes, (byte, index) => ALPHABET[index === 0 ? byte % 26 : byte % 36]).join('');
}
