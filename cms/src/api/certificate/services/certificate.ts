import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::certificate.certificate', ({ strapi }) => ({
  findByVerificationCode(verificationCode: string) {
    return strapi.documents('api::certificate.certificate').findFirst({
      filters: { verificationCode },
      populate: { skills: true },
    });
  },
}));
