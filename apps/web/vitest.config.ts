import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { scopeTexts } from './scripts/inline-texts.ts';

export default defineProject({
  // Tests look texts up in each file's own catalogs, as development does (scripts/inline-texts.ts).
  plugins: [react(), scopeTexts()],
  // As in vite.config.ts.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share their worker's jsdom and modules (ADR 0034): a fresh jsdom and React per file
    // cost 40 of the project's 66 s. The setup file runs before every file and resets what a test
    // leaves behind (the DOM, storage, session, config, mocks, timers).
    isolate: false,
    css: false,
    // A wizard typed through key by key took 5.1 s with the machine's two cores loaded (the 5 s
    // default failed `npm test` on a slow day); the budget covers such a day several times.
    testTimeout: 30_000,
  },
});
