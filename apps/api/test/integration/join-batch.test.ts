import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinBodySchema } from '@saath/shared/groups';
import { queryRows } from '../../src/db/client.ts';
import { createJoins } from '../../src/modules/groups/groups.join.ts';
import { createGroup, passengers, traveller } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp();

describe('the join batch (one join path)', () => {
  it('retries each join on its own when the batch fails as a whole, so only the bad one fails', async () => {
    const { app } = ctx.t;
    const owner = await traveller(app, 'Owner');
    const group = await createGroup(app, owner.headers, {}, 1);
    const joiners = await Promise.all(
      ['Asha', 'Ravi', 'Meena', 'Kabir'].map((n) => traveller(app, n)),
    );
    const { saath } = app;
    const principals = await Promise.all(
      joiners.map((j) => saath.auth.principalOf(j.headers.authorization)),
    );
    const poisoned = principals[2]!;
    // A fault only the database knows of: any transaction writing this member's membership
    // fails, and with it the whole batch it was in.
    await queryRows(
      ctx.database.db,
      sql.raw(`CREATE FUNCTION refuse_member() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.user_id = '${poisoned.userId}' THEN RAISE EXCEPTION 'disk on fire'; END IF;
          RETURN NEW;
        END $$`),
    );
    await queryRows(
      ctx.database.db,
      sql.raw(`CREATE TRIGGER refuse_member BEFORE INSERT ON memberships
        FOR EACH ROW EXECUTE FUNCTION refuse_member()`),
    );
    try {
      const joins = createJoins({
        db: saath.database.db,
        clock: saath.clock,
        lifecycle: saath.lifecycle,
        mail: saath.mail,
        config: saath.config,
      });
      // Called in one turn of the event loop: one batch.
      const outcomes = await Promise.allSettled(
        principals.map((principal, i) =>
          joins.join({
            principal: principal!,
            groupId: group.community_id,
            passengers: joinBodySchema.parse({ passengers: passengers(1, `Joiner ${i}`) })
              .passengers,
          }),
        ),
      );
      expect(outcomes.map((o) => o.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      const [row] = await queryRows<{ n: number; members: number }>(
        ctx.database.db,
        sql`SELECT c.passenger_count AS n,
              (SELECT count(*)::int FROM memberships m
               WHERE m.community_id = c.id AND m.left_at IS NULL) AS members
            FROM communities c WHERE c.id = ${group.community_id}`,
      );
      expect(row).toEqual({ n: 4, members: 4 });
    } finally {
      await queryRows(ctx.database.db, sql`DROP TRIGGER refuse_member ON memberships`);
      await queryRows(ctx.database.db, sql`DROP FUNCTION refuse_member()`);
    }
  });
});
