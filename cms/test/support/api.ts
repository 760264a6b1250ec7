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

export type AdminCredentials = { email: string; password: string };
const FIRST_ADMIN: AdminCredentials = { email: 'editor@kundu.example', password: 'Correct-Horse-9-Battery' };

/** Registers the first administrator, as the first visitor to /admin does, and returns its admin JWT. */
export async function registerFirstAdmin(baseUrl: string, admin: AdminCredentials = FIRST_ADMIN): Promise<string> {
  const { status, body } = await getJson(`${baseUrl}/admin/register-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: 'Test', lastname: 'Editor', ...admin }),
  });
  const token = (body.data as { token?: string } | undefined)?.token;
  if (status !== 200 || !token)
    throw new Error(`Registering the first admin failed (${status}): ${JSON.stringify(body)}`);
  return token;
}

/** Signs an administrator in to the admin panel, as its login form does, and returns the admin JWT. */
export async function signInAdmin(baseUrl: string, admin: AdminCredentials = FIRST_ADMIN): Promise<string> {
  const { status, body } = await getJson(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = (body.data as { token?: string } | undefined)?.token;
  if (status !== 200 || !token)
    throw new Error(`Signing in ${admin.email} failed (${status}): ${JSON.stringify(body)}`);
  return token;
}

/**
 * An administrator with one role (its code: `strapi-editor`, `kundu-learner-support`, ...), invited by a super admin
 * and registered through the invitation, as in the admin panel: their admin JWT.
 */
export async function inviteAdmin(baseUrl: string, superAdminToken: string, roleCode: string, email: string) {
  const roles = await getJson(`${baseUrl}/admin/roles`, withToken(superAdminToken));
  const role = (roles.body.data as Array<{ id: number; code: string }>).find((entry) => entry.code === roleCode);
  if (!role) throw new Error(`No admin role ${roleCode}: ${JSON.stringify(roles.body)}`);
  const invited = await getJson(
    `${baseUrl}/admin/users`,
    withToken(superAdminToken, {
      method: 'POST',
      body: JSON.stringify({ email, firstname: 'Staff', lastname: roleCode, roles: [role.id] }),
    }),
  );
  const registrationToken = (invited.body.data as { registrationToken?: string } | undefined)?.registrationToken;
  if (!registrationToken)
    throw new Error(`Inviting ${email} failed (${invited.status}): ${JSON.stringify(invited.body)}`);
  const registered = await getJson(`${baseUrl}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationToken,
      userInfo: { firstname: 'Staff', lastname: roleCode, password: 'Staff-Password-2026' },
    }),
  });
  const token = (registered.body.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`Registering ${email} failed (${registered.status}): ${JSON.stringify(registered.body)}`);
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

/** A course's published modules as the storefront asks for them (storefront/app/lib/cms/courses.server.ts): titles,
 * in the order learners see. */
export async function learnersModules(baseUrl: string, courseDocumentId: string): Promise<string[]> {
  const query = new URLSearchParams({
    'fields[0]': 'title',
    'fields[1]': 'order',
    'filters[course][documentId][$eq]': courseDocumentId,
    'sort[0]': 'order:asc',
  });
  const { status, body } = await getJson(`${baseUrl}/api/course-modules?${query}`);
  if (status !== 200) throw new Error(`Reading the modules of ${courseDocumentId} failed (${status})`);
  return (body.data as Array<{ title: string }>).map((module) => module.title);
}

/** A course's Modules list as the admin panel shows it (the relation, in its order), for a version of the course. */
export async function modulesList(
  baseUrl: string,
  adminToken: string,
  courseDocumentId: string,
  status: 'draft' | 'published',
): Promise<Array<{ id: number; documentId: string; title: string }>> {
  const { body } = await getJson(
    `${baseUrl}/content-manager/relations/api::course.course/${courseDocumentId}/modules?status=${status}`,
    withToken(adminToken),
  );
  // The admin panel reads the newest page first and shows it reversed.
  return (body.results as Array<{ id: number; documentId: string; title: string }>).reverse();
}

/** How many of each kind of starting content a CMS has: published ones as the public reads them, private ones as the
 * seed loader does. */
export async function seedContentCounts(cms: { url: string; seedToken: string }) {
  const count = async (collection: string, withSeedToken = false) => {
    const { status, body } = await getJson(
      `${cms.url}/api/${collection}?pagination[pageSize]=1`,
      withSeedToken ? withToken(cms.seedToken) : {},
    );
    if (status !== 200) throw new Error(`Counting ${collection} failed (${status})`);
    return (body.meta as { pagination: { total: number } }).pagination.total;
  };
  return {
    domains: await count('domains'),
    courses: await count('courses'),
    modules: await count('course-modules'),
    alerts: await count('awareness-alerts'),
    faqs: await count('faqs', true),
    templates: await count('certificate-templates', true),
    newsSources: await count('news-sources', true),
  };
}
