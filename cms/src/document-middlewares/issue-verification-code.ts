import type { Modules } from '@strapi/strapi';
import { createVerificationCode } from '../lib/verification-code';

/** Every certificate gets an unguessable verification code when it is created; nobody chooses it. */
export function issueVerificationCode(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid === 'api::certificate.certificate' && context.action === 'create') {
      const params = context.params as { data?: Record<string, unknown> };
      params.data = { ...params.data, verificationCode: createVerificationCode() };
    }
    return next();
  };
}
