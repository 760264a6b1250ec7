import type { Modules } from '@strapi/strapi';
import { cmsEnv } from '../env';
import { createVerificationCode } from '../lib/verification-code';

/**
 * Every certificate gets an unguessable verification code when it is created; nobody chooses it. Its public
 * address on the storefront is recorded with it.
 */
export function issueVerificationCode(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid === 'api::certificate.certificate' && context.action === 'create') {
      const params = context.params as { data?: Record<string, unknown> };
      const verificationCode = createVerificationCode();
      const certificateUrl = new URL(`/certificate/${verificationCode}`, cmsEnv.STOREFRONT_PUBLIC_URL).toString();
      params.data = { ...params.data, verificationCode, certificateUrl };
    }
    return next();
  };
}
