import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::alert-import.alert-import');
