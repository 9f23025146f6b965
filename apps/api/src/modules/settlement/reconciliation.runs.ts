import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { indiaDateTime } from '@saath/shared/india-time';
import { formatPaise } from '@saath/shared/money';
import {
  differenceName,
  type LatestReconciliation,
  type Reconciliation,
  type ReconciliationRun,
} from '@saath/shared/settlement';
import { queryRows, type Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMails, type MailWorker } from '../../platform/mailer.ts';
import { PAYOUT_POLICY, scheduleDaily } from './settlement.payouts.ts';
import type { SettlementService } from './settlement.service.ts';

/** The nightly reconciliation at RECONCILE_TIME (India time); it queues the next night's. */
export const RECONCILE_RUN_JOB = 'reconciliation_run';
/** The mail every admin gets when a run finds a difference. */
export const RECONCILIATION_ALERT_MAIL = 'reconciliation_differences';

type RunDbRow = {
  id: number;
  ran_at: Date | string;
  trigger: 'NIGHTLY' | 'ADMIN';
  admin_user_id: string | null;
  differences: number;
  report: Reconciliation;
};

const toRun = (r: RunDbRow): ReconciliationRun => ({
  run_id: String(r.id),
  ran_at: new Date(r.ran_at).toISOString(),
  trigger: r.trigger,
  admin_user_id: r.admin_user_id,
  differences_found: Number(r.differences),
  report: r.report,
});

/** What a difference is off by: what was found less what was expected. */
const gap = (d: { expected: number; actual: number }) => d.actual - d.expected;

/**
 * The recorded reconciliation (ADR 0061): a run checks everything (the settlement service's
 * report), keeps it with when and by whom, and on any difference queues a mail to every active
 * admin in the same transaction, so a recorded difference is never left unannounced.
 */
export function createReconciliationRuns(deps: {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  settlement: SettlementService;
  reconcileTime: string;
  publicUrl: string;
}) {
  const { db, clock } = deps;

  async function run(adminUserId: string | null): Promise<ReconciliationRun> {
    const report = await deps.settlement.reconcile();
    const ranAt = new Date(report.checked_at);
    const trigger = adminUserId === null ? 'NIGHTLY' : 'ADMIN';
    const id = await db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO reconciliation_runs (ran_at, trigger, admin_user_id, differences, report)
            VALUES (${ranAt}, ${trigger}, ${adminUserId}::uuid, ${report.differences.length},
              ${JSON.stringify(report)}::jsonb)
            RETURNING id`,
      );
      if (report.clean) return row!.id;
      const admins = await queryRows<{ email: string }>(
        tx,
        sql`SELECT email FROM users WHERE (is_admin OR role = 'ADMIN') AND is_active
            ORDER BY email`,
      );
      await enqueueMails(
        tx,
        clock,
        admins.map(({ email }) => alertMail(email, report, ranAt)),
      );
      return row!.id;
    });
    if (!report.clean) deps.mail.kick();
    return {
      run_id: String(id),
      ran_at: ranAt.toISOString(),
      trigger,
      admin_user_id: adminUserId,
      differences_found: report.differences.length,
      report,
    };
  }

  function alertMail(to: string, report: Reconciliation, at: Date) {
    const n = report.differences.length;
    return {
      kind: RECONCILIATION_ALERT_MAIL,
      to,
      subject: `Reconciliation: ${n} difference${n === 1 ? '' : 's'} found`,
      text: [
        `The reconciliation of ${indiaDateTime(at)} IST found ${n} difference${n === 1 ? '' : 's'}:`,
        '',
        ...report.differences.map(
          (d) =>
            `- ${d.subject} ${differenceName(d, report)}: expected ${formatPaise(d.expected)}, ` +
            `found ${formatPaise(d.actual)} (off by ${formatPaise(gap(d))}). Rows: ${d.rows.join('; ')}`,
        ),
        '',
        `The report and its CSV: ${deps.publicUrl}/admin?tab=settlement`,
      ].join('\n'),
    };
  }

  async function latest(trigger?: 'NIGHTLY'): Promise<ReconciliationRun | null> {
    const [row] = await queryRows<RunDbRow>(
      db,
      sql`SELECT id, ran_at, trigger, admin_user_id, differences, report FROM reconciliation_runs
          WHERE ${trigger ? sql`trigger = ${trigger}` : sql`true`}
          ORDER BY ran_at DESC, id DESC LIMIT 1`,
    );
    return row ? toRun(row) : null;
  }

  async function latestBoth(): Promise<LatestReconciliation> {
    const [any, nightly] = await Promise.all([latest(), latest('NIGHTLY')]);
    return { latest: any, latest_nightly: nightly };
  }

  /** Queues the next nightly run (RECONCILE_TIME, India time) unless it is queued already. */
  const scheduleNightly = () =>
    scheduleDaily(db, clock, {
      kind: RECONCILE_RUN_JOB,
      time: deps.reconcileTime,
      what: 'Nightly reconciliation',
    });

  deps.mail.handle(RECONCILE_RUN_JOB, {
    run: async () => {
      await run(null);
      await scheduleNightly();
      return { queuedJobs: true };
    },
    // Retried like the payout run: from a minute on, for a day.
    ...PAYOUT_POLICY,
  });

  return { run, latest: latestBoth, latestRun: () => latest(), scheduleNightly };
}

export type ReconciliationRuns = ReturnType<typeof createReconciliationRuns>;

const CSV_HEADER = [
  'Kind',
  'Id',
  'Name',
  'Rule',
  'Expected (INR)',
  'Actual (INR)',
  'Difference (INR)',
  'Rows involved',
];

/**
 * A run's differences as a spreadsheet (RFC 4180 with a BOM, written like the airline
 * statement): one row per difference, amounts as rupee numbers (a negative one is a number, not a
 * formula), the rows involved joined by '; '. A text cell that starts like a formula (an airline's
 * name is typed by people) is prefixed with a quote.
 */
export function reconciliationCsv(run: ReconciliationRun): string {
  const rows = run.report.differences.map((d) => [
    d.subject,
    d.id,
    differenceName(d, run.report),
    d.rule,
    d.expected / 100,
    d.actual / 100,
    gap(d) / 100,
    d.rows.join('; '),
  ]);
  return stringify([CSV_HEADER, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { number: (value) => value.toFixed(2) },
  });
}
