import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::seed-record.seed-record');
