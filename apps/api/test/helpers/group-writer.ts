import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client.ts';

/**
 * The runtime half of "the group is changed only through its commands" (ADR 0038): a statement
 * trigger on `communities` and `memberships` that records every INSERT, UPDATE or DELETE made
 * while the transaction-local setting `saath.writer` is not `groups`. The groups module's
 * commands set it for as long as they run (groups.writer.ts), so whatever writes those tables
 * from anywhere else is recorded, however its SQL is written: a Drizzle builder, SQL text, or a
 * groups repository function called from another module. Installed by the tests that check it
 * (never by migrations: production has no such trigger). TRUNCATE is not a write it watches
 * (the harness empties tables between tests).
 */
export async function installGroupWriterCheck(db: Db): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS group_writer_violations (
      id serial PRIMARY KEY,
      table_name text NOT NULL,
      operation text NOT NULL,
      query text NOT NULL
    )`);
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION record_group_writer_violation() RETURNS trigger AS $$
    BEGIN
      IF coalesce(current_setting('saath.writer', true), '') <> 'groups' THEN
        INSERT INTO group_writer_violations (table_name, operation, query)
        VALUES (TG_TABLE_NAME, TG_OP, current_query());
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
  for (const table of ['communities', 'memberships']) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS group_writer_check ON ${table}`));
    await db.execute(
      sql.raw(`CREATE TRIGGER group_writer_check AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION record_group_writer_violation()`),
    );
  }
}

/** The writes recorded outside the groups commands since the table was last emptied. */
export async function groupWriterViolations(db: Db) {
  return queryRows<{ table_name: string; operation: string; query: string }>(
    db,
    sql`SELECT table_name, operation, query FROM group_writer_violations ORDER BY id`,
  );
}
