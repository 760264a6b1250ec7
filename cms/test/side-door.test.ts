/**
 * Strapi's own users-permissions API on a running CMS: every route it ships (sign-in, registration, password
 * reset, password change, the user and role APIs) answers 404 to anyone, even after an administrator grants its
 * permissions by hand; the roles keep only the public reads the storefront needs; and one email is one account
 * however many registrations race for it.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ACTIONS } from '../src/bootstrap/public-permissions';
import { getJson, registerFirstAdmin, type Json } from './support/api';
import { newAddress, newPerson, registerLearner, storefrontCall } from './support/learners';
import { startTestStrapi, type TestStrapi } from './support/test-strapi';

let cms: TestStrapi;
let adminToken: string;

beforeAll(async () => {
  cms = await startTestStrapi();
  adminToken = await registerFirstAdmin(cms.url);
});
afterAll(async () => {
  await cms?.stop();
});

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  getJson(`${cms.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function accountsWithEmail(email: string): Promise<number> {
  const { body } = await admin(
    `/content-manager/collection-types/plugin::users-permissions.user?filters[email][$eqi]=${encodeURIComponent(email)}`,
  );
  return (body.pagination as { total: number }).total;
}

/** Every content-API route the plugin ships, with a body that would succeed if the route were open. */
function sideDoors(email: string, password: string): Array<[method: string, path: string, body?: Json]> {
  return [
    ['POST', '/api/auth/local', { identifier: email, password }],
    ['POST', '/api/auth/local/register', { username: `x${email}`, email: `x${email}`, password: '123456' }],
    ['POST', '/api/auth/forgot-password', { email }],
    ['POST', '/api/auth/reset-password', { code: 'null', password: '123456', passwordConfirmation: '123456' }],
    ['POST', '/api/auth/change-password', { currentPassword: password, password: '123456' }],
    ['POST', '/api/auth/send-email-confirmation', { email }],
    ['GET', '/api/auth/email-confirmation?confirmation=x'],
    ['POST', '/api/auth/refresh', { refreshToken: 'x' }],
    ['POST', '/api/auth/logout'],
    ['GET', '/api/auth/sessions'],
    ['GET', '/api/connect/github'],
    ['GET', '/api/auth/github/callback'],
    ['GET', '/api/users'],
    ['GET', '/api/users/me'],
    ['GET', '/api/users/1'],
    ['GET', '/api/users/count'],
    ['POST', '/api/users', { username: 'intruder', email: 'intruder@example.org', password: '123456' }],
    ['PUT', '/api/users/1', { email: 'intruder@example.org' }],
    ['DELETE', '/api/users/1'],
    ['GET', '/api/users-permissions/roles'],
    ['GET', '/api/users-permissions/permissions'],
  ];
}

describe("Strapi's users-permissions routes", () => {
  it('answer 404 in JSON to anonymous callers, and neither sign a learner in nor create an account', async () => {
    const learner = await registerLearner(cms);
    for (const [method, path, body] of sideDoors(learner.details.email, learner.details.password)) {
      const response = await fetch(`${cms.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const text = await response.text();
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(text).not.toContain('jwt');
    }
    expect(await accountsWithEmail(`x${learner.details.email}`)).toBe(0);
    // The learner's own password still works where it should, and only there.
    const { status } = await storefrontCall(cms, 'account/login', {
      body: { email: learner.details.email, password: learner.details.password },
      address: newAddress(),
    });
    expect(status).toBe(200);
  });

  it("stay closed, as do the platform's own routes, when an administrator grants the public role everything", async () => {
    const { body: roles } = await admin('/users-permissions/roles');
    const publicRole = (roles.roles as Array<{ id: number; type: string }>).find((role) => role.type === 'public')!;
    const { body: detail } = await admin(`/users-permissions/roles/${publicRole.id}`);
    const role = detail.role as { name: string; description: string; permissions: Json };
    for (const { controllers } of Object.values(role.permissions) as Array<{ controllers: Json }>) {
      for (const actions of Object.values(controllers) as Array<Record<string, { enabled: boolean }>>) {
        for (const action of Object.values(actions)) action.enabled = true;
      }
    }
    const update = await admin(`/users-permissions/roles/${publicRole.id}`, {
      method: 'PUT',
      body: { name: role.name, description: role.description, permissions: role.permissions },
    });
    expect(update.status).toBe(200);

    const anonymous = (method: string, path: string, body?: unknown) =>
      getJson(`${cms.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-client-ip': newAddress() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const email = 'side.door@example.org';
    expect(
      (await anonymous('POST', '/api/auth/local/register', { username: email, email, password: '123456' })).status,
    ).toBe(404);
    expect((await anonymous('GET', '/api/users')).status).toBe(404);
    expect((await anonymous('POST', '/api/upload')).status).toBe(404);
    expect((await anonymous('POST', '/api/email', { to: email, subject: 'x', text: 'x' })).status).toBe(404);
    // The platform's own account and learning routes answer the storefront's token only.
    const register = await anonymous('POST', '/api/account/register', newPerson({ email }));
    expect(register.status).toBe(403);
    expect((await anonymous('GET', '/api/learning/dashboard')).status).toBe(403);
    expect((await anonymous('GET', '/api/me/organisations')).status).toBe(403);
    expect((await anonymous('GET', '/api/organisation-invites/0000000000000000')).status).toBe(403);
    expect(await accountsWithEmail(email)).toBe(0);
  });

  it('lose every permission granted by hand at the next start, except the public reads the storefront needs', async () => {
    await cms.restart();
    const { body: list } = await admin('/users-permissions/roles');
    const enabled: Record<string, string[]> = {};
    for (const { id, type } of list.roles as Array<{ id: number; type: string }>) {
      const { body } = await admin(`/users-permissions/roles/${id}`);
      const permissions = (body.role as { permissions: Record<string, { controllers: Json }> }).permissions;
      enabled[type] = Object.entries(permissions).flatMap(([api, { controllers }]) =>
        Object.entries(controllers as Record<string, Record<string, { enabled: boolean }>>).flatMap(
          ([controller, actions]) =>
            Object.entries(actions)
              .filter(([, action]) => action.enabled)
              .map(([action]) => `${api}.${controller}.${action}`),
        ),
      );
    }
    expect(enabled.authenticated).toEqual([]);
    expect(enabled.public!.sort()).toEqual([...PUBLIC_ACTIONS].sort());
    const { body: advanced } = await admin('/users-permissions/advanced');
    expect((advanced.settings as Json).allow_register).toBe(false);
  });
});

describe('one email, one account', () => {
  it('keeps one account when 200 registrations of one email arrive at once, and tells the others why', async () => {
    const details = newPerson({ email: 'Race.Winner@Example.org' });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        storefrontCall(cms, 'account/register', {
          body: { ...details, email: index % 2 ? details.email : details.email.toLowerCase() },
          address: newAddress(),
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 201)) {
      expect(result.status).toBe(400);
      expect((result.body.error as { message: string }).message).toBe('An account with this email already exists.');
    }
    expect(await accountsWithEmail('race.winner@example.org')).toBe(1);
  });
});

describe('requests no route expects', () => {
  it('answers TRACE and other unknown methods with a JSON 405, anywhere', async () => {
    // fetch() will not send TRACE at all: node:http will.
    const raw = (method: string, path: string) =>
      new Promise<{ status: number; body: Json }>((resolve, reject) => {
        request(new URL(path, cms.url), { method }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Json }));
        })
          .on('error', reject)
          .end();
      });
    for (const path of ['/api/courses', '/admin', '/_health', '/']) {
      const answer = await raw('TRACE', path);
      expect(answer.status, path).toBe(405);
      expect((answer.body.error as { message: string }).message).toBe('The TRACE method is not allowed.');
    }
    expect((await raw('PROPFIND', '/api/courses')).status).toBe(405);
  });

  it('answers a body it cannot read with a 4xx in words, wherever it is sent', async () => {
    const cutOff = '--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nmary@example.org\r\n';
    const brokenName =
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a\r\n.pdf"\r\n\r\n%PDF\r\n--fuzz--\r\n';
    // No /api route takes a form: refused before it is parsed, however broken.
    for (const path of ['/api/account/login', '/api/upload', '/api/courses', '/api/nothing-here']) {
      for (const body of [cutOff, brokenName]) {
        const answer = await getJson(`${cms.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        expect(answer.status, path).toBe(415);
        expect((answer.body.error as { message: string }).message).toBe('The request body must be JSON.');
      }
    }
    for (const path of ['/admin/login', '/content-manager/collection-types/api::course.course', '/']) {
      const answer = await getJson(`${cms.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
        body: brokenName,
        signal: AbortSignal.timeout(5_000),
      });
      expect(answer.status, path).toBe(415);
    }
    // The media library takes forms from signed-in administrators only: anyone else is refused before parsing.
    const anonymous = await getJson(`${cms.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
      body: brokenName,
      signal: AbortSignal.timeout(5_000),
    });
    expect(anonymous.status).toBe(401);
    // An administrator's cut-off form is a 400 in words.
    const admin = await getJson(`${cms.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz', authorization: `Bearer ${adminToken}` },
      body: cutOff,
    });
    expect(admin.status).toBe(400);
    expect((admin.body.error as { message: string }).message).toBe('The request body could not be read.');
    const notJson = await getJson(`${cms.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(notJson.status).toBe(400);
  });

  it('serves the favicon browsers ask the admin panel for', async () => {
    const icon = await fetch(`${cms.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    expect(
      Buffer.from(await icon.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
  });
});
