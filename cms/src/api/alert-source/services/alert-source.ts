import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::alert-source.alert-source');
