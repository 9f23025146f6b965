import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';

/**
 * What payments need of the lifecycle, named here and wired in app.ts (a module uses
 * another's service only through a small named interface): a captured share may complete the
 * group, which only the lifecycle may then book.
 */
export type PaymentLifecycle = {
  afterPayment(tx: Db, group: CommunityRow): Promise<CommunityRow>;
};
