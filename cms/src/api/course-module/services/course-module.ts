import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::course-module.course-module');
