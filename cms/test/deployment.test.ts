/**
 * A deployment as docker-compose runs it, on an empty database (ADR 0020, 0022): the setup service creates the first
 * administrator from ADMIN_EMAIL and a password file, while the admin panel's first-admin form stays closed; the seed
 * service (`npm run seed`) loads the starting content, every item once, and a second run changes nothing; then,
 * with the platform in use, an administrator grants permissions by hand and an organisation's import is under way
 * when the CMS is restarted, as at every deployment. The restart takes back every permission granted by hand (to
 * the users-permissions roles and to an admin role), keeps the order learners saw on a database from before a
 * course's Modules list was the order, and marks the import cut short as interrupted, so that uploading its file
 * again finishes it without doing anything twice. Strapi's own routes and the platform's stay closed throughout.
 * Editors' media go to the S3 bucket production sets (a real S3 API, s3rver, on loopback).
 */
// Own CMS: it starts from an empty database with ADMIN_EMAIL set, grants permissions by hand and restarts the CMS.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentManager,
  getJson,
  inviteAdmin,
  learnersModules,
  modulesList,
  seedContentCounts,
  signInAdmin,
  withToken,
  type Json,
} from './support/api';
import {
  newAddress,
  newPerson,
  registerAdministrator,
  storefrontCall,
  type CallOptions,
  type Learner,
} from './support/learners';
import { eventually, startSmtpServer } from './support/message-servers';
import { S3_BUCKET, startS3 } from './support/s3-server';
import { cmsDir, startTestStrapi, type TestStrapi } from './support/test-strapi';
import { readSeedData, type SeedData } from '@kundu/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ACTIONS } from '../src/bootstrap/public-permissions';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ADMIN_EMAIL = 'It.Officer@Kundu.example';
const PASSWORD = 'Kumul-Flies-High-2026';

let cms: TestStrapi;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let secrets: string;
let data: SeedData;
/** The first administrator, signed in, once the setup step made them. */
let superAdmin: string;

beforeAll(async () => {
  [smtp, s3, data] = await Promise.all([startSmtpServer(), startS3(), readSeedData(join(root, 'seed', 'data'))]);
  cms = await startTestStrapi({ ADMIN_EMAIL, SMTP_URL: smtp.url, ...s3.env });
  secrets = await mkdtemp(join(tmpdir(), 'kundu-secrets-'));
}, 180_000);
afterAll(async () => {
  await cms?.stop();
  await Promise.all([smtp?.close(), s3?.close()]);
  await rm(secrets, { recursive: true, force: true });
});

/** Runs a command to its end without blocking this process: its event loop keeps idle connections in step. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr, output: stdout + stderr })),
  );
}

/** The setup service's step: scripts/first-admin.mjs in cms/, with the CMS's settings and these. */
const firstAdmin = (env: Record<string, string>) =>
  run(process.execPath, ['scripts/first-admin.mjs'], { cwd: cmsDir, env: { ...cms.env, ...env } });

async function passwordFile(password: string) {
  const file = join(secrets, `admin_password_${Math.random().toString(36).slice(2)}`);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return file;
}

const adminBody = (email: string, password: string) => ({ email, password, firstname: 'Eve', lastname: 'Early' });

/** The seed service's step: `npm run seed` in seed/, against this CMS. */
const runSeed = () =>
  run(join(root, 'node_modules', '.bin', 'tsx'), ['src/cli.ts'], {
    cwd: join(root, 'seed'),
    env: { PATH: process.env.PATH ?? '', CMS_URL: cms.url, SEED_API_TOKEN: cms.seedToken },
  });

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
    superAdmin = await signInAdmin(cms.url, { email: 'it.officer@kundu.example', password: PASSWORD });
  }, 120_000);
});

describe("editors' media, with an S3 bucket configured", () => {
  it('are stored in the bucket under media/ and served from the bucket’s address', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'course-cover.png');
    const response = await fetch(`${cms.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superAdmin}` },
      body: form,
    });
    const body = (await response.json()) as Array<{ url: string; name: string }>;
    expect(response.status, JSON.stringify(body)).toBe(201);
    const [file] = body;
    expect(file?.name).toBe('course-cover.png');
    expect(file?.url).toMatch(new RegExp(`^${s3.endpoint}/${S3_BUCKET}/media/course_cover_\\w+\\.png$`));
    const key = file!.url.slice(`${s3.endpoint}/${S3_BUCKET}/`.length);
    // Strapi optimises images it stores, so the bytes differ; it is still the PNG the editor chose.
    const stored = await s3.object(key);
    expect(stored?.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect((await fetch(file!.url)).status).toBe(200);
  });
});

describe('the starting content (npm run seed)', () => {
  it('is created on the first run, every item once, and says how many of each', async () => {
    const first = await runSeed();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const modules = data.courses.reduce((sum, course) => sum + course.modules.length, 0);
    for (const [label, created] of [
      ['certificate templates', 1],
      ['domains', 7],
      ['courses', data.courses.length],
      ['course modules', modules],
      ['awareness alerts', data.alerts.length],
      ['FAQs', data.faqs.length],
      ['news sources', data.newsSources.length],
      ['help contacts', data.helpContacts.length],
    ] as const) {
      expect(first.stdout).toMatch(new RegExp(`^  ${label} +${created} created, 0 updated, 0 unchanged$`, 'm'));
    }
  }, 180_000);

  it('is all there: the public API lists what is published, the seed token what is private', async () => {
    expect(await seedContentCounts(cms)).toEqual({
      domains: 7,
      courses: data.courses.length,
      modules: data.courses.reduce((sum, course) => sum + course.modules.length, 0),
      alerts: data.alerts.length,
      faqs: data.faqs.length,
      templates: 1,
      newsSources: data.newsSources.length,
    });
  });

  it('changes nothing on a second run, and says so', async () => {
    const second = await runSeed();
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/Seed complete: 0 created, 0 updated, \d+ unchanged\./);
  }, 180_000);
});

const CM = '/content-manager/collection-types';
const IDENTITY = 'api::identity-document.identity-document';
const COURSE = 'api::course.course';
const MODULE = 'api::course-module.course-module';
const HEADER = 'First name,Last name,Email,Phone,Category,Group,Province';

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  getJson(`${cms.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${superAdmin}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const call = (path: string, options: CallOptions = {}) => storefrontCall(cms, path, options);

async function accountsWithEmail(email: string): Promise<number> {
  const { body } = await admin(
    `${CM}/plugin::users-permissions.user?filters[email][$eqi]=${encodeURIComponent(email)}`,
  );
  return (body.pagination as { total: number }).total;
}

/** The permissions each users-permissions role has enabled, as `api.controller.action`. */
async function enabledPermissions(): Promise<Record<string, string[]>> {
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
  return enabled;
}

type ImportState = { status: string; processedRows: number; rows: unknown[]; counts: Record<string, number> };

describe('what an administrator grants by hand, and an import under way, before a restart', () => {
  it("keeps Strapi's routes and the platform's own closed when an administrator grants the public role everything", async () => {
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
    const email = newPerson().email;
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

  it('lets an editor read identity documents once a super admin grants it by hand', async () => {
    editor = await inviteAdmin(cms.url, superAdmin, 'strapi-editor', newPerson().email);
    const roles = (await admin('/admin/roles')).body.data as { id: number; code: string }[];
    const editorRole = roles.find((role) => role.code === 'strapi-editor')!;
    const current = (await admin(`/admin/roles/${editorRole.id}/permissions`)).body.data as Json[];
    const granted = await admin(`/admin/roles/${editorRole.id}/permissions`, {
      method: 'PUT',
      body: {
        permissions: [
          ...current.map(({ action, subject, properties, conditions }) => ({
            action,
            subject,
            properties,
            conditions,
          })),
          {
            action: 'plugin::content-manager.explorer.read',
            subject: IDENTITY,
            properties: { fields: ['originalName'] },
            conditions: [],
          },
        ],
      },
    });
    expect(granted.status).toBe(200);
    expect((await getJson(`${cms.url}${CM}/${IDENTITY}`, withToken(editor))).status).toBe(200);
  });

  it('shows a course written before the Modules list was the order in the order its editors typed', async () => {
    const cm = contentManager(cms.url, superAdmin);
    const course = (await cm('POST', COURSE, {
      title: 'Older Course',
      slug: 'course',
      description: 'What the learner will be able to do.',
      domain: 'cyber_grc',
      isFree: true,
    })) as { data: { documentId: string } };
    olderCourse = course.data.documentId;
    for (const title of ['First written', 'Second written']) {
      const module = (await cm('POST', MODULE, {
        title,
        slug: 'course-module',
        description: 'What this module teaches.',
        estimatedDuration: '10 minutes',
        passMark: 70,
        lesson: `## ${title}\n\nRead this on your phone.`,
        quiz: [],
        course: { connect: [{ documentId: olderCourse }] },
      })) as { data: { documentId: string } };
      await cm('POST', `${MODULE}/${module.data.documentId}/actions/publish`, {});
    }
    await cm('POST', `${COURSE}/${olderCourse}/actions/publish`, {});
    // Before, editors typed each module's order: here the one written second was given order 1.
    await cms.sql(`UPDATE course_modules SET "order" = CASE title WHEN 'Second written' THEN 1 ELSE 2 END
      WHERE title IN ('First written', 'Second written')`);
    expect(await learnersModules(cms.url, olderCourse)).toEqual(['Second written', 'First written']);
  });

  it("starts an organisation's import of 150 members whose messages go out slowly", async () => {
    // Its administrator opens the link emailed to them first (ADR 0035).
    administrator = await registerAdministrator(cms, { received: async () => smtp.received });
    const organisation = await getJson(
      `${cms.url}${CM}/api::organisation.organisation`,
      withToken(superAdmin, {
        method: 'POST',
        body: JSON.stringify({
          name: 'Lae United Church',
          kind: 'church',
          province: 'Morobe',
          administrators: [{ email: administrator.details.email }],
        }),
      }),
    );
    expect(organisation.status, JSON.stringify(organisation.body)).toBe(201);
    organisationId = (organisation.body.data as { documentId: string }).documentId;
    const rows = Array.from({ length: 150 }, (_, i) => `Member,Number${i},bulk${i}@example.org,,,,`);
    file = [HEADER, ...rows].join('\n');
    users = await userCount();
    // A slow mail server: the import's messages are still going out when the CMS is stopped.
    smtp.delayMs = 300;
    const answer = await upload(file);
    expect(answer.status).toBe(202);
    importId = (answer.body.import as { id: string }).id;
    await eventually(async () => ((await importState()).processedRows > 0 ? true : undefined));
  });
});

let editor: string;
let olderCourse: string;
let administrator: Learner;
let organisationId: string;
let importId: string;
let file: string;
let users: number;

const userCount = async () => Number((await cms.query<{ n: number }>('SELECT COUNT(*) AS n FROM up_users'))[0]!.n);
const upload = (csv: string) =>
  call(`organisations/${organisationId}/imports`, {
    session: administrator.session,
    body: { fileName: 'members.csv', csvBase64: Buffer.from(csv, 'utf8').toString('base64') },
  });
async function importState(id = importId): Promise<ImportState> {
  const { status, body } = await call(`organisations/${organisationId}/imports/${id}`, {
    session: administrator.session,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.import as ImportState;
}

describe('after the restart', () => {
  beforeAll(async () => {
    await cms.restart();
    smtp.delayMs = 0;
  }, 180_000);

  it('has taken back every permission granted by hand, except the public reads the storefront needs', async () => {
    const enabled = await enabledPermissions();
    expect(enabled.authenticated).toEqual([]);
    expect(enabled.public!.sort()).toEqual([...PUBLIC_ACTIONS].sort());
    const { body: advanced } = await admin('/users-permissions/advanced');
    expect((advanced.settings as Json).allow_register).toBe(false);
    expect((await getJson(`${cms.url}${CM}/${IDENTITY}`, withToken(editor))).status).toBe(403);
    expect((await getJson(`${cms.url}${CM}/${COURSE}`, withToken(editor))).status).toBe(200);
  });

  it("keeps the order learners saw, now as the course's Modules list", async () => {
    expect(await learnersModules(cms.url, olderCourse)).toEqual(['Second written', 'First written']);
    for (const status of ['draft', 'published'] as const) {
      const list = await modulesList(cms.url, superAdmin, olderCourse, status);
      expect(list.map((module) => module.title)).toEqual(['Second written', 'First written']);
    }
  });

  it('marks the import cut short as interrupted; uploading the file again finishes it without doing anything twice', async () => {
    // Sessions live in the database: the administrator is still signed in.
    const cut = await importState();
    expect(cut.status).toBe('interrupted');
    expect(cut.rows).toHaveLength(cut.processedRows);

    const again = await upload(file);
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    const finished = await eventually(async () => {
      const state = await importState((again.body.import as { id: string }).id);
      return state.status === 'running' ? undefined : state;
    }, 120_000);
    expect(finished.status).toBe('finished');
    expect(finished.counts.invited! + finished.counts.already_invited!).toBe(150);
    expect(finished.counts.rejected).toBe(0);
    expect(await userCount()).toBe(users + 150);
    const members = await call(`organisations/${organisationId}/members`, { session: administrator.session });
    // Invited until each person accepts (ADR 0036).
    expect(members.body.totals).toMatchObject({ members: 0, invited: 150 });
    // Every new member gets their set-password link: from the first upload, or else from the second.
    await eventually(() => {
      const reached = new Set(smtp.received.filter((mail) => mail.to.startsWith('bulk')).map((mail) => mail.to));
      return reached.size === 150 ? true : undefined;
    }, 60_000);
  }, 180_000);

  it('leaves an import another CMS process is working on running, and says one whose process was killed stopped', async () => {
    // The first upload's record, as another replica working on it would leave it (ADR 0054).
    const mark = (heartbeat: Date) =>
      cms.sql(
        "UPDATE organisation_imports SET status = 'running', runner = 'another-cms-process', heartbeat_at = ? WHERE document_id = ?",
        [cms.timestamp(heartbeat), importId],
      );
    await mark(new Date());
    expect((await importState()).status).toBe('running');
    // Its process was killed a minute and a half ago: nobody will finish it.
    await mark(new Date(Date.now() - 90_000));
    expect((await importState()).status).toBe('interrupted');
  });
});
