import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::domain.domain', {
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});
