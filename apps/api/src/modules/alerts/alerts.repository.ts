import { and, asc, count, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { routeAlerts, type RouteAlertRow } from '../../db/schema/alerts.ts';
import { users } from '../../db/schema/users.ts';

/** A traveller's alerts, soonest dates first (a stable order, whatever the clock). */
export async function listAlerts(db: Db, userId: string): Promise<RouteAlertRow[]> {
  return db
    .select()
    .from(routeAlerts)
    .where(eq(routeAlerts.userId, userId))
    .orderBy(
      asc(routeAlerts.dateFrom),
      asc(routeAlerts.fromLocation),
      asc(routeAlerts.toLocation),
      asc(routeAlerts.dateTo),
      asc(routeAlerts.id),
    );
}

/** Serialises one traveller's alert writes, so the per-user limit holds under concurrent adds. */
export async function lockUserAlerts(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`route_alerts|${userId}`}))`);
}

export async function countAlerts(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(routeAlerts)
    .where(eq(routeAlerts.userId, userId));
  return row?.n ?? 0;
}

/** The new alert, or undefined when the same one exists (the unique constraint decides). */
export async function insertAlert(
  tx: Db,
  values: Omit<typeof routeAlerts.$inferInsert, 'id'>,
): Promise<RouteAlertRow | undefined> {
  const [row] = await tx.insert(routeAlerts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Deletes a traveller's own alert; someone else's is left alone (and reads as missing). */
export async function deleteOwnAlert(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(routeAlerts)
    .where(and(eq(routeAlerts.id, id), eq(routeAlerts.userId, userId)))
    .returning({ id: routeAlerts.id });
  return rows.length > 0;
}

/** The unsubscribe link's delete: whoever holds a valid token for the alert. */
export async function deleteAlert(db: Db, id: string): Promise<RouteAlertRow | undefined> {
  const [row] = await db.delete(routeAlerts).where(eq(routeAlerts.id, id)).returning();
  return row;
}

export type ClaimedAlert = {
  id: string;
  userId: string;
  email: string;
  firstName: string;
};

/**
 * ADR 0021: the alerts a group opening matches (route, slot if set, travel date within the
 * range), not the creator's own, whose owner is active and was not mailed for this alert today.
 * Claiming sets `last_notified_on` in the same statement, so two processes (or a retried job)
 * never mail one alert twice a day. Reads route_alerts_match_idx.
 */
export async function claimMatches(
  tx: Db,
  group: { fromLocation: string; toLocation: string; travelDate: string; timeSlot: string },
  creatorId: string | null,
  today: string,
): Promise<ClaimedAlert[]> {
  return tx
    .update(routeAlerts)
    .set({ lastNotifiedOn: today })
    .from(users)
    .where(
      and(
        eq(users.id, routeAlerts.userId),
        eq(users.isActive, true),
        eq(routeAlerts.fromLocation, group.fromLocation),
        eq(routeAlerts.toLocation, group.toLocation),
        lte(routeAlerts.dateFrom, group.travelDate),
        gte(routeAlerts.dateTo, group.travelDate),
        or(isNull(routeAlerts.timeSlot), eq(routeAlerts.timeSlot, group.timeSlot)),
        or(isNull(routeAlerts.lastNotifiedOn), lt(routeAlerts.lastNotifiedOn, today)),
        creatorId ? ne(routeAlerts.userId, creatorId) : undefined,
      ),
    )
    .returning({
      id: routeAlerts.id,
      userId: routeAlerts.userId,
      email: users.email,
      firstName: users.firstName,
    });
}

/** The profile fields the ready-made alerts come from. */
export async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      domestic_city_pair1: users.domesticCityPair1,
      domestic_city_pair2: users.domesticCityPair2,
      domestic_city_pair3: users.domesticCityPair3,
      likely_travel1: users.likelyTravel1,
      likely_travel2: users.likelyTravel2,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
