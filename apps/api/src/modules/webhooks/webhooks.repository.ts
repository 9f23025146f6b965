import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema/airlines.ts';
import { passengers } from '../../db/schema/groups.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { insertJobs } from '../../platform/jobs.ts';
import { tickets } from '../../db/schema/tickets.ts';

/** The job kind of a webhook delivery: its target is the company, its payload the event and body (ADR 0040). */
export const WEBHOOK_JOB = 'webhook';

export async function companyHook(db: Db, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      endpoint: companies.apiEndpoint,
      secret: companies.webhookSecret,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Companies that receive webhooks: an endpoint and a secret. */
export async function hookedCompanies(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(isNotNull(companies.apiEndpoint), isNotNull(companies.webhookSecret)));
  return rows.map((r) => r.id);
}

/**
 * The company's webhook settings, its row locked until the caller's transaction ends: checks
 * that must not race (one test event at a time) hold it.
 */
export async function lockCompanyHook(tx: Db, companyId: string) {
  const [row] = await tx
    .select({ endpoint: companies.apiEndpoint, secret: companies.webhookSecret })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

/** Whether a delivery of this event to the company is waiting for its first attempt. */
export async function hasUntriedDelivery(db: Db, companyId: string, event: string) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, WEBHOOK_JOB),
        eq(jobs.target, companyId),
        eq(jobs.attempts, 0),
        isNull(jobs.completedAt),
        isNull(jobs.deadAt),
        sql`${jobs.payload}->>'event' = ${event}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function setEndpoint(db: Db, companyId: string, endpoint: string | null) {
  await db.update(companies).set({ apiEndpoint: endpoint }).where(eq(companies.id, companyId));
}

export async function setSecret(db: Db, companyId: string, sealed: string) {
  await db.update(companies).set({ webhookSecret: sealed }).where(eq(companies.id, companyId));
}

export type NewDelivery = {
  id?: string;
  companyId: string;
  event: string;
  body: string;
  now: Date;
};

/** Queues deliveries in the caller's transaction (the event's, so they exist when it commits). */
export async function insertDeliveries(tx: Db, rows: NewDelivery[]) {
  // One statement per time stamp: an event's deliveries share their transaction's time.
  const byTime = new Map<number, NewDelivery[]>();
  for (const row of rows)
    byTime.set(row.now.getTime(), [...(byTime.get(row.now.getTime()) ?? []), row]);
  for (const [at, group] of byTime)
    await insertJobs(
      tx,
      group.map((r) => ({
        id: r.id,
        kind: WEBHOOK_JOB,
        target: r.companyId,
        payload: { event: r.event, body: r.body } satisfies DeliveryPayload,
      })),
      new Date(at),
    );
}

/** What a delivery's job keeps: the event and the exact body that is signed. */
export type DeliveryPayload = { event: string; body: string };

/**
 * The company's latest deliveries; with `communityId`, only the events about that group (the
 * won-group page's list): the signed body's `data.community_id`.
 */
export async function deliveriesOf(db: Db, companyId: string, limit: number, communityId?: string) {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, WEBHOOK_JOB),
        eq(jobs.target, companyId),
        communityId
          ? sql`((${jobs.payload}->>'body')::jsonb->'data'->>'community_id') = ${communityId}`
          : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

export async function deliveryOf(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, WEBHOOK_JOB), eq(jobs.target, companyId)));
  return row;
}

/**
 * The booked group's passengers on the winning company's quote, with their tickets; the
 * passenger id is what the airline's ticketing request names (docs/product/ticketing.md).
 */
export async function manifest(db: Db, communityId: string) {
  return db
    .select({
      passenger_id: tickets.passengerId,
      name: passengers.fullName,
      dob: passengers.dob,
      gender: passengers.gender,
      ticket_number: tickets.ticketNumber,
    })
    .from(tickets)
    .innerJoin(passengers, eq(passengers.id, tickets.passengerId))
    .where(eq(tickets.communityId, communityId))
    .orderBy(tickets.ticketNumber);
}

/** The award of a booked group: the quote to ticket and when its tickets are due. */
export async function award(db: Db, communityId: string) {
  const [row] = await db
    .select({ quoteId: quotes.id, deadline: quotes.ticketingDeadline })
    .from(quotes)
    .where(and(eq(quotes.communityId, communityId), eq(quotes.isSelected, true)))
    .limit(1);
  return row;
}

export async function biddingCompanies(db: Db, communityId: string): Promise<string[]> {
  const rows = await db
    .select({ id: quotes.companyId })
    .from(quotes)
    .where(eq(quotes.communityId, communityId));
  return rows.map((r) => r.id);
}
