import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::module-progress.module-progress');
