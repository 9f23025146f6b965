import type { airlineRegistrationSchema, quoteBodySchema } from '@saath/shared/airlines';
import {
  AIRLINE_CODE_TAKEN,
  AIRLINE_REGISTERED,
  AIRLINES_AND_ADMINS_ONLY,
  BIDDING_CLOSED,
  bidsCsvFileName,
  MANIFEST_NOT_BOOKED,
  MANIFEST_NOT_FOUND,
  manifestCsvFileName,
  NOT_AN_AIRLINE,
  ANOTHER_QUOTE_SELECTED,
  NOT_AN_AIRLINE_WITHDRAW,
  ONLY_AIRLINES_EXPORT,
  QUOTE_NOT_FOUND,
  WITHDRAW_CLOSED,
  WITHDRAW_SELECTED,
  canSelectQuote,
  quoteSelectionClosed,
  type AirlineBid,
  type Manifest,
  type Quote,
} from '@saath/shared/airlines';
import { EMAIL_TAKEN } from '@saath/shared/accounts';
import { GROUP_NOT_FOUND, type RouteDateFilter } from '@saath/shared/groups';
import { indiaDate, indiaInstant } from '@saath/shared/india-time';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, invalidField, notFound } from '../../platform/errors.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { EmailTaken, createAccount, prepareAccount } from '../accounts/index.ts';
import { findGroup, recordBidChange, toGroup, lockGroup } from '../groups/index.ts';
import type { BookingLifecycle } from './airlines.ports.ts';
import type { CorrectableField } from '@saath/shared/corrections';
import { bidsCsv, manifestCsv } from './airlines.csv.ts';
import { toQuote } from './airlines.presenter.ts';
import * as repo from './airlines.repository.ts';
import { asWork } from '../../platform/work.ts';

type Registration = z.output<typeof airlineRegistrationSchema>;
type QuoteInput = z.output<typeof quoteBodySchema>;

export type QuotesDeps = {
  db: Db;
  clock: Clock;
  lifecycle: BookingLifecycle;
  mail: MailWorker;
  /** ADR 0026: why a webhook endpoint is refused (https, no private address), or null. */
  endpointProblem?: (endpoint: string | null) => string | null;
};

/**
 * A bid's departure or arrival time, on the date of the group's travel date
 * (docs/product/glossary.md).
 */
export function onTravelDate(travelDate: string, time: string | null): Date | null {
  if (!time) return null;
  const clock = time.includes('T') ? time.split('T')[1]!.slice(0, 5) : time.slice(0, 5);
  return indiaInstant(travelDate, clock);
}

export function createAirlinesService(deps: QuotesDeps) {
  const { db, clock, lifecycle } = deps;

  async function registerAirline(input: Registration) {
    const problem = deps.endpointProblem?.(input.company_data.api_endpoint ?? null);
    if (problem) throw invalidField(['body', 'company_data', 'api_endpoint'], problem);
    const [firstName, ...rest] = input.user_data.name.split(/\s+/);
    const account = await prepareAccount({
      email: input.user_data.email,
      password: input.user_data.password,
      firstName: firstName!,
      lastName: rest.join(' '),
      phone: input.user_data.phone ?? null,
      role: 'AIRLINE',
    });
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        const company = await repo.insertCompany(tx, {
          name: input.company_data.company_name,
          email: input.company_data.email,
          airlineCode: input.company_data.airline_code,
          apiEndpoint: input.company_data.api_endpoint,
          website: input.company_data.website,
          headquarters: input.company_data.headquarters,
          logoUrl: input.company_data.logo_url,
          description: input.company_data.description,
          createdAt: now,
        });
        const user = await createAccount(asWork(tx), clock, { ...account, companyId: company.id });
        return { message: AIRLINE_REGISTERED, user_id: user.id, company_id: company.id };
      });
    } catch (error) {
      if (error instanceof EmailTaken)
        throw invalidField(['body', 'user_data', 'email'], EMAIL_TAKEN);
      if (!isUniqueViolation(error)) throw error;
      throw invalidField(['body', 'company_data', 'airline_code'], AIRLINE_CODE_TAKEN);
    }
  }

  /** Bids are the company's own commitments: an admin (no company) neither makes nor ends one. */
  function requireCompany(principal: Principal, refusal = NOT_AN_AIRLINE): string {
    if (!principal.companyId) throw forbidden(refusal);
    return principal.companyId;
  }

  /** Bidding on a group is open: RFQ_SENT and its window not yet passed. */
  function biddingOpen(group: { status: string; biddingDeadline: Date | null }): boolean {
    return (
      group.status === 'RFQ_SENT' &&
      group.biddingDeadline !== null &&
      group.biddingDeadline > clock.now()
    );
  }

  async function submit(
    principal: Principal,
    communityId: string,
    input: QuoteInput,
  ): Promise<Quote> {
    const companyId = requireCompany(principal);
    // The group's lock orders bids against each other and against the deadline sweep.
    const quoteId = await db.transaction(async (tx) => {
      const group = await lockGroup(asWork(tx), communityId);
      const replacing = group ? await repo.companyHasQuote(tx, communityId, companyId) : false;
      // A group an airline cannot see (not open for bids, never bid on) answers like a missing
      // one, as its detail does (docs/product/roles.md; the authorization matrix found it).
      const visible = group && (group.status === 'RFQ_SENT' || replacing);
      if (!group || !visible) throw notFound(GROUP_NOT_FOUND);
      if (!biddingOpen(group)) throw conflict(BIDDING_CLOSED);
      const now = clock.now();
      const departure = onTravelDate(group.travelDate, input.departure_time);
      let arrival = onTravelDate(group.travelDate, input.arrival_time);
      // An arrival earlier than the departure lands the next day.
      if (departure && arrival && arrival <= departure)
        arrival = new Date(arrival.getTime() + 86_400_000);
      const quote = await repo.upsertQuote(tx, {
        communityId,
        companyId,
        submittedBy: principal.userId,
        pricePerTicketPaise: input.price_per_ticket,
        flightNumber: input.flight_number,
        departureTime: departure,
        arrivalTime: arrival,
        quotedAt: now,
      });
      const kind = replacing ? 'REPLACED' : 'SUBMITTED';
      await repo.appendBidEvent(tx, quote, kind, now, principal.userId);
      await recordBidChange(asWork(tx), communityId);
      return quote.id;
    });
    const [row] = (await repo.quotesForGroup(db, communityId, companyId)).filter(
      (r) => r.quote.id === quoteId,
    );
    return toQuote(row!);
  }

  /** An admin sees every quote of a group, an airline its own, others none. */
  async function forGroup(principal: Principal, communityId: string): Promise<Quote[]> {
    if (!principal.isAdmin && !principal.companyId) throw forbidden(AIRLINES_AND_ADMINS_ONLY);
    const rows = await repo.quotesForGroup(
      db,
      communityId,
      principal.isAdmin ? undefined : principal.companyId!,
    );
    return rows.map(toQuote);
  }

  /**
   * ADR 0017: the company withdraws its live bid while bidding is open. The group's lock orders
   * it against new bids (whose lowest-bid refresh would otherwise count a deleted quote), an
   * admin's selection and the deadline sweep, which both read the quotes under the same lock.
   * Another company's quote answers like a missing one; so does a quote already withdrawn.
   */
  async function withdraw(principal: Principal, quoteId: string) {
    const companyId = requireCompany(principal, NOT_AN_AIRLINE_WITHDRAW);
    const quote = await repo.findQuote(db, quoteId);
    if (!quote || quote.companyId !== companyId) throw notFound(QUOTE_NOT_FOUND);
    const group = await db.transaction(async (tx) => {
      const locked = await lockGroup(asWork(tx), quote.communityId);
      // Read again under the lock: a withdraw that raced this one may have taken it.
      const fresh = await repo.findQuote(tx, quoteId);
      if (!locked || !fresh) throw notFound(QUOTE_NOT_FOUND);
      if (fresh.isSelected) throw conflict(WITHDRAW_SELECTED);
      if (!biddingOpen(locked)) throw conflict(WITHDRAW_CLOSED);
      await repo.deleteQuote(tx, quoteId);
      await repo.appendBidEvent(tx, fresh, 'WITHDRAWN', clock.now(), principal.userId);
      return recordBidChange(asWork(tx), quote.communityId);
    });
    return toGroup(group, null);
  }

  async function bidsOfCompany(
    principal: Principal,
    filter: RouteDateFilter = {},
  ): Promise<AirlineBid[]> {
    if (!principal.companyId) return [];
    const rows = await repo.quotesOfCompany(db, principal.companyId, filter);
    return rows.map((row) => {
      const group = toGroup(row.community, null);
      return {
        ...toQuote(row),
        community: {
          rfq_number: group.rfq_number,
          from_location: group.from_location,
          to_location: group.to_location,
          travel_date: group.travel_date,
          time_slot: group.time_slot,
          member_count: group.member_count,
          status: group.status,
          bidding_deadline: group.bidding_deadline,
          lowest_known_price: group.lowest_known_price,
          paid_member_count: row.community.paidMemberCount,
          active_member_count: row.community.activeMemberCount,
        },
      };
    });
  }

  /** ADR 0017: the company's bids as a spreadsheet, with the list's filters. */
  async function exportBids(principal: Principal, filter: RouteDateFilter) {
    requireCompany(principal, ONLY_AIRLINES_EXPORT);
    return {
      fileName: bidsCsvFileName(indiaDate(clock.now())),
      csv: bidsCsv(await bidsOfCompany(principal, filter)),
    };
  }

  /**
   * ADR 0025: once its group is BOOKED, the winning airline (its users, or its systems with a
   * key) reads the passengers it must ticket. Anyone else — another airline, a losing bidder,
   * a traveller, an admin (no company) — is told there is no such manifest, exactly as for a
   * missing quote; the winner asking before booking is told why not (409).
   */
  async function manifest(principal: Principal, quoteId: string): Promise<Manifest> {
    const quote = await repo.findQuote(db, quoteId);
    if (!quote || !principal.companyId || quote.companyId !== principal.companyId)
      throw notFound(MANIFEST_NOT_FOUND);
    if (!quote.isSelected) throw notFound(MANIFEST_NOT_FOUND);
    const [group, company] = await Promise.all([
      findGroup(asWork(db), quote.communityId),
      repo.findCompany(db, quote.companyId),
    ]);
    if (!group || !company) throw notFound(MANIFEST_NOT_FOUND);
    if (group.status !== 'BOOKED') throw conflict(MANIFEST_NOT_BOOKED(group.status));
    const [passengers, corrections] = await Promise.all([
      repo.manifestOf(db, group.id),
      repo.correctionsOf(db, group.id),
    ]);
    const historyOf = (passengerId: string) =>
      corrections
        .filter((c) => c.passengerId === passengerId)
        .map((c) => ({
          field: c.field as CorrectableField,
          old_value: c.oldValue,
          new_value: c.newValue,
          at: c.at.toISOString(),
          by: c.requestId ? ('SAATH' as const) : ('MEMBER' as const),
        }));
    const held = passengers.filter((p) => p.ticketStatus !== 'CANCELLED');
    return {
      quote_id: quote.id,
      community_id: group.id,
      rfq_number: group.rfqNumber,
      from_location: group.fromLocation,
      to_location: group.toLocation,
      travel_date: group.travelDate,
      airline_name: company.name,
      flight_number: quote.flightNumber,
      departure_time: quote.departureTime?.toISOString() ?? null,
      arrival_time: quote.arrivalTime?.toISOString() ?? null,
      // The award's ticketing (docs/product/ticketing.md): the airline fills in the PNR and each
      // passenger's e-ticket number and uploads the CSV back, or sends them with its API key.
      pnr: quote.pnr,
      ticketing_deadline: quote.ticketingDeadline?.toISOString() ?? null,
      tickets_issued: held.filter((p) => p.ticketStatus === 'ISSUED').length,
      tickets_total: held.length,
      passengers: passengers.map((p) => ({
        passenger_id: p.passengerId,
        full_name: p.fullName,
        date_of_birth: p.dateOfBirth,
        gender: p.gender,
        ticket_number: p.ticketNumber,
        ticket_status: p.ticketStatus,
        eticket_number: p.eticketNumber,
        issued_at: p.issuedAt?.toISOString() ?? null,
        ...(historyOf(p.passengerId).length > 0 && { corrections: historyOf(p.passengerId) }),
      })),
    };
  }

  async function exportManifest(principal: Principal, quoteId: string) {
    const found = await manifest(principal, quoteId);
    return { fileName: manifestCsvFileName(found.rfq_number), csv: manifestCsv(found) };
  }

  /**
   * Admin picks a quote: the group awaits payment on it (ADR 0018), through the lifecycle, which
   * audits it.
   * Under the group's lock, so of two admins picking at once the second sees the first's choice.
   */
  async function select(principal: Principal, quoteId: string) {
    const quote = await repo.findQuote(db, quoteId);
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    const { group, changed } = await db.transaction(async (tx) => {
      const group = await lockGroup(asWork(tx), quote.communityId);
      if (!group) throw notFound(GROUP_NOT_FOUND);
      const fresh = await repo.findQuote(tx, quoteId);
      if (!fresh) throw notFound(QUOTE_NOT_FOUND);
      // Asked again for the quote the group already booked on (a retry, a second tab): what
      // was asked for holds, so the answer is the finished group, not an error.
      // The selection opens the payment stage (ADR 0018), so that answer counts as done too.
      if (fresh.isSelected && (group.status === 'BOOKED' || group.status === 'READY_FOR_BOOKING'))
        return { group, changed: false };
      if (!canSelectQuote(group.status)) {
        const other = await repo.selectedQuote(tx, group.id);
        throw conflict(other ? ANOTHER_QUOTE_SELECTED : quoteSelectionClosed(group.status));
      }
      return {
        group: await lifecycle.selectQuote(asWork(tx), group, fresh, principal.userId),
        changed: true,
      };
    });
    if (changed) deps.mail.kick();
    return toGroup(group, null);
  }

  return {
    registerAirline,
    submit,
    withdraw,
    forGroup,
    bidsOfCompany,
    exportBids,
    manifest,
    exportManifest,
    select,
  };
}

export type AirlinesService = ReturnType<typeof createAirlinesService>;
