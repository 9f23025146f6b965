import type { Group } from '@saath/shared/groups';
import { LADDER_ANONYMOUS } from '@saath/shared/bids';
import { formatPaise } from '@saath/shared/money';
import { t } from '../../../lib/i18n.tsx';
import { useBidLadder } from '../api/groups.api.ts';

/**
 * ADR 0027: the group's live bids, lowest first, prices only; the airlines are
 * named once the group is booked. Nothing is shown until the ladder has loaded (the panel
 * already says the lowest bid and the count).
 */
export function BidLadder({ group }: { group: Group }) {
  const ladder = useBidLadder(group);
  const bids = ladder.data?.bids ?? [];
  if (bids.length === 0) return null;
  const named = bids.some((bid) => bid.airline_name !== null);
  return (
    <div className="mt-3">
      <h4 id="bid-ladder-heading" className="small fw-semibold mb-1">
        {t('All bids, lowest first')}
      </h4>
      <ol className="bid-ladder list-unstyled mb-1" aria-labelledby="bid-ladder-heading">
        {bids.map((bid) => (
          <li key={bid.rank} className="d-flex justify-content-between gap-3 py-1 border-bottom">
            <span>
              <span className="text-body-secondary">#{bid.rank}</span>
              {bid.airline_name && <span className="ms-2">{bid.airline_name}</span>}
            </span>
            <strong>{formatPaise(bid.price_per_ticket)}</strong>
          </li>
        ))}
      </ol>
      {!named && <p className="small text-body-secondary mb-0">{t(LADDER_ANONYMOUS)}</p>}
    </div>
  );
}
