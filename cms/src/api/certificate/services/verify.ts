/** A certificate by its verification code, for anyone holding the code (never listed); a learner's own codes. */
import type { Core } from '@strapi/strapi';
import { isVerificationCode } from '../../../lib/verification-code';
import type { SessionUser } from '../../account/services/sessions';
import { CERTIFICATE_UID } from './issue';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  find(code: string) {
    if (!isVerificationCode(code)) return Promise.resolve(null);
    return strapi
      .documents(CERTIFICATE_UID)
      .findFirst({ filters: { verificationCode: code }, populate: { skills: true } });
  },

  async codesOf(user: SessionUser): Promise<string[]> {
    const owned = await strapi
      .documents(CERTIFICATE_UID)
      .findMany({ filters: { user: { id: user.id } }, fields: ['verificationCode'] });
    return owned.map((certificate) => String(certificate.verificationCode));
  },
});
