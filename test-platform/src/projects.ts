/**
 * The pieces of a Vitest project on the test platform, for vitest.config.ts and vitest.postgres.config.ts: where
 * each kind of test file goes is decided there (docs/testing.md).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { PlatformNeeds } from './provided';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Test files run side by side, each worker with its platform: TEST_WORKERS, or as many as the machine has cores (on
 * two cores, three at once ran faster by a tenth but timed out where a test measures time, and cost two CMS starts).
 */
export const WORKERS = Number(process.env.TEST_WORKERS ?? availableParallelism());

export const REPORTER = at('test-platform/src/reporter.ts');

type Options = {
  /** Where the project's files are, relative to the repository. */
  root: string;
  include: string[];
  /** What its files need of the run: nothing (unit tests), the builds, or a platform (with the storefront). */
  needs?: PlatformNeeds;
  engine?: 'sqlite' | 'postgres';
  testTimeout?: number;
  hookTimeout?: number;
  alias?: Record<string, string>;
  /** More environment for the project's files. */
  env?: Record<string, string>;
};

export function project(name: string, options: Options): TestProjectInlineConfiguration {
  return {
    resolve: options.alias ? { alias: options.alias } : undefined,
    test: {
      name,
      root: at(options.root),
      include: options.include,
      setupFiles: [at('test-platform/src/file-setup.ts')],
      globalSetup: options.needs ? [at('test-platform/src/global-setup.ts')] : [],
      provide: options.needs ? { platformNeeds: options.needs } : {},
      env: { KUNDU_TEST_ENGINE: options.engine ?? 'sqlite', KUNDU_REPOSITORY_ROOT: repositoryRoot, ...options.env },
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: options.hookTimeout ?? 180_000,
    },
  };
}

export const storefrontAlias = { '~': at('storefront/app') };

/**
 * What the CMS's configuration needs to load (cms/src/env.ts), for unit tests of modules that read it: placeholders,
 * not secrets; no CMS runs with them.
 */
export const CMS_UNIT_ENV = Object.fromEntries(
  [
    'APP_KEYS',
    'API_TOKEN_SALT',
    'ADMIN_JWT_SECRET',
    'TRANSFER_TOKEN_SALT',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'SEED_API_TOKEN',
    'STOREFRONT_API_TOKEN',
    'CRON_API_TOKEN',
  ].map((name) => [name, 'placeholder-for-unit-tests']),
);

/** The storefront's settings for unit tests of its routes (storefront/app/env.server.ts): placeholders, no secrets. */
export const STOREFRONT_UNIT_ENV = {
  SESSION_SECRET: 'placeholder-for-unit-tests-of-the-storefront',
  STOREFRONT_API_TOKEN: 'placeholder-storefront-token-for-unit-tests',
};
