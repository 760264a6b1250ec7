import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::help-contact.help-contact');
