import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::awareness-alert.awareness-alert');
