import Spinner from 'react-bootstrap/Spinner';
import type { Group } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';
import { SAVINGS_RULE_TEXT, SAVINGS_RULE_VALUES, groupSavingsPaise } from '@saath/shared/tickets';
import { t, tx } from '../../../lib/i18n.tsx';
import { BidLadder } from './bid-ladder.tsx';

/**
 * 'Airline Bidding Status' (RFQ_SENT, BOOKED): the lowest bid and, once booked, the
 * group's savings against the assumed market price (₹15,000 per ticket).
 */
export function BiddingStatusPanel({ group }: { group: Group }) {
  const booked = group.status.toUpperCase() === 'BOOKED';
  const lowest = group.lowest_known_price;
  // The server's figure counts the tickets still issued, as the admin's Total Saved does; an
  // answer without it (a list, not the detail) falls back to the fare for every passenger.
  const savings =
    group.savings?.amount ??
    (lowest !== null ? groupSavingsPaise(lowest, group.passenger_count) : null);
  return (
    <section className="bidding-panel rounded-3 p-3 mb-3" aria-labelledby="bidding-heading">
      <h3 id="bidding-heading" className="h6 mb-2">
        {t('Airline Bidding Status')}
      </h3>
      <p className="d-flex align-items-center gap-2 mb-2" role="status">
        {booked ? (
          <span className="fw-semibold">{t('Flight booked')}</span>
        ) : (
          <>
            <Spinner as="span" size="sm" animation="border" aria-hidden="true" />
            <span>{t('Awaiting airline quotes')}</span>
          </>
        )}
      </p>
      {lowest !== null ? (
        <p className="mb-0">
          {tx('Lowest bid: <0>{price}</0> per person', [<strong />], {
            price: formatPaise(lowest),
          })}
          {group.bid_count > 0 && (
            <span className="text-body-secondary">
              {' '}
              {t('({count, plural, one {# bid} other {# bids}} received)', {
                count: group.bid_count,
              })}
            </span>
          )}
        </p>
      ) : (
        <p className="mb-0">{t('No bids received yet')}</p>
      )}
      {group.bid_count > 0 && <BidLadder group={group} />}
      {booked && savings !== null && (
        <p className="mb-0 mt-2">
          {tx('Total group savings: <0>{amount}</0>', [<strong />], {
            amount: formatPaise(savings),
          })}
          <span className="d-block small text-body-secondary">
            {t(SAVINGS_RULE_TEXT, SAVINGS_RULE_VALUES)}
          </span>
        </p>
      )}
    </section>
  );
}
