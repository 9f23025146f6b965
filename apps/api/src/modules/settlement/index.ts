import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import type { AppModule } from '../../platform/module.ts';
import { dbOf, type Work } from '../../platform/work.ts';
import {
  createPayouts,
  sandboxPayouts,
  type PayoutAudit,
  type PayoutProvider,
  type Payouts,
} from './settlement.payouts.ts';
import { bookTickets, type TicketScope } from './settlement.repository.ts';
import { createPayoutAccounts, type PayoutAccountAudit } from './payout-account.ts';
import { createReconciliationRuns, type ReconciliationRuns } from './reconciliation.runs.ts';
import { createRecoveries, type RecoveryAudit } from './settlement.recoveries.ts';
import { registerSettlementRoutes } from './settlement.routes.ts';
import { createStatements } from './settlement.statement.ts';
import { registerStatementRoutes } from './statement.routes.ts';
import { createSettlementService, type SettlementService } from './settlement.service.ts';

/*
 * The settlement module's public API (ADR 0045, ADR 0055): the airline ledger, what each
 * airline is owed for the seats it ticketed. It owns the `airline_ledger` table; the modules
 * that change a ticket's status (ticketing, tickets, the lifecycle) book that change through
 * `ledger.ticketsChanged`, in their own transaction, and nothing else writes the table.
 */
export type { TicketScope } from './settlement.repository.ts';
export type { SettlementService } from './settlement.service.ts';
export type { PayoutAudit, PayoutProvider, Payouts } from './settlement.payouts.ts';
export type { PayoutAccountAudit } from './payout-account.ts';
export type { RecoveryAudit } from './settlement.recoveries.ts';
export { PAYOUT_JOB, PAYOUT_RUN_JOB } from './settlement.payouts.ts';
export { RECONCILE_RUN_JOB, RECONCILIATION_ALERT_MAIL } from './reconciliation.runs.ts';
export type { ReconciliationRuns } from './reconciliation.runs.ts';
export { RECOVERY_JOB } from './settlement.recoveries.ts';
export {
  NO_LINKED_ACCOUNT,
  REVERSAL_KEY_NOTE,
  ROUTE_IDEMPOTENCY_HEADER,
  TRANSFER_KEY_NOTE,
  routePayouts,
} from './route.payouts.ts';

/** The port the ticket-changing modules call (each declares it in its own ports). */
export type AirlineLedgerPort = {
  /**
   * Books what the tickets in scope now owe their airlines (PAYABLE for an issued one, REVERSAL
   * for one no longer issued to that airline), in the caller's transaction; idempotent.
   */
  ticketsChanged(tx: Work, scope: TicketScope): Promise<number>;
};

export type SettlementModuleDeps = {
  db: Db;
  clock: Clock;
  config: { payoutTime: string; reconcileTime: string; publicUrl: string };
  auth: Auth;
  /** The job worker that sends payouts (ADR 0040). */
  mail: MailWorker;
  /** The admin's audit row of a payout run (the admin module's writer, wired in app.ts). */
  audit: PayoutAudit;
  /** The admin's audit row of a retried payout (the same writer, wired in app.ts). */
  auditRetry: PayoutAudit;
  /** The admin's audit row of a payout account set (the same writer, wired in app.ts). */
  auditAccount: PayoutAccountAudit;
  /** The admin's audit row of a recovery's reversal (the same writer, wired in app.ts). */
  auditRecovery: RecoveryAudit;
  /** Who moves the money; the sandbox unless given. */
  payoutProvider?: PayoutProvider;
};

export type SettlementApi = {
  ledger: AirlineLedgerPort;
  settlement: SettlementService;
  payouts: Payouts;
  /** The nightly and on-demand reconciliation runs (ADR 0061). */
  runs: ReconciliationRuns;
  /**
   * Route's transfer webhooks, handed over by the payments' webhook handler once it verified
   * the signature (Razorpay sends every event of the account to one URL; ADR 0062): null when
   * the body is not a transfer event, else whether it changed a payout.
   */
  transferEvent: (rawBody: string) => Promise<boolean | null>;
};

export function createSettlementModule(deps: SettlementModuleDeps): AppModule<SettlementApi> {
  const { auth } = deps;
  const settlement = createSettlementService(deps);
  const provider = deps.payoutProvider ?? sandboxPayouts;
  const payouts = createPayouts({
    db: deps.db,
    clock: deps.clock,
    mail: deps.mail,
    provider,
    audit: deps.audit,
    auditRetry: deps.auditRetry,
    payoutTime: deps.config.payoutTime,
  });
  const runs = createReconciliationRuns({
    db: deps.db,
    clock: deps.clock,
    mail: deps.mail,
    settlement,
    reconcileTime: deps.config.reconcileTime,
    publicUrl: deps.config.publicUrl,
  });
  const recoveries = createRecoveries({
    db: deps.db,
    clock: deps.clock,
    mail: deps.mail,
    provider,
    audit: deps.auditRecovery,
  });
  const accounts = createPayoutAccounts({
    db: deps.db,
    clock: deps.clock,
    audit: deps.auditAccount,
  });
  const ledger: AirlineLedgerPort = {
    ticketsChanged: (tx, scope) => bookTickets(dbOf(tx), scope, deps.clock.now()),
  };
  return {
    plugin: async (app) => {
      registerSettlementRoutes(app, { settlement, payouts, accounts, runs, recoveries, auth });
      registerStatementRoutes(app, { statements: createStatements(deps), auth });
    },
    api: { ledger, settlement, payouts, runs, transferEvent: payouts.transferEvent },
  };
}
