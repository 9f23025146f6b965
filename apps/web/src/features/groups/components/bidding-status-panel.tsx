import Spinner from 'react-bootstrap/Spinner';
import type { Group } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';

/**
 * spec §2 "Airline Bidding Status" (RFQ_SENT, BOOKED). Savings against a market price and
 * the ticket list come with the tickets issue; this shows what the group record carries.
 */
export function BiddingStatusPanel({ group }: { group: Group }) {
  const booked = group.status.toUpperCase() === 'BOOKED';
  return (
    <section className="bidding-panel rounded-3 p-3 mb-3" aria-labelledby="bidding-heading">
      <h3 id="bidding-heading" className="h6 mb-2">
        Airline Bidding Status
      </h3>
      <p className="d-flex align-items-center gap-2 mb-2" role="status">
        {booked ? (
          <span className="fw-semibold">Flight booked</span>
        ) : (
          <>
            <Spinner size="sm" animation="border" aria-hidden="true" />
            <span>Awaiting airline quotes</span>
          </>
        )}
      </p>
      {group.lowest_known_price !== null ? (
        <p className="mb-0">
          Lowest bid: <strong>{formatPaise(group.lowest_known_price)}</strong> per person
          {group.bid_count > 0 && (
            <span className="text-body-secondary">
              {' '}
              ({group.bid_count} {group.bid_count === 1 ? 'bid' : 'bids'} received)
            </span>
          )}
        </p>
      ) : (
        <p className="mb-0">No bids received yet</p>
      )}
    </section>
  );
}
