import { defineProject } from 'vitest/config';

// The API as real server processes (tsx, the built bundle, a cluster), driven over HTTP. Each
// test names its own budget (PROCESS_TEST_MS in ../helpers/processes.ts); these cover the rest.
export default defineProject({
  test: {
    name: 'api-process',
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
