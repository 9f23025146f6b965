import type { Db } from '../../db/client.ts';
import { communityStatusHistory } from '../../db/schema/groups.ts';

/** A group's status history: one row per move, written with the move (the status itself is
 * written by the groups repository, the aggregate's one writer). */
export async function insertHistory(
  tx: Db,
  values:
    typeof communityStatusHistory.$inferInsert | Array<typeof communityStatusHistory.$inferInsert>,
) {
  await tx.insert(communityStatusHistory).values(Array.isArray(values) ? values : [values]);
}
