import type { Db } from '../../db/client.ts';
import type { Auth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AppModule } from '../../platform/module.ts';
import { onWork, type OnWork } from '../../platform/work.ts';
import {
  cancelGroupTickets,
  createPendingTickets,
  liveTicketsByMember,
  moveTicketsToAward,
  pendingCount,
} from './tickets.issuer.ts';
import type {
  TicketEvents,
  TicketGroups,
  TicketLedger,
  TicketRefunds,
  TicketScheduleChanges,
} from './tickets.ports.ts';
import * as ticketReads from './tickets.repository.ts';
import { registerTicketsRoutes } from './tickets.routes.ts';
import { createTicketsService } from './tickets.service.ts';

/*
 * The tickets module's public API (ADR 0045). Other modules import this file only: its factory,
 * and the ticket counts and savings other modules read inside their own queries.
 */
// Functions of the caller's unit of work (ADR 0068, `asWork(tx)`): `onWork` retypes the
// repository's own functions, nothing is wrapped.
export const { countTickets, countTicketsOfGroup, issuedSavingsOfGroup, ticketingOfGroup } =
  onWork(ticketReads);
export type { RefundClaim } from './tickets.types.ts';
export type { VoidedTicket } from './tickets.issuer.ts';
export type {
  CancelledTicket,
  TicketEvents,
  TicketGroups,
  TicketLedger,
  TicketRefunds,
  TicketScheduleChanges,
} from './tickets.ports.ts';

export type TicketsModuleDeps = {
  db: Db;
  clock: Clock;
  /** ADR 0024: an eligible cancellation opens a refund request with the payments. */
  refunds: TicketRefunds;
  /** An issued ticket a member cancels is announced to its airline (a webhook). */
  events: TicketEvents;
  /** ADR 0054: a significant schedule change's window for a full refund on cancelling. */
  schedule: TicketScheduleChanges;
  /** ADR 0055: a cancelled issued ticket's fare is reversed in the airline ledger. */
  ledger: TicketLedger;
  /** ADR 0038: a cancel locks the ticket's group first (group, then tickets and payments). */
  groups: TicketGroups;
  auth: Auth;
};

/** Each a function of the caller's unit of work (ADR 0068), in its transaction. */
export type TicketsApi = OnWork<{
  /** A booked group's tickets, PENDING until its airline issues them (booking transaction). */
  createPendingTickets: typeof createPendingTickets;
  /** A missed ticketing deadline: the tickets move to the next airline, or are cancelled. */
  moveTicketsToAward: typeof moveTicketsToAward;
  cancelGroupTickets: typeof cancelGroupTickets;
  liveTicketsByMember: typeof liveTicketsByMember;
  pendingCount: typeof pendingCount;
}>;

export function createTicketsModule(deps: TicketsModuleDeps): AppModule<TicketsApi> {
  const { db, clock, refunds, events, schedule, ledger, groups, auth } = deps;
  const tickets = createTicketsService({ db, clock, refunds, events, schedule, ledger, groups });
  return {
    plugin: async (app) => registerTicketsRoutes(app, { tickets, auth }),
    api: onWork({
      createPendingTickets,
      moveTicketsToAward,
      cancelGroupTickets,
      liveTicketsByMember,
      pendingCount,
    }),
  };
}
