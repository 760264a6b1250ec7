import { defineConfig } from 'vitest/config';

// Repository-level tests (deployment files); each workspace has its own configuration and suite.
export default defineConfig({
  test: { include: ['tests/**/*.test.ts'] },
});
