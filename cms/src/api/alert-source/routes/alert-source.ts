import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::alert-source.alert-source');
