import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ApiError } from '~/lib/api.server';
import { messages } from '~/messages/messages.server';

/**
 * An /api path no route has: a 404 in JSON (spec 8: `{ message }`), whatever the method, never the HTML page that
 * other unknown paths get ($.tsx).
 */
function notFound(_: LoaderFunctionArgs | ActionFunctionArgs): Response {
  return new ApiError(404, messages().api.notFound).toResponse();
}

export const loader = notFound;
export const action = notFound;
