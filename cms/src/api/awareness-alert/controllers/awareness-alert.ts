import { factories } from '@strapi/strapi';

type AlertData = { description?: string | null; protectionTip?: string | null };

/** An alert's texts with their `{{contact:KEY}}` references resolved as learners read them (ADR 0045). */
async function withContacts<T extends AlertData>(alerts: T[]): Promise<T[]> {
  const texts = alerts.flatMap((alert) => [alert.description ?? '', alert.protectionTip ?? '']);
  const resolved = await strapi.service('api::help-contact.help-contact').resolve(texts, 'text');
  return alerts.map((alert, index) => ({
    ...alert,
    ...(typeof alert.description === 'string' ? { description: resolved[index * 2] } : {}),
    ...(typeof alert.protectionTip === 'string' ? { protectionTip: resolved[index * 2 + 1] } : {}),
  }));
}

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
