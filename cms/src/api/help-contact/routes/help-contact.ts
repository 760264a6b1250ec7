import { factories } from '@strapi/strapi';

/**
 * Only the seed's token reads and writes help contacts through REST; visitors read the confirmed ones through
 * routes/01-public.ts (loaded before the core routes, whose /help-contacts/:id would take "confirmed") (ADR 0042).
 */
export default factories.createCoreRouter('api::help-contact.help-contact', {
  config: {
    find: { middlewares: ['global::published-only'] },
    findOne: { middlewares: ['global::published-only'] },
  },
});
