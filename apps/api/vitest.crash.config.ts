import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The crash test: its own run (`npm run test:crash`, in .ci/run), not part of `npm test`:
// it needs the built bundle, and PostgreSQL for half of it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'crash',
    include: ['test/crash/**/*.crash.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
