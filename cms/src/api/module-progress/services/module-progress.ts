import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::module-progress.module-progress');
