import { enqueueNotices } from '../../platform/notices.ts';
import { noticeTexts } from '../../platform/notice-texts.ts';
import { MANIFEST_NOT_FOUND } from '@saath/shared/airlines';
import {
  ETICKET_ALREADY_ISSUED,
  ETICKET_TAKEN,
  ETICKET_TWICE_IN_REQUEST,
  PASSENGER_NOT_IN_GROUP,
  PASSENGER_TWICE_IN_REQUEST,
  PNR_MISMATCH,
  PNR_REQUIRED,
  TICKET_CANCELLED_BY_MEMBER,
  TICKETING_NOT_BOOKED,
  TICKETING_NOT_WON,
  type TicketingReport,
  type TicketingRowReport,
  type TicketingState,
  type WonGroups,
} from '@saath/shared/ticketing';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { airlineQuotes, findQuote } from '../airlines/index.ts';
import { lockGroup } from '../groups/index.ts';
import { ticketsIssuedMail } from './ticketing.mails.ts';
import * as repo from './ticketing.repository.ts';
import { asWork, type Work } from '../../platform/work.ts';

/** Who may issue tickets: the users and API keys of an airline company. */
export const ONLY_AIRLINES_TICKET = 'Only the winning airline issues tickets';

/**
 * One row of a ticketing request: a passenger and the e-ticket number the airline issued.
 * `line` is the CSV line (null for JSON); `problem` refuses a row the upload could not read.
 */
export type TicketingRow = {
  line: number | null;
  passengerId: string | null;
  eticketNumber: string | null;
  problem?: string;
};
export type TicketingRequest = { pnr?: string | undefined; rows: TicketingRow[] };

/** ADR 0055: the airline ledger (the settlement module, wired in app.ts). */
export type TicketingLedger = {
  ticketsChanged(tx: Work, scope: { ticketIds: string[] }): Promise<unknown>;
};

export type TicketingDeps = {
  db: Db;
  ledger: TicketingLedger;
  clock: Clock;
  mail: MailWorker;
  config: Pick<Config, 'publicUrl'>;
};

function toState(row: repo.StateRow): TicketingState {
  const r = row!;
  return {
    quote_id: r.quoteId,
    community_id: r.communityId,
    rfq_number: r.rfqNumber,
    from_location: r.fromLocation,
    to_location: r.toLocation,
    travel_date: r.travelDate,
    time_slot: r.timeSlot,
    status: r.status,
    flight_number: r.flightNumber,
    departure_time: r.departureTime?.toISOString() ?? null,
    arrival_time: r.arrivalTime?.toISOString() ?? null,
    pnr: r.pnr,
    ticketing_deadline: r.ticketingDeadline?.toISOString() ?? null,
    tickets_issued: Number(r.issued),
    tickets_total: Number(r.total),
  };
}

export function companyOf(principal: Principal): string {
  if (!principal.companyId) throw forbidden(ONLY_AIRLINES_TICKET);
  return principal.companyId;
}

/**
 * The winning airline's ticketing (docs/product/ticketing.md, ADR 0046): one rule for the JSON
 * request, the CSV upload and the API key.
 */
export function createTicketingService(deps: TicketingDeps) {
  const { db, clock } = deps;

  /**
   * Issues the rows it can, in one transaction under the group's lock (ADR 0038: the group's
   * lock first; the tickets written here are PENDING ones, which a member's cancellation, an
   * ISSUED-only update, never holds, so the two never wait on each other). Each row is issued,
   * unchanged (it already carries that number: a repeat changes nothing) or refused with its
   * reason; a wrong PNR or state refuses the whole request.
   */
  async function issue(
    companyId: string,
    quoteId: string,
    request: TicketingRequest,
  ): Promise<TicketingReport> {
    const quote = await findQuote(asWork(db), quoteId);
    // Another company's quote answers like a missing one (ADR 0025's manifest rule).
    if (!quote || quote.companyId !== companyId) throw notFound(MANIFEST_NOT_FOUND);
    const { rows, mails } = await db.transaction(async (tx) => {
      const group = await lockGroup(asWork(tx), quote.communityId);
      const award = await findQuote(asWork(tx), quoteId);
      if (!group || !award) throw notFound(MANIFEST_NOT_FOUND);
      if (!award.isSelected) throw conflict(TICKETING_NOT_WON);
      if (group.status !== 'BOOKED') throw conflict(TICKETING_NOT_BOOKED(group.status));
      if (!award.pnr && !request.pnr) throw conflict(PNR_REQUIRED);
      if (award.pnr && request.pnr && request.pnr !== award.pnr)
        throw conflict(PNR_MISMATCH(award.pnr));
      const pnr = award.pnr ?? request.pnr!;

      const groupTickets = await repo.ticketsOfGroup(tx, group.id);
      const byPassenger = new Map(groupTickets.map((t) => [t.passengerId, t]));
      const taken = await repo.takenNumbers(
        tx,
        request.rows.flatMap((r) => (r.eticketNumber && !r.problem ? [r.eticketNumber] : [])),
      );
      const seenPassengers = new Set<string>();
      const seenNumbers = new Set<string>();
      const now = clock.now();
      const reports: TicketingRowReport[] = [];
      const issuedTo = new Map<string, Array<{ passengerName: string; eticketNumber: string }>>();
      const issuedIds: string[] = [];

      for (const row of request.rows) {
        const ticket = row.passengerId ? byPassenger.get(row.passengerId) : undefined;
        const report = (
          outcome: TicketingRowReport['outcome'],
          reason: string | null = null,
        ): TicketingRowReport => ({
          line: row.line,
          passenger_id: row.passengerId,
          passenger_name: ticket && !ticket.left ? ticket.passengerName : null,
          eticket_number: row.eticketNumber,
          outcome,
          reason,
        });
        if (row.problem || !row.passengerId || !row.eticketNumber) {
          reports.push(report('REFUSED', row.problem ?? PASSENGER_NOT_IN_GROUP));
          continue;
        }
        // A later row naming a passenger or a number again is refused; the first one stands.
        if (seenPassengers.has(row.passengerId)) {
          reports.push(report('REFUSED', PASSENGER_TWICE_IN_REQUEST));
          continue;
        }
        seenPassengers.add(row.passengerId);
        if (seenNumbers.has(row.eticketNumber)) {
          reports.push(report('REFUSED', ETICKET_TWICE_IN_REQUEST));
          continue;
        }
        seenNumbers.add(row.eticketNumber);
        if (!ticket || ticket.left) {
          reports.push(report('REFUSED', PASSENGER_NOT_IN_GROUP));
          continue;
        }
        if (ticket.status === 'CANCELLED') {
          reports.push(report('REFUSED', TICKET_CANCELLED_BY_MEMBER));
          continue;
        }
        if (ticket.status === 'ISSUED') {
          if (ticket.eticketNumber === row.eticketNumber) reports.push(report('UNCHANGED'));
          else
            reports.push(
              report(
                'REFUSED',
                ETICKET_ALREADY_ISSUED(ticket.eticketNumber ?? ticket.ticketNumber),
              ),
            );
          continue;
        }
        if (taken.has(row.eticketNumber)) {
          reports.push(report('REFUSED', ETICKET_TAKEN));
          continue;
        }
        // The unique index has the last word: a number issued by a request of another group
        // committed between the check above and this write fails here, in a savepoint, and
        // only this row is refused.
        let issued: boolean;
        try {
          issued = await tx.transaction((sp) =>
            repo.issueTicket(sp, ticket.id, row.eticketNumber!, now),
          );
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          reports.push(report('REFUSED', ETICKET_TAKEN));
          continue;
        }
        if (!issued) throw new Error(`ticket ${ticket.id} changed under the group's lock`);
        ticket.status = 'ISSUED';
        ticket.eticketNumber = row.eticketNumber;
        issuedIds.push(ticket.id);
        reports.push(report('ISSUED'));
        const list = issuedTo.get(ticket.userId) ?? [];
        list.push({ passengerName: ticket.passengerName, eticketNumber: row.eticketNumber });
        issuedTo.set(ticket.userId, list);
      }

      // ADR 0055: each seat issued here is now owed to the airline (its fare, a PAYABLE),
      // booked in this transaction: a ticket is never ISSUED without it, nor owed twice.
      if (issuedIds.length > 0)
        await deps.ledger.ticketsChanged(asWork(tx), { ticketIds: issuedIds });
      const mails = issuedTo.size > 0;
      if (mails) {
        if (!award.pnr) await repo.storePnr(tx, award.id, pnr);
        const airlineName =
          (await airlineQuotes.findCompany(asWork(tx), award.companyId))?.name ?? '';
        // A member whose tickets here are now all issued (this request issued one of them, so
        // they were not all issued before) gets one mail with every e-ticket of theirs.
        for (const userId of issuedTo.keys()) {
          const own = groupTickets.filter((t) => t.userId === userId && t.status !== 'CANCELLED');
          if (own.some((t) => t.status !== 'ISSUED')) continue;
          // The e-tickets are a document: always mailed; a text member also gets a heads-up.
          await enqueueNotices(tx, clock, [
            {
              userId,
              document: true,
              text: (texts) => noticeTexts.ticketsIssued(texts, group, pnr, deps.config.publicUrl),
              mail: (texts) =>
                ticketsIssuedMail(
                  own[0]!,
                  group,
                  { airlineName, flightNumber: award.flightNumber, pnr },
                  own.map((t) => ({
                    passengerName: t.passengerName,
                    eticketNumber: t.eticketNumber!,
                  })),
                  deps.config.publicUrl,
                  texts,
                ),
            },
          ]);
        }
      }
      return { rows: reports, mails };
    });
    if (mails) deps.mail.kick();
    const state = toState(await repo.stateOfQuote(db, quoteId));
    return {
      ...state,
      rows,
      issued: rows.filter((r) => r.outcome === 'ISSUED').length,
      unchanged: rows.filter((r) => r.outcome === 'UNCHANGED').length,
      refused: rows.filter((r) => r.outcome === 'REFUSED').length,
    };
  }

  /**
   * The company's won groups: awaiting payment or booked on its quote. Booked groups with
   * tickets still to issue come first, the earliest deadline first; then the rest by travel date.
   */
  async function wonGroups(companyId: string): Promise<WonGroups> {
    const groups = (await repo.wonGroupsOf(db, companyId)).map(toState);
    const awaiting = (g: TicketingState) =>
      g.status === 'BOOKED' && g.tickets_issued < g.tickets_total;
    const due = groups
      .filter(awaiting)
      .sort((a, b) => (a.ticketing_deadline ?? '').localeCompare(b.ticketing_deadline ?? ''));
    return {
      awaiting_tickets: due.length,
      groups: [...due, ...groups.filter((g) => !awaiting(g))],
    };
  }

  return { issue, wonGroups };
}

export type TicketingService = ReturnType<typeof createTicketingService>;
