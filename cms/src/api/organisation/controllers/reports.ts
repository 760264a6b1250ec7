/** Thin: an organisation's members list, export, summary and imports (ADR 0029), after the administrator policy. */
import { disposition } from '../../../../contract/downloads';
import { importSchema, memberFiltersSchema } from '../../../../contract/organisations';
import { administeredOrganisation } from '../../../lib/organisations';
import { parseInput, signedInLearner, type Context } from '../../../lib/request';
import { membersService } from '../services/members';

const service = <Name extends string>(name: Name) => strapi.service(`api::organisation.${name}`);

export default {
  async members(ctx: Context) {
    const filters = parseInput(memberFiltersSchema, ctx.query);
    ctx.body = await membersService(strapi).page(administeredOrganisation(ctx), filters);
  },

  async exportMembers(ctx: Context) {
    const filters = parseInput(memberFiltersSchema, ctx.query);
    const { fileName, body } = await membersService(strapi).export(administeredOrganisation(ctx), filters);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', disposition(fileName));
    ctx.body = body;
  },

  async summary(ctx: Context) {
    ctx.body = await service('report').summary(administeredOrganisation(ctx));
  },

  async startImport(ctx: Context) {
    const input = parseInput(importSchema, ctx.request.body);
    const state = await service('imports').start(administeredOrganisation(ctx), signedInLearner(ctx).user, input);
    ctx.status = 202;
    ctx.body = { import: state };
  },

  async importState(ctx: Context) {
    ctx.body = { import: await service('imports').find(administeredOrganisation(ctx), ctx.params.importId ?? '') };
  },
};
