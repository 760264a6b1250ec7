/**
 * Using an access code, typed or an organisation's seat: checked and counted in one conditional UPDATE, so two
 * learners racing for its last use cannot both win. Call inside the transaction that creates the enrolment, so a
 * failed enrolment gives the use back.
 */
import type { Core } from '@strapi/strapi';
import { normaliseAccessCode } from '../../../../contract/learning-forms';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import { fieldError } from '../../../lib/users';

const UID = 'api::access-code.access-code';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = learningMessages(cmsEnv.SUPPORT_EMAIL);

  /** One use of the code, if it has one left: compared and counted in one statement (the query engine has no
   * conditional increment). */
  async function useOnce(trx: unknown, id: number): Promise<boolean> {
    const { tableName, attributes } = strapi.db.metadata.get(UID);
    const column = (name: 'timesUsed' | 'maxUses') => (attributes[name] as { columnName?: string }).columnName ?? name;
    const knex = strapi.db.connection;
    const updated = await knex(tableName)
      .transacting(trx as never)
      .where('id', id)
      .andWhere(column('timesUsed'), '<', knex.ref(column('maxUses')))
      .increment(column('timesUsed'), 1);
    return updated === 1;
  }

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
      if (!(await useOnce(trx, Number(found.id)))) throw fieldError('accessCode', t.accessCodeUsedUp);
      return Number(found.id);
    },

    /**
     * A seat an organisation paid for (ADR 0029): the first of its access codes for the course with a use left and
     * not expired, used as a typed code is. The organisations are tried in the order given; a code whose last use
     * another learner took a moment ago is passed over for the next. Null when none has a seat left.
     */
    async redeemSeat(trx: unknown, organisationIds: number[], courseId: string, now = new Date()) {
      const codes: number[] = await strapi
        .service('api::organisation.seats')
        .usableCodes(organisationIds, courseId, now);
      for (const id of codes) {
        if (await useOnce(trx, id)) return id;
      }
      return null;
    },
  };
};
