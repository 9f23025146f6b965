import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import type { TicketingState } from '@saath/shared/ticketing';
import { timeSlotLabel } from '@saath/shared/travel';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { GroupRouteLabel, routeText } from '../../../components/ui/group-route-label.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatLongDate, formatTimeRange } from '../../../lib/format.ts';
import { msg } from '@saath/shared/i18n';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { AWAITING_TICKETS, TICKETS_ISSUED, WON_GROUPS_LOAD_FAILED } from '../airline-messages.ts';
import { airlineWonGroupPath } from '../airline-paths.ts';
import { useWonGroups } from '../api/ticketing.api.ts';
import { TicketingDue } from '../components/ticketing-due.tsx';

const TITLE = msg('Won Groups');

/** Whether the airline still owes this group tickets. */
export const awaitsTickets = (group: TicketingState) =>
  group.status.toUpperCase() === 'BOOKED' && group.tickets_issued < group.tickets_total;

// Built while rendering: the headers are in the page's language.
const columns = (): readonly DataColumn<TicketingState>[] => [
  {
    header: t('Route'),
    rowHeader: true,
    nowrap: true,
    cell: (group) => <GroupRouteLabel from={group.from_location} to={group.to_location} />,
  },
  {
    header: t('Date'),
    nowrap: true,
    // One element: on a phone the cell is a flex row, which would set the slot beside the date.
    cell: (group) => (
      <span>
        {formatLongDate(group.travel_date)}
        <span className="d-block small text-body-secondary">{timeSlotLabel(group.time_slot)}</span>
      </span>
    ),
  },
  {
    header: t('Flight'),
    nowrap: true,
    cell: (group) => {
      const times = formatTimeRange(group.departure_time, group.arrival_time);
      return (
        <span>
          {group.flight_number}
          {times && <span className="d-block small text-body-secondary">{times}</span>}
        </span>
      );
    },
  },
  { header: t('Status'), cell: (group) => <StatusBadge status={group.status} /> },
  {
    header: t('Tickets'),
    nowrap: true,
    // Tickets exist once the group is booked; before, its members are still paying.
    cell: (group) =>
      group.status.toUpperCase() === 'BOOKED'
        ? t(TICKETS_ISSUED, { issued: group.tickets_issued, total: group.tickets_total })
        : '—',
  },
  {
    header: t('Deadline'),
    nowrap: true,
    cell: (group) => (
      <TicketingDue
        deadline={group.ticketing_deadline}
        done={group.tickets_total > 0 && group.tickets_issued >= group.tickets_total}
      />
    ),
  },
  {
    header: t('Actions'),
    action: true,
    hiddenHeader: true,
    // 'टिकट जारी करें' broke into three lines beside a full table: the button keeps one.
    nowrap: true,
    cell: (group) => {
      const values = {
        route: routeText(group.from_location, group.to_location),
        date: formatLongDate(group.travel_date),
      };
      const issue = awaitsTickets(group);
      return (
        <LinkButton
          to={airlineWonGroupPath(group.quote_id)}
          size="sm"
          variant={awaitsTickets(group) ? 'primary' : 'outline-primary'}
        >
          <span aria-hidden="true">{issue ? t('Issue tickets') : t('View')}</span>
          <span className="visually-hidden">
            {issue
              ? t('Issue tickets for {route} on {date}', values)
              : t('View for {route} on {date}', values)}
          </span>
        </LinkButton>
      );
    },
  },
];

/** The groups the company's bids won: where each one's ticketing stands and what is due. */
export default function AirlineWonGroupsPage() {
  const won = useWonGroups();
  if (won.isPending) return <PageSpinner label={t('Loading your won groups…')} />;
  if (won.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${t(TITLE)} · Saath`}</title>
        <PageError
          title={t(TITLE)}
          message={t(WON_GROUPS_LOAD_FAILED)}
          onRetry={() => void won.refetch()}
        />
      </Container>
    );
  }
  const { awaiting_tickets: awaiting, groups } = won.data;
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t(TITLE)} · Saath`}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">{t(TITLE)}</h1>
          <p className="text-body-secondary mb-0">
            {t(
              "Groups your bids won. Once every member has paid, issue the group's PNR and each passenger's e-ticket number before the deadline.",
            )}
          </p>
        </div>
        <LinkButton to={PATHS.airlineDashboard} variant="outline-primary">
          {t('Browse RFQs')}
        </LinkButton>
      </div>
      {groups.length === 0 ? (
        <Card className="shadow-sm text-center">
          <Card.Body className="py-5">
            <h2 className="h5">{t('No Won Groups Yet')}</h2>
            <p className="text-body-secondary mb-0">
              {t('A group appears here when bidding closes with your bid as the lowest.')}
            </p>
          </Card.Body>
        </Card>
      ) : (
        <>
          <p className={awaiting > 0 ? 'fw-semibold' : 'text-body-secondary'}>
            {awaiting > 0
              ? t(AWAITING_TICKETS, { count: awaiting })
              : t('No group awaits your tickets.')}
          </p>
          <Card className="shadow-sm">
            <DataTable
              columns={columns()}
              rows={groups}
              rowKey={(group) => group.quote_id}
              label={t(TITLE)}
            />
          </Card>
        </>
      )}
    </Container>
  );
}
