import { factories } from '@strapi/strapi';
import { isVerificationCode } from '../../../lib/verification-code';

export default factories.createCoreController('api::certificate.certificate', ({ strapi }) => ({
  /** GET /api/certificates/verify/:code — one certificate by its verification code, for anyone holding the code. */
  async findByVerificationCode(ctx) {
    const code = String(ctx.params.code ?? '').toUpperCase();
    if (!isVerificationCode(code)) {
      return ctx.notFound('Certificate not found');
    }
    const certificate = await strapi.service('api::certificate.certificate').findByVerificationCode(code);
    if (!certificate) {
      return ctx.notFound('Certificate not found');
    }
    const sanitized = await strapi.contentAPI.sanitize.output(
      certificate,
      strapi.contentType('api::certificate.certificate'),
      {
        auth: ctx.state.auth,
      },
    );
    return { data: sanitized, meta: {} };
  },
}));
