/**
 * The first administrator in production (ADR 0022): created from ADMIN_EMAIL and a password file by
 * scripts/first-admin.mjs, the setup service's step; meanwhile the admin panel's first-admin form is closed, so no
 * visitor can claim an empty CMS.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from './support/api';
import { cmsDir, startTestStrapi, type TestStrapi } from './support/test-strapi';

const ADMIN_EMAIL = 'It.Officer@Kundu.example';
const PASSWORD = 'Kumul-Flies-High-2026';
let cms: TestStrapi;
let secrets: string;

beforeAll(async () => {
  cms = await startTestStrapi({ ADMIN_EMAIL });
  secrets = await mkdtemp(join(tmpdir(), 'kundu-secrets-'));
});
afterAll(async () => {
  await cms?.stop();
  await rm(secrets, { recursive: true, force: true });
});

async function firstAdmin(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/first-admin.mjs'], {
    cwd: cmsDir,
    env: { ...cms.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

async function passwordFile(password: string) {
  const file = join(secrets, `admin_password_${Math.random().toString(36).slice(2)}`);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return file;
}

const adminBody = (email: string, password: string) => ({ email, password, firstname: 'Eve', lastname: 'Early' });

describe('the first administrator from settings', () => {
  it('closes the first-admin form to visitors while ADMIN_EMAIL is set, in every spelling of its path', async () => {
    for (const path of ['/admin/register-admin', '/Admin/Register-Admin/']) {
      const answer = await getJson(`${cms.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(adminBody('eve@evil.example', 'Eve-Was-Here-1')),
      });
      expect(answer.status).toBe(403);
      expect((answer.body.error as { message: string }).message).toContain('created from the ADMIN_EMAIL setting');
    }
    const init = await getJson(`${cms.url}/admin/init`);
    expect((init.body.data as { hasAdmin: boolean }).hasAdmin).toBe(false);
  });

  it('refuses missing or weak settings in words, creating no one', async () => {
    const missing = await firstAdmin({ ADMIN_PASSWORD_FILE: '' });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('ADMIN_PASSWORD_FILE is not set and there is no Docker secret');
    const absent = await firstAdmin({ ADMIN_PASSWORD_FILE: join(secrets, 'nothing-here') });
    expect(absent.output).toContain('which does not exist');
    const weak = await firstAdmin({ ADMIN_PASSWORD_FILE: await passwordFile('short1A') });
    expect(weak).toMatchObject({ code: 1, output: expect.stringContaining('at least 12 characters') });
    const noEmail = await firstAdmin({ ADMIN_EMAIL: '', ADMIN_PASSWORD_FILE: await passwordFile(PASSWORD) });
    expect(noEmail).toMatchObject({ code: 1, output: expect.stringContaining('ADMIN_EMAIL is not set') });
    expect(weak.output + missing.output).not.toMatch(/\n\s+at /);
    expect(((await getJson(`${cms.url}/admin/init`)).body.data as { hasAdmin: boolean }).hasAdmin).toBe(false);
  });

  it('creates the super admin once, who then signs in; a second run changes nothing', async () => {
    const file = await passwordFile(PASSWORD);
    const created = await firstAdmin({ ADMIN_PASSWORD_FILE: file });
    expect(created.output).toContain('created it.officer@kundu.example (Super Admin)');
    expect(created.output).not.toContain(PASSWORD);
    expect(created.code).toBe(0);

    const login = await getJson(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'it.officer@kundu.example', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const user = (login.body.data as { user: { roles?: { code: string }[]; email: string } }).user;
    expect(user.email).toBe('it.officer@kundu.example');
    const me = await getJson(`${cms.url}/admin/users/me`, {
      headers: { authorization: `Bearer ${(login.body.data as { token: string }).token}` },
    });
    expect((me.body.data as { roles: { code: string }[] }).roles.map((role) => role.code)).toEqual([
      'strapi-super-admin',
    ]);

    const again = await firstAdmin({ ADMIN_PASSWORD_FILE: await passwordFile('Another-Password-99') });
    expect(again).toMatchObject({ code: 0, output: expect.stringContaining('already exists; nothing changed') });
    const stillOld = await getJson(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'it.officer@kundu.example', password: PASSWORD }),
    });
    expect(stillOld.status).toBe(200);
  }, 120_000);
});
