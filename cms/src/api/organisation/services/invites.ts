/**
 * An organisation's join link (ADR 0029): one live invite at a time, `/join/<code>`; revoking it makes a new one.
 * A revoked code says whose it was ("Ask <organisation> for a new one"); an unknown code says nothing about anyone.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ORGANISATION_MESSAGES, type Invite, type InviteLookup } from '../../../../contract/organisations';
import { isUniqueViolation } from '../../../lib/database-errors';
import { INVITE_UID, ORGANISATION_UID, type AdministeredOrganisation } from '../../../lib/organisations';
import { createInviteCode, INVITE_CODE } from '../../../lib/verification-code';

type InviteRow = { id: number; code: string; createdAt: string; revokedAt: string | null };

/** Invite codes are read from a poster or typed from a card: case, spaces and dashes do not matter. */
export function normaliseInviteCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export type FoundInvite = {
  invite: InviteRow;
  organisation: AdministeredOrganisation;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const toInvite = (row: InviteRow): Invite => ({ code: row.code, createdAt: new Date(row.createdAt).toISOString() });

  return {
    /** A new live invite for the organisation (a fresh code; a clash with an existing one, 2^-80, is retried). */
    async create(organisationDocumentId: string): Promise<InviteRow> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return (await strapi.documents(INVITE_UID).create({
            data: { organisation: organisationDocumentId, code: createInviteCode() },
            fields: ['code', 'createdAt', 'revokedAt'],
            // Cast: generated fields are optional; `code` and `createdAt` were just written and selected.
          })) as unknown as InviteRow;
        } catch (error) {
          if (attempt >= 2 || !isUniqueViolation(error)) throw error;
        }
      }
    },

    /** The organisation's live invite; one is made if it has none (an organisation created before invites). */
    async current(organisation: Pick<AdministeredOrganisation, 'id' | 'documentId'>): Promise<Invite> {
      const live = (await strapi.documents(INVITE_UID).findFirst({
        filters: { organisation: { id: organisation.id }, revokedAt: { $null: true } },
        fields: ['code', 'createdAt', 'revokedAt'],
        sort: ['id:asc'],
        // Cast: the generated type makes every field optional; `code` is required and `createdAt` always set.
      })) as unknown as InviteRow | null;
      return toInvite(live ?? (await this.create(organisation.documentId)));
    },

    /** Revokes every live invite of the organisation and makes a new one. */
    async revoke(organisation: AdministeredOrganisation): Promise<Invite> {
      // Query engine: scoped by the organisation's numeric id; one updateMany below.
      // By id: the query engine's update cannot filter through a relation.
      const live: Array<{ id: number }> = await strapi.db.query(INVITE_UID).findMany({
        where: { organisation: { id: organisation.id }, revokedAt: { $null: true } },
        select: ['id'],
      });
      if (live.length) {
        // Query engine: one statement revokes them all (updateMany).
        await strapi.db.query(INVITE_UID).updateMany({
          where: { id: { $in: live.map((invite) => invite.id) } },
          data: { revokedAt: new Date() },
        });
      }
      return toInvite(await this.create(organisation.documentId));
    },

    /** The live invite with this code and its organisation; 404 for an unknown code, 400 for a revoked one. */
    async find(code: string): Promise<FoundInvite> {
      const normalised = normaliseInviteCode(code);
      if (!INVITE_CODE.test(normalised)) throw new errors.NotFoundError(ORGANISATION_MESSAGES.inviteNotFound);
      const found = await strapi.documents(INVITE_UID).findFirst({
        filters: { code: normalised },
        fields: ['code', 'createdAt', 'revokedAt'],
        populate: { organisation: { fields: ['name', 'kind', 'province'] } },
      });
      const organisation = found?.organisation as AdministeredOrganisation | null | undefined;
      if (!found || !organisation) throw new errors.NotFoundError(ORGANISATION_MESSAGES.inviteNotFound);
      if (found.revokedAt) throw new errors.ValidationError(ORGANISATION_MESSAGES.inviteExpired(organisation.name));
      return {
        // Cast: the generated type makes every field optional; `code` is required and `createdAt` always set.
        invite: found as unknown as InviteRow,
        organisation: {
          id: organisation.id,
          documentId: organisation.documentId,
          name: organisation.name,
          kind: organisation.kind,
          province: organisation.province,
        },
      };
    },

    async lookup(code: string): Promise<InviteLookup> {
      const { organisation } = await this.find(code);
      return {
        organisation: {
          id: organisation.documentId,
          name: organisation.name,
          kind: organisation.kind,
          province: organisation.province,
        },
      };
    },

    /** The organisation by its documentId, for learner calls (not administrator ones: those have the policy). */
    async organisationById(documentId: string): Promise<AdministeredOrganisation | null> {
      const found = await strapi.documents(ORGANISATION_UID).findOne({
        documentId,
        fields: ['name', 'kind', 'province'],
      });
      // Cast: the generated type makes every field optional; name, kind and province are required and selected.
      return found ? (found as unknown as AdministeredOrganisation) : null;
    },
  };
};
