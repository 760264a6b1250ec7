import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::seed-record.seed-record');
