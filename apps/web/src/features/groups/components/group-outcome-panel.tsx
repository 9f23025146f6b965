import { Link } from 'react-router';
import type { Group } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';
import { PATHS } from '../../../lib/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * What a group that stopped bidding means for its members (issue 14: READY_FOR_BOOKING and
 * CANCELLED pages said nothing): the bid it goes ahead on and what happens next, or why it
 * closed and what each member was given for it (decisions.md "Group lifecycle").
 */
export function GroupOutcomePanel({ group }: { group: Group }) {
  const status = group.status.toUpperCase();
  // Issue 11: a member's share is the payment panel's; this says what is known without one.
  if (status === 'READY_FOR_BOOKING' && !group.my_payment) {
    return (
      <section className="bidding-panel rounded-3 p-3 mb-3" aria-labelledby="outcome-heading">
        <h3 id="outcome-heading" className="h6 mb-2">
          Airline selected
        </h3>
        {group.lowest_known_price !== null && (
          <p className="mb-2">
            Lowest bid: <strong>{formatPaise(group.lowest_known_price)}</strong> per person
          </p>
        )}
        <p className="mb-0">
          Bidding has closed and an airline&apos;s bid has been selected for this group. Each member
          now pays their share: your tickets are issued when the flight is booked, and you will get
          them by email.
        </p>
      </section>
    );
  }
  if (status === 'CANCELLED') {
    const closed = group.bidding_deadline
      ? ` when bidding closed on ${formatDateTime(group.bidding_deadline)}`
      : '';
    return (
      <section
        className="rounded-3 p-3 mb-3 bg-danger-subtle text-danger-emphasis"
        aria-labelledby="outcome-heading"
      >
        <h3 id="outcome-heading" className="h6 mb-2">
          This group was cancelled
        </h3>
        <p className="mb-2">
          {group.bid_count === 0
            ? `No airline bid on this group${closed}, so there is no flight to book.`
            : `The group closed${closed} without a booking.`}
        </p>
        <p className="mb-0">
          Each member received one ticketing-fee waiver, used on a future booking.{' '}
          <Link to={`${PATHS.profile}#credits`}>See your credits and fee waivers</Link>
        </p>
      </section>
    );
  }
  return null;
}
