import { defineProject } from 'vitest/config';

// HTTP through `app.inject` on a real database: embedded PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set (`npm run test:pg`). Each file makes its own database, a copy of one
// migrated once per run by the global setup (ADR 0028).
export default defineProject({
  test: {
    name: 'api-integration',
    include: ['**/*.test.ts'],
    globalSetup: ['../helpers/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
