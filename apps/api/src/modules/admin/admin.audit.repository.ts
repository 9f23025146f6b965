import { count, sql } from 'drizzle-orm';
import type { AuditAction } from '@saath/shared/admin-audit';
import { queryRows, type Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';

export type NewAuditRow = typeof adminAuditLog.$inferInsert;

export async function insertAuditRow(tx: Db, values: Omit<NewAuditRow, 'id'>): Promise<void> {
  await tx.insert(adminAuditLog).values(values);
}

export type AuditListRow = {
  id: number;
  action: AuditAction;
  at: Date | string;
  reason: string | null;
  from_status: string | null;
  to_status: string | null;
  details: Record<string, unknown> | null;
  actor_id: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
  user_id: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  user_email: string | null;
  community_id: string | null;
  rfq_number: string | null;
  from_location: string | null;
  to_location: string | null;
};

/**
 * Newest first by id (the identity follows insertion, so pages never overlap and the primary
 * key serves the order), with the actor, the account and the group each read by primary key.
 */
export async function listAuditRows(db: Db, skip: number, limit: number) {
  return queryRows<AuditListRow>(
    db,
    sql`SELECT a.id, a.action, a.at, a.reason, a.from_status, a.to_status, a.details,
        actor.id AS actor_id, actor.first_name AS actor_first_name,
        actor.last_name AS actor_last_name, actor.email AS actor_email,
        u.id AS user_id, u.first_name AS user_first_name, u.last_name AS user_last_name,
        u.email AS user_email,
        c.id AS community_id, c.rfq_number, c.from_location, c.to_location
      FROM admin_audit_log AS a
      LEFT JOIN users AS actor ON actor.id = a.admin_user_id
      LEFT JOIN users AS u ON u.id = a.user_id
      LEFT JOIN communities AS c ON c.id = a.community_id
      ORDER BY a.id DESC
      LIMIT ${limit} OFFSET ${skip}`,
  );
}

export async function countAuditRows(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminAuditLog);
  return row?.n ?? 0;
}
