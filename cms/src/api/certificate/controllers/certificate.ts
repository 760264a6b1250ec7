/** Thin: verification for anyone holding a code; name correction for the certificate's owner. */
import { nameCorrectionSchema } from '../../../../contract/learning-forms';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import { parseInput, signedInLearner, type Context } from '../../../lib/request';

export default {
  /** GET /api/certificates/verify/:code */
  async findByVerificationCode(ctx: Context) {
    const code = String(ctx.params.code ?? '').toUpperCase();
    const certificate = await strapi.service('api::certificate.verify').find(code);
    if (!certificate) return ctx.notFound(learningMessages(cmsEnv.SUPPORT_EMAIL).certificateNotFound);
    // Private attributes (the learner, the enrolment, the history, the reason for a revocation) are removed.
    const data = await strapi.contentAPI.sanitize.output(
      certificate,
      strapi.contentType('api::certificate.certificate'),
      {
        auth: ctx.state.auth,
      },
    );
    ctx.body = { data, meta: {} };
  },

  /** GET /api/certificates/mine: the verification codes of the learner's certificates. */
  async mine(ctx: Context) {
    ctx.body = { codes: await strapi.service('api::certificate.verify').codesOf(signedInLearner(ctx).user) };
  },

  /** POST /api/certificates/:code/name {firstName, lastName}: the owner corrects the name; certificates re-issued. */
  async correctName(ctx: Context) {
    const name = parseInput(nameCorrectionSchema, ctx.request.body);
    const code = String(ctx.params.code ?? '').toUpperCase();
    ctx.body = await strapi.service('api::certificate.correct-name').correctName(signedInLearner(ctx).user, code, name);
  },
};
