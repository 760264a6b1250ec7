/** A certificate by its verification code, for anyone holding the code (never listed). */
import type { Core } from '@strapi/strapi';
import { isVerificationCode } from '../../../lib/verification-code';
import { CERTIFICATE_UID } from './issue';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  find(code: string) {
    if (!isVerificationCode(code)) return Promise.resolve(null);
    return strapi
      .documents(CERTIFICATE_UID)
      .findFirst({ filters: { verificationCode: code }, populate: { skills: true } });
  },
});
