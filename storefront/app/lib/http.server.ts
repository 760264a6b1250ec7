/** JSON answers of the /api facade: the spec's shapes, errors as { message } (spec section 8). */
import { messages } from '~/messages/messages.server';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

export function publicJson(body: unknown): Response {
  return Response.json(body, { headers: { 'Cache-Control': PUBLIC_CACHE } });
}

/** A page's form data, or a 400 page saying it could not be read (a request that is not a form). */
export async function readFormData(request: Request, parse: () => Promise<FormData> = () => request.formData()) {
  try {
    return await parse();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new Response(messages().api.notAForm, { status: 400, headers: { 'Content-Type': 'text/plain' } });
  }
}

export function errorJson(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}
