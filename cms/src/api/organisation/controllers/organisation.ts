/** Thin: organisations (ADR 0029) for the storefront, learners' calls and administrators' (after the policy). */
import { errors } from '@strapi/utils';
import {
  assignmentSchema,
  groupMembersSchema,
  groupNameSchema,
  invitationStopSchema,
  ORGANISATION_MESSAGES,
} from '../../../../contract/organisations';
import { DOCUMENT_ID } from '../../../../contract/learning-forms';
import { administeredOrganisation } from '../../../lib/organisations';
import { clientAddress, parseInput, signedInLearner, type Context } from '../../../lib/request';
import { fieldError } from '../../../lib/users';

const service = <Name extends string>(name: Name) => strapi.service(`api::organisation.${name}`);
const param = (ctx: Context, name: string) => ctx.params[name] ?? '';

/** The members a group change names: an id that is no membership id is a member this organisation does not have. */
function membershipIdsOf(body: unknown): string[] {
  const ids = (body as { membershipIds?: unknown } | null)?.membershipIds;
  if (!Array.isArray(ids) || ids.length === 0) {
    throw fieldError('membershipIds', ORGANISATION_MESSAGES.membershipIdsRequired);
  }
  if (ids.some((id) => typeof id !== 'string' || !DOCUMENT_ID.test(id))) {
    throw new errors.NotFoundError(ORGANISATION_MESSAGES.memberNotFound);
  }
  return parseInput(groupMembersSchema, body).membershipIds;
}

export default {
  async lookupInvite(ctx: Context) {
    ctx.body = await service('memberships').lookup(param(ctx, 'code'), clientAddress(ctx));
  },
  async join(ctx: Context) {
    const { membership, created, accepted } = await service('memberships').join(
      signedInLearner(ctx).user,
      param(ctx, 'code'),
      clientAddress(ctx),
    );
    ctx.status = created ? 201 : 200;
    ctx.body = { membership, created, accepted };
  },
  async welcome(ctx: Context) {
    ctx.body = await service('invitations').welcome(param(ctx, 'token'), clientAddress(ctx));
  },
  async lookupStop(ctx: Context) {
    ctx.body = await service('invitations').lookup(param(ctx, 'token'), clientAddress(ctx));
  },
  async stop(ctx: Context) {
    const { scope } = parseInput(invitationStopSchema, ctx.request.body);
    ctx.body = await service('invitations').stop(param(ctx, 'token'), scope, clientAddress(ctx));
  },
  async myOrganisations(ctx: Context) {
    ctx.body = await service('memberships').mine(signedInLearner(ctx).user);
  },
  async accept(ctx: Context) {
    ctx.body = await service('memberships').accept(signedInLearner(ctx).user, param(ctx, 'organisationId'));
  },
  async leave(ctx: Context) {
    ctx.body = await service('memberships').leave(signedInLearner(ctx).user, param(ctx, 'organisationId'));
  },

  async mine(ctx: Context) {
    ctx.body = await service('overview').mine(signedInLearner(ctx).user);
  },
  async overview(ctx: Context) {
    ctx.body = await service('overview').overview(administeredOrganisation(ctx));
  },
  async revokeInvite(ctx: Context) {
    ctx.body = await service('overview').revokeInvite(administeredOrganisation(ctx));
  },
  async removeMember(ctx: Context) {
    ctx.body = await service('overview').removeMember(administeredOrganisation(ctx), param(ctx, 'membershipId'));
  },
  async createGroup(ctx: Context) {
    const { name } = parseInput(groupNameSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { group: await service('groups').create(administeredOrganisation(ctx), name) };
  },
  async renameGroup(ctx: Context) {
    const { name } = parseInput(groupNameSchema, ctx.request.body);
    ctx.body = { group: await service('groups').rename(administeredOrganisation(ctx), param(ctx, 'groupId'), name) };
  },
  async removeGroup(ctx: Context) {
    ctx.body = await service('groups').remove(administeredOrganisation(ctx), param(ctx, 'groupId'));
  },
  async addGroupMembers(ctx: Context) {
    const organisation = administeredOrganisation(ctx);
    await service('groups').find(organisation, param(ctx, 'groupId'));
    ctx.body = await service('groups').addMembers(
      organisation,
      param(ctx, 'groupId'),
      membershipIdsOf(ctx.request.body),
    );
  },
  async removeGroupMembers(ctx: Context) {
    const organisation = administeredOrganisation(ctx);
    await service('groups').find(organisation, param(ctx, 'groupId'));
    ctx.body = await service('groups').removeMembers(
      organisation,
      param(ctx, 'groupId'),
      membershipIdsOf(ctx.request.body),
    );
  },
  async createAssignment(ctx: Context) {
    const { courseId, groupId } = parseInput(assignmentSchema, ctx.request.body);
    const { assignment, created } = await service('assignments').create(
      administeredOrganisation(ctx),
      courseId,
      groupId,
    );
    ctx.status = created ? 201 : 200;
    ctx.body = { assignment };
  },
  async removeAssignment(ctx: Context) {
    ctx.body = await service('assignments').remove(administeredOrganisation(ctx), param(ctx, 'assignmentId'));
  },
};
