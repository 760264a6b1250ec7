import type { Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { normaliseAccessCode } from '../../contract/learning-forms';
import { createAccessCode } from '../lib/verification-code';

type RelationInput = { connect?: unknown[]; set?: unknown[]; disconnect?: unknown[] };

/**
 * Whether relation input names a course. The admin panel sends relations as { connect, disconnect } lists (empty
 * when nothing was chosen); the REST API and our services send the documentId itself.
 */
function choosesCourse(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'number') return true;
  if (!value || typeof value !== 'object') return false;
  const input = value as RelationInput;
  return (input.connect?.length ?? 0) > 0 || (input.set?.length ?? 0) > 0;
}

function removesCourse(value: unknown): boolean {
  if (value === null) return true;
  if (!value || typeof value !== 'object') return false;
  const input = value as RelationInput;
  return (input.disconnect?.length ?? 0) > 0 && !choosesCourse(value);
}

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
    const noCourse = context.action === 'create' ? !choosesCourse(data.course) : removesCourse(data.course);
    if (noCourse) throw new errors.ValidationError('Choose the course this access code unlocks.');
    params.data = data;
    return next();
  };
}
