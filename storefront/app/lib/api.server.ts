/** Helpers for the /api routes: JSON in, JSON out, the spec's { message } for errors, never a stack trace. */
import type { z } from 'zod';
import { fieldErrors } from '@kundu/cms-contract/account-forms';
import { errorJson } from './http.server';
import { messages } from '~/messages/messages.server';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
  toResponse(): Response {
    return Response.json(
      { message: this.message, ...(this.errors ? { errors: this.errors } : {}) },
      { status: this.status, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

const MAX_JSON_BYTES = 64 * 1024;

/** The request's JSON body, checked against the form's rules; a 400 with the first field's message otherwise. */
export async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  // Every JSON call of the spec is a few hundred bytes; a larger body is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) {
    throw new ApiError(413, messages().api.tooLarge);
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiError(400, messages().api.bodyNotJson);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new ApiError(400, Object.values(errors)[0]!, errors); // A failed parse has at least one issue.
}

export function noStoreJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-store');
  return Response.json(body, { ...init, headers });
}

/** Runs an API handler, turning ApiError into its answer and anything unexpected into a plain 503. */
export async function handleApi(run: () => Promise<Response>, unavailableMessage: string): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return error.toResponse();
    if (error instanceof Response) throw error;
    console.error(error);
    return errorJson(503, unavailableMessage);
  }
}
