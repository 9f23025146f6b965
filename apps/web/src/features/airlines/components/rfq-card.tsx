import Card from 'react-bootstrap/Card';
import type { Quote } from '@saath/shared/airlines';
import type { Group } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';
import { timeSlotLabel } from '@saath/shared/travel';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { airlineBidPath } from '../airline-paths.ts';
import { OwnBidStanding, StandingText } from './own-bid-standing.tsx';

type RfqCardProps = {
  group: Group;
  /** The company's live quote on this group, when it has one. */
  ownBid?: Pick<Quote, 'price_per_ticket' | 'is_lowest' | 'is_selected'>;
};

/** Airline screens: one RFQ on the airline dashboard. */
export function RfqCard({ group, ownBid }: RfqCardProps) {
  return (
    <Card className="shadow-sm h-100">
      <Card.Header className="d-flex justify-content-between align-items-center gap-2 bg-white">
        <span className="fw-semibold">{group.rfq_number}</span>
        <StatusBadge status={group.status} label={t('Awaiting Bids')} />
      </Card.Header>
      <Card.Body>
        <h2 className="h6 mb-3">
          <GroupRouteLabel from={group.from_location} to={group.to_location} />
        </h2>
        <dl className="rfq-facts small mb-3">
          <dt>{t('Travel date')}</dt>
          <dd>{formatLongDate(group.travel_date)}</dd>
          <dt>{t('Preferred time')}</dt>
          <dd>{timeSlotLabel(group.time_slot)}</dd>
          <dt>{t('Passengers')}</dt>
          <dd>{group.member_count}</dd>
          {group.bidding_deadline && (
            <>
              <dt>{t('Bidding closes')}</dt>
              <dd>{formatDateTime(group.bidding_deadline)}</dd>
            </>
          )}
        </dl>
        <p className="mb-2">
          {group.lowest_known_price !== null
            ? tx('Lowest Bid: <0>{price}</0>', [<strong />], {
                price: formatPaise(group.lowest_known_price),
              })
            : t('No bids yet')}
        </p>
        {ownBid && (
          <p className="mb-0 small">
            {tx('Your bid: <0>{price}</0>', [<strong />], {
              price: formatPaise(ownBid.price_per_ticket),
            })}{' '}
            <OwnBidStanding quote={ownBid} />
          </p>
        )}
        {group.my_standing && (
          <p className="mb-0 small" data-testid="own-standing">
            <StandingText standing={group.my_standing} />
          </p>
        )}
      </Card.Body>
      <Card.Footer className="bg-white">
        <LinkButton to={airlineBidPath(group.community_id)} size="sm">
          <span aria-hidden="true">{t('Submit Bid')}</span>
          <span className="visually-hidden">
            {t('Submit Bid for {rfq}', { rfq: group.rfq_number })}
          </span>
        </LinkButton>
      </Card.Footer>
    </Card>
  );
}
