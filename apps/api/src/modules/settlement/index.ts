import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AppModule } from '../../platform/module.ts';
import { bookTickets, type TicketScope } from './settlement.repository.ts';
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

/** The port the ticket-changing modules call (each declares it in its own ports). */
export type AirlineLedgerPort = {
  /**
   * Books what the tickets in scope now owe their airlines (PAYABLE for an issued one, REVERSAL
   * for one no longer issued to that airline), in the caller's transaction; idempotent.
   */
  ticketsChanged(tx: Db, scope: TicketScope): Promise<number>;
};

export type SettlementModuleDeps = {
  db: Db;
  clock: Clock;
  config: { payoutTime: string };
  auth: Auth;
};

export type SettlementApi = { ledger: AirlineLedgerPort; settlement: SettlementService };

export function createSettlementModule(deps: SettlementModuleDeps): AppModule<SettlementApi> {
  const { auth, ...service } = deps;
  const settlement = createSettlementService(service);
  const ledger: AirlineLedgerPort = {
    ticketsChanged: (tx, scope) => bookTickets(tx, scope, deps.clock.now()),
  };
  return {
    plugin: async (app) => {
      registerSettlementRoutes(app, { settlement, auth });
      registerStatementRoutes(app, { statements: createStatements(deps), auth });
    },
    api: { ledger, settlement },
  };
}
