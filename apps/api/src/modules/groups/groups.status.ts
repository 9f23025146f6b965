import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import { assertHoldsGroup } from '../../platform/locks.ts';
import * as repo from './groups.repository.ts';
import { asGroupsWriter } from './groups.writer.ts';

/*
 * The group's status command. The lifecycle is the only code that decides a status (it asks the
 * state machine, records the history and writes the side effects: docs/product/lifecycle.md);
 * this is how it writes one, and eslint.config.js lets no other module import this file
 * (ADR 0038). The groups module owns the row; the lifecycle owns the rules of its status.
 */

/**
 * Sets the status (and the columns that go with it) of locked groups that are in `from`.
 * Returns the rows changed, as they are now.
 */
export function changeStatus(
  tx: Db,
  ids: string[],
  from: readonly string[],
  changes: Partial<Omit<CommunityRow, 'id'>> & Pick<CommunityRow, 'status' | 'updatedAt'>,
): Promise<CommunityRow[]> {
  for (const id of ids) assertHoldsGroup(tx, id);
  return asGroupsWriter(tx, () => repo.setStatus(tx, ids, from, changes));
}
