/**
 * Using an access code: checked and counted in one conditional UPDATE, so two learners racing for its last use
 * cannot both win. Call inside the transaction that creates the enrolment, so a failed enrolment gives the use back.
 */
import type { Core } from '@strapi/strapi';
import { normaliseAccessCode } from '../../../../contract/learning-forms';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import { fieldError } from '../../../lib/users';

const UID = 'api::access-code.access-code';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = learningMessages(cmsEnv.SUPPORT_EMAIL);
  return {
    async redeem(trx: unknown, code: string, courseId: string, now = new Date()): Promise<number> {
      const found = await strapi.documents(UID).findFirst({
        filters: { code: normaliseAccessCode(code) },
        fields: ['expiresAt'],
        populate: { course: { fields: ['title'] } },
      });
      const course = found?.course as { documentId?: string } | null | undefined;
      if (!found || course?.documentId !== courseId) throw fieldError('accessCode', t.accessCodeInvalid);
      if (found.expiresAt && new Date(found.expiresAt) <= now) throw fieldError('accessCode', t.accessCodeExpired);
      // A counter compared and increased in one statement: the query engine has no conditional increment.
      const { tableName, attributes } = strapi.db.metadata.get(UID);
      const column = (name: 'timesUsed' | 'maxUses') =>
        (attributes[name] as { columnName?: string }).columnName ?? name;
      const knex = strapi.db.connection;
      const updated = await knex(tableName)
        .transacting(trx as never)
        .where('id', found.id)
        .andWhere(column('timesUsed'), '<', knex.ref(column('maxUses')))
        .increment(column('timesUsed'), 1);
      if (updated !== 1) throw fieldError('accessCode', t.accessCodeUsedUp);
      return Number(found.id);
    },
  };
};
