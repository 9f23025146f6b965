import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, type ApiKeyRow } from '../../db/schema/api-keys.ts';
import { users } from '../../db/schema/users.ts';

export type NewApiKey = Omit<ApiKeyRow, 'id' | 'lastUsedAt' | 'revokedAt'>;

export async function insertApiKey(db: Db, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row!;
}

/** Serialises the key creations of one company until the transaction ends. */
export async function lockCompanyKeys(tx: Db, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'api_keys:' + companyId}))`);
}

export function keysOfCompany(db: Db, companyId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function activeKeyCount(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** A company's key by id, or undefined (another company's key is not found). */
export async function keyOfCompany(
  db: Db,
  companyId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId)));
  return row;
}

/** Sets revoked_at once; a second revocation keeps the first time. */
export async function revokeKey(db: Db, id: string, at: Date): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** The unrevoked key of a hash, with its creator's account, if that account is active. */
export async function activeKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), eq(users.isActive, true)));
  return row;
}

/** Records a use, unless one at or after `unlessSince` is already recorded (another process). */
export async function touchKey(db: Db, id: string, at: Date, unlessSince: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, unlessSince))),
    );
}
