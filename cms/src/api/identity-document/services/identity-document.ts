import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::identity-document.identity-document');
