import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedInsert, rowsOf, type Database } from '../../src/db/client.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { paymentEvents } from '../../src/db/schema/payments.ts';
import { preparedOnce, preparedSqlOnce } from '../../src/db/statement.ts';
import { createTestDatabase } from '../helpers/database.ts';

/*
 * ADR 0067: statements built once by Drizzle and run again with other values, on the pool and
 * inside transactions, answer as Drizzle's own queries do (its column names, Dates, a left
 * join's missing side as null). It reaches into Drizzle's internals, so an upgrade that changes
 * them fails here, on PGlite and (npm run test:pg) on PostgreSQL. The statements are the
 * test's own: an insert of a payment event with ON CONFLICT DO NOTHING, and a read of them.
 */

const insertEvent = preparedOnce('test_record_event', (db) =>
  db
    .insert(paymentEvents)
    .values({
      provider: sql.placeholder('provider'),
      eventId: sql.placeholder('eventId'),
      type: sql.placeholder('type'),
      receivedAt: sql.placeholder('receivedAt'),
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId }),
);
/** Whether the event was recorded (false: it already was). */
const recordEvent = async (db: Database['db'], values: typeof paymentEvents.$inferInsert) =>
  (await insertEvent(db, values)).length > 0;

const reply = alias(paymentEvents, 'reply');
const withReply = preparedOnce('test_event_with_reply', (db) =>
  db
    .select({ event: paymentEvents, reply })
    .from(paymentEvents)
    .leftJoin(
      reply,
      and(eq(reply.provider, paymentEvents.provider), eq(reply.eventId, sql.placeholder('reply'))),
    )
    .where(eq(paymentEvents.eventId, sql.placeholder('eventId'))),
);

// An insert of any number of rows from one array per column, with every column back.
const JOB = preparedInsert(jobs, ['id', 'kind', 'target', 'payload', 'runAt', 'createdAt'], 'job');
const insertJobs = preparedSqlOnce<Record<string, unknown[]>, Record<string, unknown>>(
  'test_jobs_returning',
  () => sql`${JOB.sql} RETURNING *`,
);

describe('a statement built once (ADR 0067)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const at = (iso: string) => new Date(iso);

  it('runs with new values each time, on the pool and in a transaction, mapped as Drizzle maps', async () => {
    const { db } = database;
    expect(
      await recordEvent(db, {
        provider: 'sandbox',
        eventId: 'evt_1',
        type: 'payment.captured',
        receivedAt: at('2026-12-06T10:00:00.000Z'),
      }),
    ).toBe(true);
    await db.transaction(async (tx) => {
      expect(
        await recordEvent(tx, {
          provider: 'sandbox',
          eventId: 'evt_2',
          type: 'payment.failed',
          receivedAt: at('2026-12-06T11:30:00.000Z'),
        }),
      ).toBe(true);
      // A repeat is not recorded again (the text's ON CONFLICT, built once, holds).
      expect(
        await recordEvent(tx, {
          provider: 'sandbox',
          eventId: 'evt_1',
          type: 'payment.captured',
          receivedAt: at('2026-12-06T12:00:00.000Z'),
        }),
      ).toBe(false);
      expect(await withReply(tx, { eventId: 'evt_2', reply: 'evt_1' })).toEqual([
        {
          event: {
            provider: 'sandbox',
            eventId: 'evt_2',
            type: 'payment.failed',
            receivedAt: at('2026-12-06T11:30:00.000Z'),
          },
          reply: {
            provider: 'sandbox',
            eventId: 'evt_1',
            type: 'payment.captured',
            receivedAt: at('2026-12-06T10:00:00.000Z'),
          },
        },
      ]);
    });
    expect(await withReply(db, { eventId: 'evt_1', reply: 'nothing' })).toEqual([
      {
        event: {
          provider: 'sandbox',
          eventId: 'evt_1',
          type: 'payment.captured',
          receivedAt: at('2026-12-06T10:00:00.000Z'),
        },
        reply: null,
      },
    ]);
  });

  it('takes any number of rows as arrays and maps what it returns as Drizzle maps a select', async () => {
    const { db } = database;
    const job = (n: number) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      kind: 'test',
      target: `target ${n}`,
      payload: { n, text: `it's "quoted", {braced} and ünïcode` },
      runAt: at(`2026-12-06T10:0${n}:00.000Z`),
      createdAt: at('2026-12-06T09:00:00.000Z'),
    });
    const one = rowsOf(jobs, await insertJobs(db, JOB.bind([job(1)])));
    const three = await db.transaction(async (tx) =>
      rowsOf(jobs, await insertJobs(tx, JOB.bind([job(2), job(3), job(4)]))),
    );
    const selected = await db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          [1, 2, 3, 4].map((n) => job(n).id),
        ),
      )
      .orderBy(jobs.runAt);
    expect([...one, ...three].sort((a, b) => a.runAt.getTime() - b.runAt.getTime())).toEqual(
      selected,
    );
    expect(selected.map((r) => r.payload)).toEqual([1, 2, 3, 4].map((n) => job(n).payload));
    // The columns it did not name are the table's defaults, as Drizzle's select reads them.
    expect(selected[0]).toMatchObject({ attempts: 0, completedAt: null, deadAt: null });
  });

  it('leaves nothing behind when its transaction rolls back', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await recordEvent(tx, {
          provider: 'sandbox',
          eventId: 'evt_rolled_back',
          type: 'payment.captured',
          receivedAt: at('2026-12-06T13:00:00.000Z'),
        });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await withReply(db, { eventId: 'evt_rolled_back', reply: 'nothing' })).toEqual([]);
  });
});
