import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::identity-document.identity-document');
