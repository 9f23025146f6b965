import { and, eq, gt, type Placeholder, type SQL } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '@saath/shared/payment-rules';
import { communities } from './schema/groups.ts';
import { constant } from './statement.ts';

// The payment window of packages/shared/src/payment-rules.ts (`paymentWindowOpen`) as SQL
// conditions on a group row, built from the same constant, so a query filters by exactly what
// the services decide in code (docs/product/money.md). The payment status lists are used as they
// are (`PAID_STATUSES` in the partial unique index and in `paymentsOfGroup`).

/**
 * The group takes payments at `now`: awaiting payment, its deadline still ahead. `now` may be a
 * placeholder of a named statement.
 */
export function paymentWindowOpenAt(now: Date | Placeholder): SQL {
  return and(
    eq(communities.status, constant(AWAITING_PAYMENT)),
    gt(communities.paymentDeadline, now),
  )!;
}
