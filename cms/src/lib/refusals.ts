/**
 * Refusals learners read. Strapi's authorize step answers any UnauthorizedError or ForbiddenError thrown after it
 * (by a policy or a controller) with a bare "Unauthorized" or "Forbidden"; HTTP errors pass through with their
 * message. So a refusal leaves the CMS as an HTTP error with the same status, name and words.
 */
import { errors } from '@strapi/utils';
import createHttpError from 'http-errors';

export function inWords(error: unknown): unknown {
  if (error instanceof errors.UnauthorizedError) return createHttpError(401, error.message);
  if (error instanceof errors.ForbiddenError && !(error instanceof errors.PolicyError)) {
    return createHttpError(403, error.message);
  }
  return error;
}
