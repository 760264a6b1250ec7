/** Thin: the views of alerts the storefront counted (ADR 0026). */
import { alertViewsSchema } from '../../../../contract/alert-views';
import { parseInput, type Context } from '../../../lib/request';

export default {
  /** POST /api/awareness-alerts/views {views: [{documentId, count}]}: adds each count to its alert's showCount. */
  async record(ctx: Context) {
    const { views } = parseInput(alertViewsSchema, ctx.request.body);
    ctx.body = { counted: await strapi.service('api::awareness-alert.alert-views').record(views) };
  },
};
