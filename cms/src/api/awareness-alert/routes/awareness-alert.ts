import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::awareness-alert.awareness-alert', {
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});
