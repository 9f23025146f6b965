import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import {
  APP_PORT as PORT,
  MAIL_SINK,
  MAIL_SINK_HTTP_PORT,
  MAIL_SINK_SMTP_PORT,
} from './support/ports.ts';

// Browser E2E against the built app on Debian's Chromium (never a downloaded browser).
const dataDir = mkdtempSync(join(tmpdir(), 'saath-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx support/mail-sink.ts',
      url: `${MAIL_SINK}/messages`,
      reuseExistingServer: false,
      env: {
        MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT),
        MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT),
      },
    },
    {
      // What `npm start` runs: the production bundle (`npm run test:e2e` builds it first).
      command: 'node ../apps/api/dist/server.mjs',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // The landing's registration count (landing.spec.ts sees a new registration quickly).
        PUBLIC_STATS_CACHE_SECONDS: '1',
        ADMIN_EMAIL: 'admin@saath.test',
        ADMIN_PASSWORD: 'Adm1n!e2e-pass',
        // A short bidding window, so the airline journey sees the deadline book the flight.
        BIDDING_WINDOW_SECONDS: '45',
        // A short payment window, so the paying journey sees an unpaid seat released
        // and the payers booked at the deadline (payments.spec.ts).
        PAYMENT_WINDOW_SECONDS: '100',
        SWEEP_INTERVAL_SECONDS: '1',
        // Airline webhooks go to a receiver on 127.0.0.1 (airline-webhooks.spec.ts).
        WEBHOOKS_ALLOW_PRIVATE: '1',
        MAIL_POLL_INTERVAL_SECONDS: '1',
      },
    },
  ],
});
