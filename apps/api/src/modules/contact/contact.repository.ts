import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ContactState } from '@saath/shared/contact';
import type { Db } from '../../db/client.ts';
import { contactSubmissions, type ContactSubmissionRow } from '../../db/schema/contact.ts';
import { users } from '../../db/schema/users.ts';

export async function insertSubmission(
  tx: Db,
  values: Omit<typeof contactSubmissions.$inferInsert, 'id'>,
): Promise<ContactSubmissionRow> {
  const [row] = await tx.insert(contactSubmissions).values(values).returning();
  return row!;
}

/** A message with the name of the admin who handled it (null while open). */
export type SubmissionWithHandler = ContactSubmissionRow & {
  handlerFirstName: string | null;
  handlerLastName: string | null;
};

function stateWhere(state: ContactState): SQL | undefined {
  if (state === 'open') return isNull(contactSubmissions.handledAt);
  if (state === 'handled') return isNotNull(contactSubmissions.handledAt);
  return undefined;
}

function selectWithHandler(db: Db) {
  return db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      subject: contactSubmissions.subject,
      message: contactSubmissions.message,
      createdAt: contactSubmissions.createdAt,
      handledAt: contactSubmissions.handledAt,
      handledBy: contactSubmissions.handledBy,
      handlerFirstName: users.firstName,
      handlerLastName: users.lastName,
    })
    .from(contactSubmissions)
    .leftJoin(users, eq(users.id, contactSubmissions.handledBy));
}

/**
 * Newest first, all or one state; ties (same clock reading) fall back to the id so pages never
 * overlap. Read along contact_submissions_created_idx, the state filtered as it goes.
 */
export async function listSubmissions(
  db: Db,
  state: ContactState,
  skip: number,
  limit: number,
): Promise<SubmissionWithHandler[]> {
  return selectWithHandler(db)
    .where(stateWhere(state))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit)
    .offset(skip);
}

export async function countSubmissions(db: Db, state: ContactState = 'all'): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactSubmissions).where(stateWhere(state));
  return row?.n ?? 0;
}

export async function findSubmission(
  db: Db,
  id: string,
): Promise<SubmissionWithHandler | undefined> {
  const [row] = await selectWithHandler(db).where(eq(contactSubmissions.id, id)).limit(1);
  return row;
}

/**
 * Marks an open message handled (or, with `handled` null, reopens a handled one). A message
 * already in that state is left as it is: the first admin's time and name stay.
 */
export async function setHandled(
  db: Db,
  id: string,
  handled: { at: Date; by: string } | null,
): Promise<void> {
  await db
    .update(contactSubmissions)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(
      and(
        eq(contactSubmissions.id, id),
        handled ? isNull(contactSubmissions.handledAt) : isNotNull(contactSubmissions.handledAt),
      ),
    );
}
