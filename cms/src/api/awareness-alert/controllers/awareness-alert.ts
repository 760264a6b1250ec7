import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::awareness-alert.awareness-alert');
