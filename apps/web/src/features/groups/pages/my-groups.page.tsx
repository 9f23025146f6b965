import { Link } from '../../../components/ui/link';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { paymentDueBy, type Group } from '@saath/shared/groups';
import { timeSlotLabel } from '@saath/shared/travel';
import { PATHS, communityPath } from '../../../lib/paths.ts';
import { passengerTallyText } from '../group-status-texts.ts';
import { mayJoinGroups } from '../../../lib/roles.ts';
import { useSession } from '../../../lib/session.store.ts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ThresholdProgress } from '../../../components/ui/threshold-progress.tsx';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useMyGroups } from '../api/groups.api.ts';
import { GROUPS_LOAD_FAILED, GROUPS_LOAD_FAILED_TITLE } from '../group-messages.ts';

// Built at render time: the headers are in the page's language, whose texts load after the
// modules evaluate.
const columns = (): DataColumn<Group>[] => [
  {
    header: t('Status'),
    cell: (group) => {
      // The caller's share of a group awaiting payment is unpaid.
      const due = paymentDueBy(group);
      return (
        <>
          <StatusBadge status={group.status} />
          {due && (
            <span className="d-block small fw-semibold text-danger-emphasis mt-1">
              {t('Payment due by {time} IST', { time: formatDateTime(due) })}
            </span>
          )}
        </>
      );
    },
  },
  {
    header: t('Route'),
    cell: (group) => <GroupRouteLabel from={group.from_location} to={group.to_location} />,
  },
  { header: t('Date'), nowrap: true, cell: (group) => formatLongDate(group.travel_date) },
  { header: t('Time Slot'), cell: (group) => timeSlotLabel(group.time_slot) },
  {
    header: t('Threshold'),
    className: 'group-table__progress',
    cell: (group) => (
      <ThresholdProgress
        count={group.passenger_count}
        threshold={group.threshold}
        label={t('Towards threshold')}
      />
    ),
  },
  {
    header: t('Passengers'),
    nowrap: true,
    cell: (group) => passengerTallyText(group.passenger_count, group.threshold, group.capacity),
  },
  {
    header: t('Details'),
    action: true,
    hiddenHeader: true,
    className: 'text-lg-end',
    cell: (group) => (
      <Link
        to={communityPath(group.community_id)}
        className="btn btn-sm btn-outline-primary"
        aria-label={t('View group {rfq}', { rfq: group.rfq_number })}
      >
        {t('View')}
      </Link>
    ),
  },
];

/** /communities: the user's groups (the leave redirect lands here). */
export default function MyGroupsPage() {
  const groups = useMyGroups();
  const travels = mayJoinGroups(useSession().user);

  if (groups.isPending) return <PageSpinner label={t('Loading your groups…')} />;
  if (groups.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{t('Your Flight Groups · Saath')}</title>
        <PageError
          title={t(GROUPS_LOAD_FAILED_TITLE)}
          message={t(GROUPS_LOAD_FAILED)}
          onRetry={() => void groups.refetch()}
        />
      </Container>
    );
  }

  return (
    <Container className="py-4 py-lg-5">
      <title>{t('Your Flight Groups · Saath')}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0">{t('Your Flight Groups')}</h1>
        {travels && <LinkButton to={PATHS.newCommunity}>{t('Find or Create a Group')}</LinkButton>}
      </div>
      {groups.data.length === 0 ? (
        <Card className="shadow-sm text-center">
          <Card.Body className="py-5">
            <h2 className="h5">{t('You have no flight groups yet')}</h2>
            <p className="text-body-secondary">
              {t('Search for a group on your route and date, or start one for others to join.')}
            </p>
            {travels && <LinkButton to={PATHS.newCommunity}>{t('Find Flight Groups')}</LinkButton>}
          </Card.Body>
        </Card>
      ) : (
        <Card className="shadow-sm">
          <DataTable
            columns={columns()}
            rows={groups.data}
            rowKey={(group) => group.community_id}
            label={t('Your flight groups')}
          />
        </Card>
      )}
    </Container>
  );
}
