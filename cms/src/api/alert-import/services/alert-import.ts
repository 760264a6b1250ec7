import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::alert-import.alert-import');
