import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every suite that needs only Node: unit tests beside their code (shared,
// api-unit, web components), API integration (embedded PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set) and API process tests (spawned servers).
export default defineConfig({
  test: {
    // Vitest's default for `run` is one worker fewer than the cores: a single worker on our
    // two-core CI machine, which ran every file one after the other. Two keep both cores busy,
    // and process tests spend much of their time waiting on the servers they spawn. Bigger
    // machines keep the default; `--maxWorkers` or VITEST_MAX_WORKERS overrides either.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared',
      'apps/api',
      'apps/api/test/integration',
      'apps/api/test/integration/vitest.isolated.config.ts',
      'apps/api/test/process',
      'apps/web',
    ],
  },
});
