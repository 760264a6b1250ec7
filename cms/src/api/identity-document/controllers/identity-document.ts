import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::identity-document.identity-document');
