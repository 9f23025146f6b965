import { defineProject } from 'vitest/config';

/** Integration files that replace a module with vi.mock: each runs on a module graph of its own. */
export const MOCKS_MODULES = ['authorization-matrix.test.ts'];

// As vitest.config.ts beside it, for the files above, each isolated from the others.
export default defineProject({
  test: {
    name: 'api-integration-isolated',
    include: MOCKS_MODULES,
    globalSetup: ['../helpers/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
