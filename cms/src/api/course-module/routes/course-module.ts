import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::course-module.course-module', {
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});
