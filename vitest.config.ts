import { defineConfig } from 'vitest/config';

// One `npm test` runs every suite that needs only Node: unit tests beside their code (shared,
// api-unit, web components), API integration (embedded PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set) and API process tests (spawned servers).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/api/test/integration',
      'apps/api/test/process',
      'apps/web',
    ],
  },
});
