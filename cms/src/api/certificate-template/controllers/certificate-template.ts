import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::certificate-template.certificate-template');
