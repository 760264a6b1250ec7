import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '@kundu/cms/testing';
import { testPlatform } from '@kundu/test-platform';

const seedDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(seedDir, '..', 'node_modules', '.bin', 'tsx');

function runSeed(env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(tsx, ['src/cli.ts', ...args], {
    cwd: seedDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// The platform's CMS holds the seed already (its template was loaded by the seed loader): a run changes nothing. What
// the first run prints, on an empty CMS, is in cms/test/deployment.test.ts.
const { cms } = testPlatform();

describe('npm run seed', () => {
  it('says that nothing changed when the CMS has the seed data already', () => {
    const run = runSeed({ CMS_URL: cms.url, SEED_API_TOKEN: cms.seedToken });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/domains +0 created, 0 updated, 7 unchanged/);
    expect(run.stdout).toMatch(/Seed complete: 0 created, 0 updated, \d+ unchanged\./);
  });

  it('says so when the token is wrong', () => {
    const result = runSeed({ CMS_URL: cms.url, SEED_API_TOKEN: 'f'.repeat(64) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The CMS refused the API token for GET /api/seed-records (401).');
  });

  it('says so when the CMS cannot be reached', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const result = runSeed({ CMS_URL: url, SEED_API_TOKEN: cms.seedToken });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Cannot reach the CMS at ${url}`);
    expect(result.stderr).toContain('Is it running?');
  });

  it('says so when the token is missing', () => {
    const result = runSeed({ CMS_URL: cms.url });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SEED_API_TOKEN is not set.');
  });

  it('names the file and field of invalid data, and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kundu-seed-'));
    try {
      await cp(join(seedDir, 'data'), dir, { recursive: true });
      await writeFile(join(dir, 'awareness-alerts.yaml'), '- title: Too short\n  slug: x\n  category: Urgent\n');
      const result = runSeed({ CMS_URL: cms.url, SEED_API_TOKEN: cms.seedToken, SEED_DATA_DIR: dir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Seed data is invalid, nothing was written.');
      expect(result.stderr).toMatch(/awareness-alerts\.yaml is not valid:\n {2}- 0\.title: /);
      expect(result.stderr).toContain('0.category: ');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run check', () => {
  it('checks every data file without a CMS or a token, and says how many items there are', () => {
    const result = runSeed({ CMS_URL: 'http://127.0.0.1:9' }, ['--check']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Seed data in data is valid:\n/);
    expect(result.stdout).toMatch(/domains +7\n/);
    expect(result.stdout).toMatch(/FAQs +28\n/);
    // The content targets are enforced (ADR 0041, 0043): the seed meets every one, or CI fails here.
    expect(result.stdout).toContain('Every course meets the content targets.');
    expect(result.stdout).toMatch(
      /\nCatalogue: \d+ courses \(at least 28\)[^\n]*\.\n\nFacts waiting for a person's confirmation/,
    );
  });

  it('names the file and field of an invalid FAQ', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kundu-seed-'));
    try {
      await cp(join(seedDir, 'data'), dir, { recursive: true });
      await writeFile(
        join(dir, 'faqs.yaml'),
        '- question: How do I sign up here?\n  slug: sign-up\n  topic: registration\n' +
          '  answer: Open the Register tab and fill in the form, then press Create Account.\n' +
          '  keywords: sign up, join\n  link: //evil.example\n',
      );
      const result = runSeed({ SEED_DATA_DIR: dir }, ['--check']);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('faqs.yaml is not valid:\n  - 0.link: must be a page of this site');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run check-courses', () => {
  const checkCourses = (files: string[]) => {
    const result = spawnSync(tsx, ['src/check-files.ts', ...files], {
      cwd: seedDir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('says a course file and the FAQs are valid, with what an author checks: modules, lesson words, topics', () => {
    const result = checkCourses(['data/courses/spot-and-stop-sms-and-whatsapp-scams.yaml', 'data/faqs.yaml']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^data\/courses\/spot-and-stop-sms-and-whatsapp-scams\.yaml: valid, \d modules, lesson words \d+(\/\d+)+$/m,
    );
    expect(result.stdout).toMatch(/^data\/faqs\.yaml: valid, 28 FAQs in \d+ topics$/m);
  });

  it('says in a sentence that a file is missing or is not YAML, never with a stack trace', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kundu-courses-'));
    try {
      const broken = join(dir, 'broken.yaml');
      await writeFile(broken, 'title: [\n');
      const missing = join(dir, 'missing.yaml');
      const result = checkCourses([broken, missing]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`^${broken}: cannot be read as YAML \\(.+\\)$`, 'm'));
      expect(result.stderr).toContain(`${missing}: cannot be read as YAML (ENOENT: no such file or directory`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names the field of a course that breaks a rule, and a file not named after its course, creating nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kundu-courses-'));
    try {
      const course = join(seedDir, 'data', 'courses', 'spot-and-stop-sms-and-whatsapp-scams.yaml');
      const text = await readFile(course, 'utf8');
      // A free course with a price: the rule an author most often meets.
      const priced = join(dir, 'spot-and-stop-sms-and-whatsapp-scams.yaml');
      await writeFile(priced, text.replace(/^isFree: true$/m, 'isFree: true\npriceKina: 50'));
      const renamed = join(dir, 'scams.yaml');
      await writeFile(renamed, text);
      const result = checkCourses([priced, renamed]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${priced}:\n  - (file): a free course must not have priceKina`);
      expect(result.stderr).toContain(
        `${renamed}: the file name must be the course slug (spot-and-stop-sms-and-whatsapp-scams.yaml)`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
