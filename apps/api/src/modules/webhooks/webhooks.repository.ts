import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { insertMany, type Db } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema/airlines.ts';
import { passengers } from '../../db/schema/groups.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { tickets } from '../../db/schema/tickets.ts';

/** The job kind of a webhook delivery in the job table (ADR 0026). */
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

export async function insertDeliveries(tx: Db, rows: NewDelivery[]) {
  if (rows.length === 0) return;
  await insertMany(
    tx,
    mailOutbox,
    rows.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      kind: WEBHOOK_JOB,
      recipient: r.companyId,
      companyId: r.companyId,
      subject: r.event,
      textBody: r.body,
      nextAttemptAt: r.now,
      createdAt: r.now,
    })),
  );
}

export async function deliveriesOf(db: Db, companyId: string, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.kind, WEBHOOK_JOB)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function deliveryOf(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.companyId, companyId),
        eq(mailOutbox.kind, WEBHOOK_JOB),
      ),
    );
  return row;
}

/** The booked group's passengers on the winning company's quote, with their tickets. */
export async function manifest(db: Db, communityId: string) {
  return db
    .select({
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

export async function biddingCompanies(db: Db, communityId: string): Promise<string[]> {
  const rows = await db
    .select({ id: quotes.companyId })
    .from(quotes)
    .where(eq(quotes.communityId, communityId));
  return rows.map((r) => r.id);
}
