import { defineConfig } from 'vitest/config';

// One `npm test` runs every suite that needs only Node: shared rules, API integration
// (embedded PGlite, or PostgreSQL when TEST_DATABASE_URL is set) and web components.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
