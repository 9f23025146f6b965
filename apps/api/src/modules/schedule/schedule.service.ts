import { enqueueNotices } from '../../platform/notices.ts';
import { noticeTexts } from '../../platform/notice-texts.ts';
import {
  DEPARTURE_IN_PAST,
  DEPARTURE_OFF_DATE,
  FULL_REFUND_WINDOW_HOURS,
  SCHEDULE_DATE_TOLERANCE_DAYS,
  SCHEDULE_GROUP_NOT_FOUND,
  SCHEDULE_NOT_BOOKED,
  SCHEDULE_QUOTE_NOT_FOUND,
  isSignificantChange,
  type ScheduleChange,
  type ScheduleChangeResult,
} from '@saath/shared/schedule-changes';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ScheduleChangeRow } from '../../db/schema/schedule-changes.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, invalidField, notFound } from '../../platform/errors.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import { airlineQuotes, findQuote } from '../airlines/index.ts';
import {
  activeMembers,
  findActiveMembership,
  rescheduleWinningQuote,
  lockGroup,
} from '../groups/index.ts';
import { scheduleChangedMail } from './schedule.mails.ts';
import * as repo from './schedule.repository.ts';
import { indiaDate } from '@saath/shared/india-time';
import { asWork } from '../../platform/work.ts';

export const ONLY_AIRLINES_RESCHEDULE = 'Only the winning airline changes the schedule';

export type ScheduleDeps = {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  config: Pick<Config, 'publicUrl'>;
};

export type ScheduleInput = {
  flight_number: string;
  departure_time: string;
  arrival_time: string;
  reason: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function toScheduleChange(r: ScheduleChangeRow): ScheduleChange {
  return {
    schedule_change_id: r.id,
    quote_id: r.quoteId,
    community_id: r.communityId,
    old_flight_number: r.oldFlightNumber,
    new_flight_number: r.newFlightNumber,
    old_departure_time: r.oldDepartureTime?.toISOString() ?? null,
    new_departure_time: r.newDepartureTime.toISOString(),
    old_arrival_time: r.oldArrivalTime?.toISOString() ?? null,
    new_arrival_time: r.newArrivalTime.toISOString(),
    reason: r.reason,
    significant: r.significant,
    full_refund_until: r.fullRefundUntil?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

function companyOf(principal: Principal): string {
  if (!principal.companyId) throw forbidden(ONLY_AIRLINES_RESCHEDULE);
  return principal.companyId;
}

/**
 * Schedule changes by the winning airline (docs/product/ticketing.md "Schedule changes",
 * ADR 0054): the award's flight and times change under the group's lock, the change is kept
 * with its old and new values, and every member is mailed in the same transaction.
 */
export function createScheduleService(deps: ScheduleDeps) {
  const { db, clock } = deps;

  async function change(
    principal: Principal,
    quoteId: string,
    input: ScheduleInput,
  ): Promise<ScheduleChangeResult> {
    const companyId = companyOf(principal);
    const quote = await findQuote(asWork(db), quoteId);
    // Another company's quote, or one that did not win, answers like a missing one.
    if (!quote || quote.companyId !== companyId || !quote.isSelected)
      throw notFound(SCHEDULE_QUOTE_NOT_FOUND);
    const departure = new Date(input.departure_time);
    const arrival = new Date(input.arrival_time);
    const row = await db.transaction(async (tx) => {
      const group = await lockGroup(asWork(tx), quote.communityId);
      const award = await findQuote(asWork(tx), quoteId);
      if (!group || !award || !award.isSelected || award.companyId !== companyId)
        throw notFound(SCHEDULE_QUOTE_NOT_FOUND);
      if (group.status !== 'BOOKED') throw conflict(SCHEDULE_NOT_BOOKED(group.status));
      const now = clock.now();
      if (departure <= now) throw invalidField(['body', 'departure_time'], DEPARTURE_IN_PAST);
      const travel = new Date(`${group.travelDate}T00:00:00Z`).getTime();
      const moved = Math.abs(new Date(`${indiaDate(departure)}T00:00:00Z`).getTime() - travel);
      if (moved > SCHEDULE_DATE_TOLERANCE_DAYS * DAY_MS)
        throw invalidField(['body', 'departure_time'], DEPARTURE_OFF_DATE(group.travelDate));

      const significant = isSignificantChange({
        oldDeparture: award.departureTime,
        newDeparture: departure,
        travelDate: group.travelDate,
        timeSlot: group.timeSlot,
      });
      const schedule = {
        flightNumber: input.flight_number,
        departureTime: departure,
        arrivalTime: arrival,
      };
      await repo.updateQuoteSchedule(tx, award.id, schedule);
      await repo.updateTicketsSchedule(tx, award.id, schedule);
      await rescheduleWinningQuote(asWork(tx), group.id, schedule);
      const inserted = await repo.insertChange(tx, {
        quoteId: award.id,
        communityId: group.id,
        companyId,
        changedBy: principal.userId,
        oldFlightNumber: award.flightNumber,
        newFlightNumber: input.flight_number,
        oldDepartureTime: award.departureTime,
        newDepartureTime: departure,
        oldArrivalTime: award.arrivalTime,
        newArrivalTime: arrival,
        reason: input.reason,
        significant,
        fullRefundUntil: significant
          ? new Date(now.getTime() + FULL_REFUND_WINDOW_HOURS * 3600 * 1000)
          : null,
        createdAt: now,
      });
      const airlineName = (await airlineQuotes.findCompany(asWork(tx), companyId))?.name ?? '';
      const members = await activeMembers(asWork(tx), group.id);
      // Each member in their own channel; the mail is the fall-back (ADR 0059).
      await enqueueNotices(
        tx,
        clock,
        members.map((m) => ({
          userId: m.userId,
          text: (texts) =>
            noticeTexts.scheduleChanged(
              texts,
              group,
              { ...inserted, airlineName },
              deps.config.publicUrl,
            ),
          mail: (texts) =>
            scheduleChangedMail(
              m,
              group,
              { ...inserted, airlineName },
              deps.config.publicUrl,
              texts,
            ),
        })),
      );
      return inserted;
    });
    deps.mail.kick();
    return {
      change: toScheduleChange(row),
      changes: (await repo.changesOfQuote(db, quoteId)).map(toScheduleChange),
    };
  }

  /** The airline's history of its award (404 like the change itself for anyone else's). */
  async function ofQuote(principal: Principal, quoteId: string) {
    const companyId = companyOf(principal);
    const quote = await findQuote(asWork(db), quoteId);
    if (!quote || quote.companyId !== companyId || !quote.isSelected)
      throw notFound(SCHEDULE_QUOTE_NOT_FOUND);
    return { changes: (await repo.changesOfQuote(db, quoteId)).map(toScheduleChange) };
  }

  /** A member's view of their group's changes; anyone else gets a 404, as for the group. */
  async function ofGroup(principal: Principal, communityId: string) {
    const membership = await findActiveMembership(asWork(db), communityId, principal.userId);
    if (!membership) throw notFound(SCHEDULE_GROUP_NOT_FOUND);
    return { changes: (await repo.changesOfGroup(db, communityId)).map(toScheduleChange) };
  }

  return { change, ofQuote, ofGroup };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
