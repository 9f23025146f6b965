import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { claim, complete, enqueue, nextAttemptAt } from '../../src/platform/jobs.ts';
import { createMailWorker, enqueueMail, smtpTransport } from '../../src/platform/mailer.ts';
import { until } from '../helpers/processes.ts';
import { RecordingTransport, buildTestApp, register } from '../helpers/app.ts';
import { createTestDatabase, truncateAll } from '../helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database);
});

async function outbox() {
  return queryRows<{ status: string; attempts: number; last_error: string | null }>(
    database.db,
    sql`SELECT CASE WHEN completed_at IS NOT NULL THEN 'SENT' WHEN dead_at IS NOT NULL THEN 'DEAD'
          ELSE 'PENDING' END AS status, attempts, last_error FROM jobs ORDER BY created_at`,
  );
}

describe('mail outbox', () => {
  it('keeps a mail whose send failed and delivers it on a later attempt', async () => {
    const transport = new RecordingTransport();
    transport.failures = 2;
    const t = await buildTestApp(database, {}, { transport });
    const { email } = await register(t.app);

    await t.app.saath.mail.deliverDue();
    expect(await outbox()).toEqual([
      { status: 'PENDING', attempts: 1, last_error: 'SMTP server unavailable' },
    ]);
    // Not due again until its back-off has passed.
    await t.app.saath.mail.deliverDue();
    expect((await outbox())[0]!.attempts).toBe(1);

    t.clock.advance(1_000);
    await t.app.saath.mail.deliverDue();
    expect((await outbox())[0]!.attempts).toBe(2);

    t.clock.advance(2_000);
    await t.app.saath.mail.deliverDue();
    expect(await outbox()).toEqual([{ status: 'SENT', attempts: 3, last_error: null }]);
    expect(transport.to(email)).toHaveLength(1);
    await t.app.close();
  });

  it('composes a queued job once: a failed send is retried with the same mail', async () => {
    const transport = new RecordingTransport();
    const t = await buildTestApp(database, {}, { transport });
    const { email } = await register(t.app);
    await t.app.saath.mail.deliverDue();
    await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password-request',
      payload: { email },
    });
    transport.failures = 1;
    await t.app.saath.mail.deliverDue();
    const [job] = await queryRows<{ kind: string; text_body: string; attempts: number }>(
      database.db,
      sql`SELECT kind, payload->>'text' AS text_body, attempts FROM jobs WHERE completed_at IS NULL`,
    );
    // Composed (the link and its token are written down) though not yet sent.
    expect(job).toMatchObject({ kind: 'password_reset', attempts: 1 });
    t.clock.advance(1_000);
    await t.app.saath.mail.deliverDue();
    const mails = transport.to(email).filter((m) => m.subject === 'Reset your Saath password');
    expect(mails.map((m) => m.text)).toEqual([job!.text_body]);
    const [tokens] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM password_reset_tokens`,
    );
    expect(tokens!.n).toBe(1);
    await t.app.close();
  });

  it('delivers each mail once when two workers run at the same time', async () => {
    const transport = new RecordingTransport();
    const t = await buildTestApp(database, {}, { transport });
    for (let i = 0; i < 5; i++) await register(t.app);
    const second = await buildTestApp(database, {}, { transport, clock: t.clock });
    await Promise.all([t.app.saath.mail.deliverDue(), second.app.saath.mail.deliverDue()]);
    expect(transport.sent).toHaveLength(5);
    expect(new Set(transport.sent.map((m) => m.to)).size).toBe(5);
    await t.app.close();
    await second.app.close();
  });

  it('sends through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const t = await buildTestApp(
      database,
      {},
      { transport: smtpTransport(`smtp://127.0.0.1:${port}`) },
    );
    const { email } = await register(t.app);
    await t.app.saath.mail.deliverDue();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`To: ${email}`);
    expect(received[0]).toContain('Subject: Welcome to Saath');
    expect(await outbox()).toEqual([{ status: 'SENT', attempts: 1, last_error: null }]);
    await t.app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe('the job worker (ADR 0040)', () => {
  const silent = { warn() {}, error() {} } as never;

  it('polls a kind with its own interval apart: mail goes at its interval, the other kind waits for its own', async () => {
    const clock = new ManualClock();
    const transport = new RecordingTransport();
    const ran: string[] = [];
    const worker = createMailWorker({
      db: database.db,
      clock,
      transport,
      from: 'Saath <no-reply@saath.test>',
      pollIntervalMs: 20,
      pollIntervalsMs: { slow_kind: 3_600_000 },
      log: silent,
    });
    worker.handle('slow_kind', {
      run: async (job) => {
        ran.push(job.target);
        return {};
      },
      backoffMs: () => 1000,
      maxAgeMs: 60_000,
    });
    await enqueue(database.db, clock, { kind: 'slow_kind', target: 'later' });
    await enqueueMail(database.db, clock, {
      kind: 'welcome',
      to: 'asha@example.in',
      subject: 'Hello',
      text: 'Hi',
    });
    worker.start();
    try {
      await until(() => (transport.sent.length === 1 ? true : undefined), 'the mail to go out');
      expect(ran).toEqual([]);
      // A flush (a kick, the tests' flushMail) runs every lane.
      await worker.deliverDue();
      expect(ran).toEqual(['later']);
    } finally {
      await worker.stop();
    }
  });

  it('claims a job by its lease alone: it keeps its due time, and shows the lease end as its next attempt', async () => {
    const clock = new ManualClock();
    await enqueue(database.db, clock, { kind: 'x', target: 't' });
    const queuedAt = clock.now();
    clock.advance(500);
    const [claimed] = await claim(database.db, {
      now: clock.now(),
      leaseMs: 1000,
      worker: 'a',
      limit: 10,
    });
    // No indexed column changes (the claimed row can stay where it is, index entries and all).
    expect(claimed!.runAt).toEqual(queuedAt);
    expect(claimed!.lockedUntil).toEqual(new Date(queuedAt.getTime() + 1500));
    // Should its worker die, the job is tried again when the lease ends.
    expect(nextAttemptAt(claimed!)).toEqual(claimed!.lockedUntil);
    expect(nextAttemptAt({ runAt: queuedAt, lockedUntil: null })).toEqual(queuedAt);
  });

  it('records an outcome only for the lease holder: a worker whose lease was taken over changes nothing', async () => {
    const clock = new ManualClock();
    await enqueue(database.db, clock, { kind: 'x', target: 't' });
    const first = await claim(database.db, {
      now: clock.now(),
      leaseMs: 1000,
      worker: 'a',
      limit: 10,
    });
    expect(first).toHaveLength(1);
    // Not due while the lease runs; due again when it ends, to another worker.
    expect(
      await claim(database.db, { now: clock.now(), leaseMs: 1000, worker: 'b', limit: 10 }),
    ).toEqual([]);
    clock.advance(1000);
    const second = await claim(database.db, {
      now: clock.now(),
      leaseMs: 1000,
      worker: 'b',
      limit: 10,
    });
    expect(second.map((j) => [j.id, j.attempts, j.lockedBy])).toEqual([[first[0]!.id, 2, 'b']]);
    await complete(database.db, [{ id: first[0]!.id, responseCode: null }], 'a', clock.now());
    expect(await outbox()).toEqual([{ status: 'PENDING', attempts: 2, last_error: null }]);
    await complete(database.db, [{ id: first[0]!.id, responseCode: null }], 'b', clock.now());
    expect(await outbox()).toEqual([{ status: 'SENT', attempts: 2, last_error: null }]);
  });
});
