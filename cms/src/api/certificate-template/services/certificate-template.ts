import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::certificate-template.certificate-template');
