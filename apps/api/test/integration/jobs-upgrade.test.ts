import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/client.ts';
import { createServerDatabase } from '../helpers/database.ts';

/**
 * Upgrading to the jobs table (ADR 0040) keeps what was in flight: an installation stopped with
 * mail unsent, webhooks undelivered, refunds not yet made and alert matches not yet run finds
 * each of them waiting in `jobs` after the upgrade, with its attempts and its next attempt, and
 * the dead letters still waiting for an admin.
 */

/** The migrations folder as it was before the jobs table (up to 0020). */
function migrationsBeforeJobs(): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'saath-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 20);
  expect(journal.entries.at(-1)?.tag).toBe('0020_payment_refunds');
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

type Upgradable = {
  migrate(folder: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
};

async function pglite(): Promise<Upgradable> {
  const client = new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    close: () => client.close(),
  };
}

async function postgres(): Promise<Upgradable> {
  const created = await createServerDatabase('saath_upgrade');
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  const db = drizzlePg(client);
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    async close() {
      await client.end();
      await created.drop();
    },
  };
}

const MAIL = '00000000-0000-4000-8000-000000000001';
const WEBHOOK = '00000000-0000-4000-8000-000000000002';
const REFUND = '00000000-0000-4000-8000-000000000003';
const ALERT_MATCH = '00000000-0000-4000-8000-000000000004';
const DEAD = '00000000-0000-4000-8000-000000000005';
const SENT = '00000000-0000-4000-8000-000000000006';
const COMPANY = '00000000-0000-4000-8000-0000000000c0';
const REFUND_ROW = '00000000-0000-4000-8000-0000000000f0';
const GROUP = '00000000-0000-4000-8000-0000000000a0';

// The outbox as 0020 left it, at the moment the old server stopped.
const WAITING_ROWS = `INSERT INTO mail_outbox (id, kind, recipient, subject, text_body, html_body,
    headers, status, attempts, next_attempt_at, last_error, created_at, sent_at, response_code,
    expires_at, dead_at) VALUES
  ('${MAIL}', 'route_alert', 'asha@example.in', 'A group opened', 'Join it', NULL,
    '{"List-Unsubscribe": "<https://saath.test/u>"}', 'PENDING', 2,
    '2026-11-27 10:00:04+00', 'SMTP server unavailable', '2026-11-27 10:00:00+00', NULL, NULL,
    NULL, NULL),
  ('${WEBHOOK}', 'webhook', '${COMPANY}', 'rfq.opened', '{"event":"rfq.opened"}', NULL, NULL,
    'PENDING', 3, '2026-11-27 10:02:00+00', 'the endpoint answered 503',
    '2026-11-27 10:00:00+00', NULL, 503, NULL, NULL),
  ('${REFUND}', 'payment_refund', '${REFUND_ROW}', 'Refund ₹100 of payment p through sandbox',
    'refund', NULL, NULL, 'PENDING', 1, '2026-11-27 10:01:00+00', 'provider down',
    '2026-11-27 10:00:00+00', NULL, NULL, NULL, NULL),
  ('${ALERT_MATCH}', 'route_alert_match', '${GROUP}', '', '', NULL, NULL, 'PENDING', 0,
    '2026-11-27 10:00:00+00', NULL, '2026-11-27 10:00:00+00', NULL, NULL, NULL, NULL),
  ('${DEAD}', 'webhook', '${COMPANY}', 'quote.won', '{"event":"quote.won"}', NULL, NULL, 'DEAD',
    17, '2026-11-28 10:00:00+00', 'timed out after 5000 ms', '2026-11-27 10:00:00+00', NULL,
    NULL, '2026-11-29 10:00:00+00', '2026-11-28 10:00:00+00'),
  ('${SENT}', 'group_joined', 'ravi@example.in', 'You joined', 'Welcome', '<p>Welcome</p>', NULL,
    'SENT', 1, '2026-11-27 10:00:00+00', NULL, '2026-11-27 09:00:00+00',
    '2026-11-27 09:00:01+00', NULL, NULL, NULL)`;

type JobAfter = {
  id: string;
  kind: string;
  target: string;
  payload: Record<string, unknown>;
  attempts: number;
  run_at: string;
  last_error: string | null;
  response_code: number | null;
  expires_at: string | null;
  dead_at: string | null;
  completed_at: string | null;
};

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

const databases: Array<[string, () => Promise<Upgradable>]> = [['PGlite', pglite]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', postgres]);

describe.each(databases)('upgrading to the jobs table on %s', (_name, open) => {
  let database: Upgradable;
  let before: { folder: string; remove(): void };
  let jobs: Map<string, JobAfter>;

  beforeAll(async () => {
    before = migrationsBeforeJobs();
    database = await open();
    await database.migrate(before.folder);
    await database.query(WAITING_ROWS);
    await database.migrate(migrationsFolder);
    const rows = await database.query<JobAfter>(
      `SELECT id, kind, target, payload, attempts, run_at::text, last_error, response_code,
         expires_at::text, dead_at::text, completed_at::text FROM jobs`,
    );
    jobs = new Map(rows.map((row) => [row.id, row]));
  });
  afterAll(async () => {
    await database?.close();
    before?.remove();
  });

  const job = (id: string) => {
    const row = jobs.get(id);
    expect(row, `job ${id} after the upgrade`).toBeDefined();
    return {
      ...row!,
      run_at: iso(row!.run_at),
      expires_at: iso(row!.expires_at),
      dead_at: iso(row!.dead_at),
      completed_at: iso(row!.completed_at),
    };
  };

  it('keeps an unsent mail waiting, with its attempts, next attempt and headers', () => {
    expect(job(MAIL)).toMatchObject({
      kind: 'route_alert',
      target: 'asha@example.in',
      payload: {
        subject: 'A group opened',
        text: 'Join it',
        headers: { 'List-Unsubscribe': '<https://saath.test/u>' },
      },
      attempts: 2,
      run_at: '2026-11-27T10:00:04.000Z',
      last_error: 'SMTP server unavailable',
      dead_at: null,
      completed_at: null,
    });
  });

  it('keeps an undelivered webhook for its company, with the exact body that is signed', () => {
    expect(job(WEBHOOK)).toMatchObject({
      kind: 'webhook',
      target: COMPANY,
      payload: { event: 'rfq.opened', body: '{"event":"rfq.opened"}' },
      attempts: 3,
      run_at: '2026-11-27T10:02:00.000Z',
      response_code: 503,
      completed_at: null,
    });
  });

  it('keeps a pending refund keyed by its refund row, and an alert match by its group', () => {
    expect(job(REFUND)).toMatchObject({
      kind: 'payment_refund',
      target: REFUND_ROW,
      attempts: 1,
      run_at: '2026-11-27T10:01:00.000Z',
      last_error: 'provider down',
      completed_at: null,
      dead_at: null,
    });
    expect(job(ALERT_MATCH)).toMatchObject({
      kind: 'route_alert_match',
      target: GROUP,
      attempts: 0,
      run_at: '2026-11-27T10:00:00.000Z',
      completed_at: null,
      dead_at: null,
    });
  });

  it('keeps a dead letter dead (with its admin deadline) and a sent mail done', () => {
    expect(job(DEAD)).toMatchObject({
      dead_at: '2026-11-28T10:00:00.000Z',
      expires_at: '2026-11-29T10:00:00.000Z',
      attempts: 17,
      completed_at: null,
    });
    expect(job(SENT)).toMatchObject({
      completed_at: '2026-11-27T09:00:01.000Z',
      dead_at: null,
      payload: { subject: 'You joined', text: 'Welcome', html: '<p>Welcome</p>' },
    });
    expect(jobs.size).toBe(6);
  });

  it('retires the outbox: the table is gone and refunds point at jobs', async () => {
    const tables = await database.query<{ name: string | null }>(
      `SELECT to_regclass('public.mail_outbox')::text AS name`,
    );
    expect(tables).toEqual([{ name: null }]);
    const references = await database.query<{ target: string }>(
      `SELECT confrelid::regclass::text AS target FROM pg_constraint
         WHERE conname = 'payment_refunds_job_id_jobs_id_fk'`,
    );
    expect(references).toEqual([{ target: 'jobs' }]);
  });
});
