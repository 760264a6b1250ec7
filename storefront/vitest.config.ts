import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'server/**/*.test.ts'],
          setupFiles: ['../cms/test/support/no-console-error.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['../cms/test/support/no-console-error.setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
