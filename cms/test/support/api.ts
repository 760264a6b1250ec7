/** Small HTTP helpers for tests: the public REST API, the seed token, and the admin panel's own API. */
export type Json = Record<string, unknown>;

export async function getJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: Json }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

export function withToken(token: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  };
}

export async function writeWithToken(url: string, token: string, method: 'POST' | 'PUT', data: unknown) {
  return getJson(url, withToken(token, { method, body: JSON.stringify({ data }) }));
}

/** Registers the first administrator, as the first visitor to /admin does, and returns its admin JWT. */
export async function registerFirstAdmin(baseUrl: string): Promise<string> {
  const { status, body } = await getJson(`${baseUrl}/admin/register-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Test',
      lastname: 'Editor',
      email: 'editor@kundu.example',
      password: 'Correct-Horse-9-Battery',
    }),
  });
  const token = (body.data as { token?: string } | undefined)?.token;
  if (status !== 200 || !token)
    throw new Error(`Registering the first admin failed (${status}): ${JSON.stringify(body)}`);
  return token;
}

/**
 * What an editor does in the admin panel, through the admin panel's own API: `call('POST',
 * 'api::news-source.news-source', data)`. A refusal throws with the CMS's answer.
 */
export function contentManager(baseUrl: string, adminToken: string) {
  return async (method: string, path: string, body?: unknown): Promise<Json> => {
    const response = await fetch(`${baseUrl}/content-manager/collection-types/${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** The message of a Strapi error answer, in words. */
export const messageOf = (body: Json) => (body.error as { message: string } | undefined)?.message;

/** A Strapi validation error's message for each field, by the field's name. */
export const fieldsOf = (body: Json) =>
  Object.fromEntries(
    ((body.error as { details?: { errors?: Array<{ path: string[]; message: string }> } }).details?.errors ?? []).map(
      (error) => [error.path[0], error.message],
    ),
  );
