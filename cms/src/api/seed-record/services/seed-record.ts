import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::seed-record.seed-record');
