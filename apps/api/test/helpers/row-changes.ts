import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';

/**
 * Counts every row any statement inserts, updates or deletes in the public tables, through a
 * row trigger on each, in the writer's transaction (a rolled-back write counts nothing). One
 * cheap read then tells whether a request changed the database. Test databases only.
 */
export async function countRowChanges(
  db: Db,
  options: { except?: readonly string[] } = {},
): Promise<() => Promise<number>> {
  await db.execute(sql`CREATE TABLE test_row_changes (n bigint NOT NULL)`);
  await db.execute(sql`INSERT INTO test_row_changes VALUES (0)`);
  await db.execute(
    sql.raw(`CREATE FUNCTION test_count_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE test_row_changes SET n = n + 1; RETURN NULL; END $$`),
  );
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  const skipped = new Set(['test_row_changes', ...(options.except ?? [])]);
  for (const { tablename } of tables) {
    if (skipped.has(tablename)) continue;
    await db.execute(
      sql.raw(`CREATE TRIGGER test_count_row_change AFTER INSERT OR UPDATE OR DELETE
        ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION test_count_row_change()`),
    );
  }
  return async () => {
    const [row] = await queryRows<{ n: string | number }>(db, sql`SELECT n FROM test_row_changes`);
    return Number(row!.n);
  };
}
