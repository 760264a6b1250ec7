import type { Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { normaliseAccessCode } from '../../contract/learning-forms';
import { createAccessCode } from '../lib/verification-code';

/**
 * Access codes as editors make them: left empty, a code is generated (hard to guess, easy to read out); typed by
 * hand, it is stored in capitals without spaces or dashes, as learners' codes are compared. Each unlocks one course.
 */
export function prepareAccessCode(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== 'api::access-code.access-code') return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const params = context.params as { data?: Record<string, unknown> };
    const data = { ...params.data };
    if (context.action === 'create' && !(typeof data.code === 'string' && data.code.trim())) {
      data.code = createAccessCode();
    } else if (typeof data.code === 'string') {
      const code = normaliseAccessCode(data.code);
      data.code = code;
      if (!/^[A-Z0-9]{6,40}$/.test(code)) {
        throw new errors.ValidationError(
          'An access code needs 6 to 40 letters and digits. Leave it empty to have one made for you.',
        );
      }
    }
    if (context.action === 'create' && !data.course) {
      throw new errors.ValidationError('Choose the course this access code unlocks.');
    }
    params.data = data;
    return next();
  };
}
