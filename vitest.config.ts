import { defineConfig } from 'vitest/config';

// Repository-level tests (the one-command start, deployment files); each workspace has its own suite.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
