import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserState } from '@saath/shared/admin-users';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserFilter = { q?: string; status: UserState };

/** A LIKE pattern matching `text` literally, anywhere (its % _ and \ are not wildcards). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the Users search looks in: name, email and phone as one text, so a search for
 * "asha verma" finds the name. No index serves a substring match (ILIKE '%…%'): a page is read
 * newest first along users_created_idx, filtered as it goes, and the total counts every row.
 * At scale this wants a trigram index on this very expression (pg_trgm, GIN, gin_trgm_ops):
 * that needs its own migration, so it is not added here.
 */
const SEARCH_TEXT = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, ''))`;

function whereOf(filter: UserFilter): SQL | undefined {
  return and(
    filter.q ? sql`${SEARCH_TEXT} ILIKE ${containing(filter.q)}` : undefined,
    filter.status === 'all' ? undefined : eq(users.isActive, filter.status === 'active'),
  );
}

/** An account as the admin list shows it, with its credit balance summed from the ledger. */
function selectAdminUsers(db: Db) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
      role: users.role,
      companyId: users.companyId,
      // Spelled out: inside a select drizzle would render the outer column unqualified.
      creditPaise: sql<string>`coalesce((SELECT sum(l.amount_paise) FROM credit_ledger AS l WHERE l.user_id = "users"."id"), 0)`,
    })
    .from(users);
}
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

/** The accounts the filter keeps, newest first (ties by id, so pages never overlap). */
export async function listUsers(db: Db, filter: UserFilter, skip: number, limit: number) {
  return selectAdminUsers(db)
    .where(whereOf(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(skip);
}

export async function countUsers(db: Db, filter: UserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findAdminUser(db: Db, id: string) {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id)).limit(1);
  return row;
}
