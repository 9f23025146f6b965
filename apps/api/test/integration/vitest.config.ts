import { defineProject } from 'vitest/config';
import { MOCKS_MODULES } from './vitest.isolated.config.ts';

// HTTP through `app.inject` on a real database: embedded PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set (`npm run test:pg`). Each file makes its own database, a copy of one
// migrated once per run by the global setup (ADR 0028).
//
// Files share their worker's modules (`isolate: false`, ADR 0034): every file builds its own app
// on its own database, so what a file changes lives in those, and importing the app once per
// worker rather than once per file saves about a minute of the run. A file that replaces a
// module with vi.mock needs a module graph of its own: it runs in api-integration-isolated.
export default defineProject({
  test: {
    name: 'api-integration',
    include: ['**/*.test.ts'],
    exclude: MOCKS_MODULES,
    isolate: false,
    globalSetup: ['../helpers/database-template.ts'],
    setupFiles: ['../helpers/one-query-per-connection.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
