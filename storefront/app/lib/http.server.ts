/** JSON answers of the /api facade: the spec's shapes, errors as { message } (spec section 8). */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

export function publicJson(body: unknown): Response {
  return Response.json(body, { headers: { 'Cache-Control': PUBLIC_CACHE } });
}

export function errorJson(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}
