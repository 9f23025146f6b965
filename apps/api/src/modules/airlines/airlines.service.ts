import type { airlineRegistrationSchema, quoteBodySchema } from '@saath/shared/airlines';
import {
  AIRLINE_CODE_TAKEN,
  AIRLINE_REGISTERED,
  AIRLINES_AND_ADMINS_ONLY,
  BIDDING_CLOSED,
  NOT_AN_AIRLINE,
  ANOTHER_QUOTE_SELECTED,
  QUOTE_NOT_FOUND,
  canSelectQuote,
  quoteSelectionClosed,
  type AirlineBid,
  type Quote,
} from '@saath/shared/airlines';
import { EMAIL_TAKEN } from '@saath/shared/accounts';
import { GROUP_NOT_FOUND } from '@saath/shared/groups';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, invalidField, notFound } from '../../platform/errors.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { EmailTaken, createAccount, prepareAccount } from '../accounts/accounts.contract.ts';
import { toGroup } from '../groups/groups.presenter.ts';
import { lockGroup, refreshBids } from '../groups/groups.repository.ts';
import type { BookingLifecycle } from './airlines.ports.ts';
import { toQuote } from './airlines.presenter.ts';
import * as repo from './airlines.repository.ts';

type Registration = z.output<typeof airlineRegistrationSchema>;
type QuoteInput = z.output<typeof quoteBodySchema>;

export type QuotesDeps = { db: Db; clock: Clock; lifecycle: BookingLifecycle; mail: MailWorker };

// India has no daylight saving: IST is always +05:30.
const IST = '+05:30';

/** spec §5 "Bid": a time is combined with the date part of the group's travel date. */
export function onTravelDate(travelDate: string, time: string | null): Date | null {
  if (!time) return null;
  const clock = time.includes('T') ? time.split('T')[1]!.slice(0, 5) : time.slice(0, 5);
  return new Date(`${travelDate}T${clock}:00${IST}`);
}

export function createAirlinesService(deps: QuotesDeps) {
  const { db, clock, lifecycle } = deps;

  async function registerAirline(input: Registration) {
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
        const user = await createAccount(tx, clock, { ...account, companyId: company.id });
        return { message: AIRLINE_REGISTERED, user_id: user.id, company_id: company.id };
      });
    } catch (error) {
      if (error instanceof EmailTaken)
        throw invalidField(['body', 'user_data', 'email'], EMAIL_TAKEN);
      if (!isUniqueViolation(error)) throw error;
      throw invalidField(['body', 'company_data', 'airline_code'], AIRLINE_CODE_TAKEN);
    }
  }

  function requireCompany(principal: Principal): string {
    if (!principal.companyId) throw forbidden(NOT_AN_AIRLINE);
    return principal.companyId;
  }

  async function submit(
    principal: Principal,
    communityId: string,
    input: QuoteInput,
  ): Promise<Quote> {
    const companyId = requireCompany(principal);
    const quoteId = await db.transaction(async (tx) => {
      // The group's lock orders bids against each other and against the deadline sweep.
      const group = await lockGroup(tx, communityId);
      // A group an airline cannot see (not open for bids, never bid on) answers like a missing
      // one, as its detail does (architecture.md rule 4; found by the issue 13 matrix).
      const visible =
        group &&
        (group.status === 'RFQ_SENT' || (await repo.companyHasQuote(tx, communityId, companyId)));
      if (!group || !visible) throw notFound(GROUP_NOT_FOUND);
      const now = clock.now();
      if (group.status !== 'RFQ_SENT' || !group.biddingDeadline || group.biddingDeadline <= now) {
        throw conflict(BIDDING_CLOSED);
      }
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
      await repo.appendQuoteHistory(tx, quote);
      await refreshBids(tx, communityId);
      return quote.id;
    });
    const [row] = (await repo.quotesForGroup(db, communityId, companyId)).filter(
      (r) => r.quote.id === quoteId,
    );
    return toQuote(row!);
  }

  /** decisions.md: an admin sees every quote of a group, an airline its own, others none. */
  async function forGroup(principal: Principal, communityId: string): Promise<Quote[]> {
    if (!principal.isAdmin && !principal.companyId) throw forbidden(AIRLINES_AND_ADMINS_ONLY);
    const rows = await repo.quotesForGroup(
      db,
      communityId,
      principal.isAdmin ? undefined : principal.companyId!,
    );
    return rows.map(toQuote);
  }

  async function bidsOfCompany(principal: Principal): Promise<AirlineBid[]> {
    if (!principal.companyId) return [];
    const rows = await repo.quotesOfCompany(db, principal.companyId);
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
        },
      };
    });
  }

  /**
   * Admin picks a quote: the group books on it at once, through the lifecycle, which audits it.
   * Under the group's lock, so of two admins picking at once the second sees the first's choice.
   */
  async function select(principal: Principal, quoteId: string) {
    const quote = await repo.findQuote(db, quoteId);
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    const { group, changed } = await db.transaction(async (tx) => {
      const group = await lockGroup(tx, quote.communityId);
      if (!group) throw notFound(GROUP_NOT_FOUND);
      const fresh = await repo.findQuote(tx, quoteId);
      if (!fresh) throw notFound(QUOTE_NOT_FOUND);
      // Asked again for the quote the group already booked on (a retry, a second tab): what
      // was asked for holds, so the answer is the finished group, not an error (issue 14).
      if (fresh.isSelected && group.status === 'BOOKED') return { group, changed: false };
      if (!canSelectQuote(group.status)) {
        const other = await repo.selectedQuote(tx, group.id);
        throw conflict(other ? ANOTHER_QUOTE_SELECTED : quoteSelectionClosed(group.status));
      }
      return {
        group: await lifecycle.selectQuote(tx, group, fresh, principal.userId),
        changed: true,
      };
    });
    if (changed) deps.mail.kick();
    return toGroup(group, null);
  }

  return { registerAirline, submit, forGroup, bidsOfCompany, select };
}

export type AirlinesService = ReturnType<typeof createAirlinesService>;
