import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::course-module.course-module');
