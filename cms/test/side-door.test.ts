/**
 * Strapi's own users-permissions API on a running CMS: every route it ships (sign-in, registration, password
 * reset, password change, the user and role APIs) answers 404 to anyone (and still does when an administrator
 * grants its permissions by hand, until the next start takes them back: deployment.test.ts); one email is one account
 * however many registrations race for it; requests no route expects are answered in words; a refused sign-in is one
 * line of the log, not a stack trace.
 */
import { request } from 'node:http';
import { stripVTControlCharacters } from 'node:util';
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, type Json } from './support/api';
import { newAddress, newPerson, registerLearner, storefrontCall } from './support/learners';

const platform = testPlatform();
const { cms } = platform;
let adminToken: string;

beforeAll(async () => {
  adminToken = await platform.admin.token();
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
});

describe('a wrong password', () => {
  it('is one info line in the log, not a stack trace at error level', async () => {
    const learner = await registerLearner(cms);
    const logged = (await cms.logs()).length;
    const refused = await storefrontCall(cms, 'account/login', {
      body: { email: learner.details.email, password: 'not-my-password-1' },
      address: newAddress(),
    });
    expect(refused.status).toBe(401);
    expect((refused.body.error as { message: string }).message).toBe('Invalid email or password.');
    // A learner route without a session is refused the same way.
    expect((await storefrontCall(cms, 'account/me')).status).toBe(401);
    const lines = stripVTControlCharacters((await cms.logs()).slice(logged))
      .split('\n')
      .filter((line) => line.trim() !== '');
    const refusals = lines.filter((line) => !/\bhttp\b.*: (POST|GET) \/api\/account\//.test(line));
    expect(refusals).toEqual([
      expect.stringMatching(/\binfo\b.*: POST \/api\/account\/login refused \(401\): Invalid email or password\.$/),
      expect.stringMatching(/\binfo\b.*: GET \/api\/account\/me refused \(401\): /),
    ]);
    expect(lines.join('\n')).not.toMatch(/\berror\b|^ {4}at /m);
    expect(lines.join('\n')).not.toContain(learner.details.email);
  });
});

describe('one email, one account', () => {
  it('keeps one account when 200 registrations of one email arrive at once, and tells the others why', async () => {
    const details = newPerson({ email: `Race.Winner.${unique()}@Example.org` });
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
    expect(await accountsWithEmail(details.email.toLowerCase())).toBe(1);
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
