import { factories } from '@strapi/strapi';

type AlertData = { description?: string | null; protectionTip?: string | null };

/** Alerts as learners read them: `{{contact:KEY}}` references resolved (ADR 0045). */
const withContacts = <T extends AlertData>(alerts: T[]): Promise<T[]> =>
  strapi.service('api::help-contact.help-contact').resolveAlerts(alerts, 'text');

export default factories.createCoreController('api::awareness-alert.awareness-alert', () => ({
  async find(ctx) {
    const answer = (await super.find(ctx)) as { data: AlertData[]; meta: unknown };
    return { ...answer, data: await withContacts(answer.data ?? []) };
  },
  async findOne(ctx) {
    const answer = (await super.findOne(ctx)) as { data: AlertData | null; meta: unknown } | null;
    if (!answer?.data) return answer;
    const [data] = await withContacts([answer.data]);
    return { ...answer, data };
  },
}));
