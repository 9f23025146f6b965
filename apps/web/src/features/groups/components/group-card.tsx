import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Group } from '@saath/shared/groups';
import { hasPaidShare, isLeavable, paymentDueBy } from '@saath/shared/group-status';
import { formatPaise } from '@saath/shared/money';
import { timeSlotLabel } from '@saath/shared/travel';
import { communityPath } from '../../../lib/paths.ts';
import { GroupRouteLabel, routeText } from '../../../components/ui/group-route-label.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ThresholdProgress } from '../../../components/ui/threshold-progress.tsx';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { statusFooterText } from '../group-status-texts.ts';
import { TicketingProgress, ticketsPending } from './ticketing-progress.tsx';

type GroupCardProps = { group: Group; onLeave: (group: Group) => void };

/** A group on the dashboard's 'Your Groups' list, with its status's footer text. */
export function GroupCard({ group, onLeave }: GroupCardProps) {
  // 'Tickets have been issued' is said once they are: until then the ticketing line says how many.
  const footer = ticketsPending(group)
    ? null
    : statusFooterText(group.status, group.passenger_count);
  const due = paymentDueBy(group);
  const name = t('{route} on {date}', {
    route: routeText(group.from_location, group.to_location),
    date: formatLongDate(group.travel_date),
  });
  return (
    <Card className="shadow-sm h-100 group-card">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h3 className="h6 mb-0">
            <GroupRouteLabel from={group.from_location} to={group.to_location} />
          </h3>
          <StatusBadge status={group.status} />
        </div>
        <p className="mb-3 small text-body-secondary">
          {formatLongDate(group.travel_date)} · {timeSlotLabel(group.time_slot)} ·{' '}
          {group.rfq_number}
        </p>
        <ThresholdProgress
          count={group.passenger_count}
          threshold={group.threshold}
          capacity={group.capacity}
          label={t('Passengers')}
          className="mb-3"
        />
        {group.lowest_known_price !== null && (
          <p className="mb-2 small">
            {tx('Lowest bid: <0>{price}</0> per person', [<strong />], {
              price: formatPaise(group.lowest_known_price),
            })}
          </p>
        )}
        {/* The caller's share of a group awaiting payment is unpaid. */}
        {due && (
          <p className="small fw-semibold text-danger-emphasis mb-2">
            {t('Payment due by {time} IST', { time: formatDateTime(due) })}
          </p>
        )}
        <TicketingProgress group={group} className="small fw-semibold mb-2" />
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to={communityPath(group.community_id)} size="sm" variant="outline-primary">
            <span aria-hidden="true">{t('View details')}</span>
            <span className="visually-hidden">{t('View details of {name}', { name })}</span>
          </LinkButton>
          {/* Leaving is not offered when BOOKED (nor once the group is closed), nor once
              the member has paid. */}
          {isLeavable(group.status.toUpperCase()) && !hasPaidShare(group) && (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => onLeave(group)}
              aria-label={t('Leave {name}', { name })}
            >
              {t('Leave')}
            </Button>
          )}
        </div>
      </Card.Body>
      {footer && <Card.Footer className="small text-body-secondary">{footer}</Card.Footer>}
    </Card>
  );
}
