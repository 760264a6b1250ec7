import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::module-progress.module-progress');
