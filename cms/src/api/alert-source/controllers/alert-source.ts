import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::alert-source.alert-source');
