import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::alert-import.alert-import');
