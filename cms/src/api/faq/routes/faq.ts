import { factories } from '@strapi/strapi';

/** Only the seed's token reads and writes FAQs through REST; visitors meet them through the assistant (ADR 0028). */
export default factories.createCoreRouter('api::faq.faq', {
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});
