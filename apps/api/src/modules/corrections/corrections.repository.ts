import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { correctionRequests, passengerCorrections } from '../../db/schema/corrections.ts';
import { tickets } from '../../db/schema/tickets.ts';

/** A member's own passenger in a group, with its ticket and the ticket's airline. */
export type OwnPassenger = {
  passenger_id: string;
  full_name: string;
  dob: string;
  gender: string;
  age: number;
  phone: string;
  passenger_email: string;
  user_id: string;
  email: string;
  first_name: string;
  /** The member's language, for the mail about their correction (ADR 0065). */
  language: string;
  community_id: string;
  rfq_number: string;
  from_location: string;
  to_location: string;
  travel_date: string;
  ticket_id: string | null;
  ticket_status: string | null;
  eticket_number: string | null;
  quote_id: string | null;
  company_id: string | null;
  departure_time: Date | string | null;
};

const OWN_PASSENGER = sql`SELECT p.id AS passenger_id, p.full_name, p.dob::text AS dob, p.gender, p.age,
    p.phone, p.email AS passenger_email,
    m.user_id, u.email, u.first_name, u.language, c.id AS community_id, c.rfq_number, c.from_location,
    c.to_location, c.travel_date::text AS travel_date, t.id AS ticket_id,
    t.status AS ticket_status, t.eticket_number, t.quote_id, t.company_id, t.departure_time
  FROM passengers p
  JOIN memberships m ON m.id = p.membership_id AND m.left_at IS NULL
  JOIN communities c ON c.id = m.community_id
  JOIN users u ON u.id = m.user_id
  LEFT JOIN tickets t ON t.passenger_id = p.id`;

/**
 * The passenger of a membership that stands; `userId` null for any member's (the admin). Someone
 * else's passenger reads as none.
 */
export async function findPassenger(
  db: Db,
  communityId: string,
  passengerId: string,
  userId: string | null,
): Promise<OwnPassenger | undefined> {
  const [row] = await queryRows<OwnPassenger>(
    db,
    sql`${OWN_PASSENGER} WHERE p.id = ${passengerId} AND m.community_id = ${communityId}
        ${userId === null ? sql`` : sql`AND m.user_id = ${userId}`}`,
  );
  return row;
}

/** The ticket carries the passenger's name as printed (the manifest, the e-ticket). */
export async function renameTicket(tx: Db, passengerId: string, name: string) {
  await tx.update(tickets).set({ passengerName: name }).where(eq(tickets.passengerId, passengerId));
}

export async function insertHistory(
  tx: Db,
  rows: Array<typeof passengerCorrections.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(passengerCorrections).values(rows);
}

export async function pendingRequestOf(db: Db, passengerId: string) {
  const [row] = await db
    .select({ id: correctionRequests.id })
    .from(correctionRequests)
    .where(
      and(
        eq(correctionRequests.passengerId, passengerId),
        eq(correctionRequests.status, 'PENDING'),
      ),
    )
    .limit(1);
  return row;
}

export type RequestRow = typeof correctionRequests.$inferSelect;

export async function insertRequest(
  tx: Db,
  values: typeof correctionRequests.$inferInsert,
): Promise<RequestRow> {
  const [row] = await tx.insert(correctionRequests).values(values).returning();
  return row!;
}

export async function findRequest(db: Db, id: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(correctionRequests)
    .where(eq(correctionRequests.id, id))
    .limit(1);
  return row;
}

/** Decides a PENDING request; false when another admin decided it first. */
export async function decideRequest(
  tx: Db,
  id: string,
  values: { status: 'PASSED' | 'DECLINED'; reason: string | null; decidedBy: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(correctionRequests)
    .set({
      status: values.status,
      reason: values.reason,
      decidedBy: values.decidedBy,
      decidedAt: values.at,
    })
    .where(and(eq(correctionRequests.id, id), eq(correctionRequests.status, 'PENDING')))
    .returning({ id: correctionRequests.id });
  return rows.length === 1;
}

export type AdminRow = {
  id: string;
  community_id: string;
  passenger_id: string;
  status: string;
  changes: Record<string, string>;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  rfq_number: string;
  travel_date: string;
  airline_name: string | null;
  member_email: string;
  full_name: string;
  dob: string;
  gender: string;
  eticket_number: string | null;
};

/** The admin's list: pending first, then the decided ones, each oldest first. */
export async function adminPage(db: Db, skip: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    queryRows<AdminRow>(
      db,
      sql`SELECT r.id, r.community_id, r.passenger_id, r.status, r.changes, r.reason,
            r.created_at, r.decided_at, c.rfq_number, c.travel_date::text AS travel_date,
            t.airline_name, u.email AS member_email, p.full_name, p.dob::text AS dob, p.gender,
            t.eticket_number
          FROM correction_requests r
          JOIN communities c ON c.id = r.community_id
          JOIN passengers p ON p.id = r.passenger_id
          JOIN users u ON u.id = r.user_id
          LEFT JOIN tickets t ON t.passenger_id = r.passenger_id
          ORDER BY (r.status = 'PENDING') DESC, r.created_at, r.id
          LIMIT ${limit} OFFSET ${skip}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM correction_requests`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The airline's users: who is mailed when its manifest changes. */
export async function companyUsers(db: Db, companyId: string) {
  return queryRows<{ email: string; first_name: string; company_name: string }>(
    db,
    sql`SELECT u.email, u.first_name, co.name AS company_name FROM users u
        JOIN companies co ON co.id = u.company_id
        WHERE u.company_id = ${companyId} AND u.is_active ORDER BY u.email`,
  );
}

/** Tells the airline's live stream (the change feed carries it to every API process). */
export async function announceManifestChange(tx: Db, companyId: string, data: unknown) {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  await tx.execute(sql`SELECT pg_notify('saath_changes', ${`c|${companyId}|${payload}`})`);
}
