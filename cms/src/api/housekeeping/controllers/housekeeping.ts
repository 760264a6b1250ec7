/** POST /api/housekeeping/run: for the cron worker's API token only; answers what it removed, table by table. */
import type { Core } from '@strapi/strapi';
import type { Context } from '../../../lib/request';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async run(ctx: Context) {
    ctx.body = { data: await strapi.service('api::housekeeping.housekeeping').run() };
  },
});
