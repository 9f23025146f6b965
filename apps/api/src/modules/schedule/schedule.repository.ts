import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/airlines.ts';
import {
  scheduleChangeRefunds,
  scheduleChanges,
  type ScheduleChangeRow,
} from '../../db/schema/schedule-changes.ts';
import { tickets } from '../../db/schema/tickets.ts';

export type NewSchedule = {
  flightNumber: string;
  departureTime: Date;
  arrivalTime: Date;
};

/** The award's flight and times, in one statement. */
export async function updateQuoteSchedule(tx: Db, quoteId: string, schedule: NewSchedule) {
  await tx.update(quotes).set(schedule).where(eq(quotes.id, quoteId));
}

/**
 * The tickets of the award carry a copy of its flight (their page, the e-ticket PDF): the ones
 * not cancelled follow the change; a cancelled ticket keeps the flight it was cancelled on.
 */
export async function updateTicketsSchedule(tx: Db, quoteId: string, schedule: NewSchedule) {
  await tx
    .update(tickets)
    .set(schedule)
    .where(and(eq(tickets.quoteId, quoteId), ne(tickets.status, 'CANCELLED')));
}

export async function insertChange(tx: Db, row: typeof scheduleChanges.$inferInsert) {
  const [inserted] = await tx.insert(scheduleChanges).values(row).returning();
  return inserted!;
}

/** A group's changes, newest first. */
export async function changesOfGroup(db: Db, communityId: string): Promise<ScheduleChangeRow[]> {
  return db
    .select()
    .from(scheduleChanges)
    .where(eq(scheduleChanges.communityId, communityId))
    .orderBy(desc(scheduleChanges.createdAt), desc(scheduleChanges.id));
}

/** An award's changes, newest first. */
export async function changesOfQuote(db: Db, quoteId: string): Promise<ScheduleChangeRow[]> {
  return db
    .select()
    .from(scheduleChanges)
    .where(eq(scheduleChanges.quoteId, quoteId))
    .orderBy(desc(scheduleChanges.createdAt), desc(scheduleChanges.id));
}

/**
 * The latest significant change of a group whose full-refund window is still open at `at`
 * (docs/product/money.md): a member's cancellation now is refunded in full.
 */
export async function openFullRefundWindow(
  db: Db,
  communityId: string,
  at: Date,
): Promise<{ changeId: string; until: Date } | null> {
  const [row] = await db
    .select({ changeId: scheduleChanges.id, until: scheduleChanges.fullRefundUntil })
    .from(scheduleChanges)
    .where(
      and(
        eq(scheduleChanges.communityId, communityId),
        eq(scheduleChanges.significant, true),
        gt(scheduleChanges.fullRefundUntil, at),
      ),
    )
    .orderBy(desc(scheduleChanges.fullRefundUntil))
    .limit(1);
  return row ? { changeId: row.changeId, until: row.until! } : null;
}

/** A ticket cancelled for a full refund under a significant change: kept once per ticket. */
export async function recordFullRefund(
  tx: Db,
  row: { ticketId: string; scheduleChangeId: string; amountPaise: number; createdAt: Date },
) {
  await tx.insert(scheduleChangeRefunds).values(row).onConflictDoNothing();
}

/** What a ticket's full-refund cancellation refunded, if it was one. */
export async function fullRefundOfTicket(
  db: Db,
  ticketId: string,
): Promise<{ amountPaise: number } | undefined> {
  const [row] = await db
    .select({ amountPaise: scheduleChangeRefunds.amountPaise })
    .from(scheduleChangeRefunds)
    .where(eq(scheduleChangeRefunds.ticketId, ticketId))
    .limit(1);
  return row;
}
