/** Starts the storefront's production server (server.mjs) against a given CMS, for tests and benches. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kundu/cms/testing';
import { ensureStorefrontBuilt } from '../../../scripts/builds.mjs';

export const storefrontDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The storefront's production build, made when its sources changed (scripts/builds.mjs, shared with `npm start`). */
export async function buildStorefront(): Promise<void> {
  await ensureStorefrontBuilt();
}

export type TestStorefront = { url: string; storageDir: string; logs(): string; stop(): Promise<void> };

/** The storefront with no CMS behind it (nothing listens on the CMS's port): every CMS call fails at once. */
export async function startStorefrontWithoutCms(): Promise<TestStorefront> {
  return startStorefront({ url: `http://127.0.0.1:${await freePort()}`, storefrontToken: 'no-cms-answers-this-token' });
}

/**
 * The storefront's production server against a CMS, with its uploads in a fresh folder. Tests that need several
 * network addresses (rate limits are per address) pass TRUST_PROXY=true and set X-Forwarded-For. A test that must
 * know the storefront's address before it starts (to give it to the CMS) passes the port.
 */
export async function startStorefront(
  cms: { url: string; storefrontToken: string },
  extraEnv: Record<string, string> = {},
  port?: number,
): Promise<TestStorefront> {
  port ??= await freePort();
  const storageDir = mkdtempSync(join(tmpdir(), 'kundu-storage-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: storefrontDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: cms.url,
      STOREFRONT_API_TOKEN: cms.storefrontToken,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      STORAGE_DIR: storageDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let stopping = false;
  // A storefront that stops on its own takes every later test of its platform with it: say why, where it shows.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(
      `\nThe storefront at ${url} stopped (${signal ?? `exit code ${code}`}). Its last words:\n${output.slice(-6000)}\n`,
    );
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(storageDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The storefront exited early:\n${output}`);
    try {
      // Its own answer (a health report; 503 without a CMS), from a server that says it listens there: another
      // test's server on the same port must not pass for it.
      const health = (await (await fetch(`${url}/healthz`)).json().catch(() => null)) as { cms?: string } | null;
      if (health?.cms && output.includes(`listening on ${url}`)) return { url, storageDir, logs: () => output, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`The storefront did not start within 30 s:\n${output}`);
}
