/**
 * Run before every test file of every project (Vitest's setupFiles):
 * - the file's name is kept in KUNDU_TEST_FILE, where the CMS harness records who started a CMS;
 * - a console.error during a test is a failure (docs/style.md, habit 12);
 * - each test's expect() calls are counted, for the report CI prints;
 * - in a project that needs the platform, the file waits for it (the builds, the template, its worker's platform)
 *   before its own hooks run, and its platform's records start here.
 */
import { relative } from 'node:path';
import { afterEach, beforeAll, beforeEach, expect, inject, vi, type MockInstance } from 'vitest';

// Which file this is, for the record of CMS starts (a file that starts its own says why at its top).
process.env.KUNDU_TEST_FILE = relative(process.env.KUNDU_REPOSITORY_ROOT ?? '', expect.getState().testPath ?? '');

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach((context) => {
  context.task.meta.assertions = expect.getState().assertionCalls;
  expect(consoleError, 'console.error was called during the test').not.toHaveBeenCalled();
  consoleError.mockRestore();
});

const needs = inject('platformNeeds');
if (needs) {
  // Unit tests do not load the platform's client at all.
  const { beginFile } = await import('./index');
  // A fresh clone builds the CMS, its admin panel and the storefront, and makes the template, first: minutes.
  beforeAll(async (file) => {
    const started = Date.now();
    await beginFile(needs === 'builds' ? 'builds' : 'platform');
    // Waiting for the platform is the run's cost, not the file's: CI's report counts it apart.
    file.meta.platformWaitSeconds = (Date.now() - started) / 1000;
  }, 600_000);
}
