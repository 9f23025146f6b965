import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactSubmissions, type ContactSubmissionRow } from '../../db/schema/contact.ts';

export async function insertSubmission(
  tx: Db,
  values: Omit<typeof contactSubmissions.$inferInsert, 'id'>,
): Promise<ContactSubmissionRow> {
  const [row] = await tx.insert(contactSubmissions).values(values).returning();
  return row!;
}

/** Newest first; ties (same clock reading) fall back to the id so pages never overlap. */
export async function listSubmissions(
  db: Db,
  skip: number,
  limit: number,
): Promise<ContactSubmissionRow[]> {
  return db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit)
    .offset(skip);
}

export async function countSubmissions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactSubmissions);
  return row?.n ?? 0;
}
