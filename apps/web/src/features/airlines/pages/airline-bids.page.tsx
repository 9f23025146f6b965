import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import {
  BID_WITHDRAWN,
  bidStanding,
  bidStatus,
  bidTotalValue,
  type AirlineBid,
} from '@saath/shared/airlines';
import { formatPaise } from '@saath/shared/money';
import { msg, type Message } from '@saath/shared/i18n';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { formatLongDate, formatTimeRange } from '../../../lib/format.ts';
import { BIDS_LOAD_FAILED, CSV_DOWNLOAD_FAILED } from '../airline-messages.ts';
import { useAirlineBids, useDownloadBidsCsv } from '../api/airlines.api.ts';
import { airlineBidPath } from '../airline-paths.ts';
import { bidStatistics } from '../bid-statistics.ts';
import { NoFilterMatch, RouteDateFilters } from '../components/route-date-filters.tsx';
import { WithdrawBid, canWithdraw } from '../components/withdraw-bid.tsx';
import { useRouteDateFilter } from '../route-date-filter.ts';

const TITLE = msg('Your Airline Bids');

// Called while rendering: the headers are in the page's language.
function columns(onWithdrawn: () => void): readonly DataColumn<AirlineBid>[] {
  return [
    {
      header: t('Route'),
      rowHeader: true,
      cell: ({ community }) => (
        <>
          <GroupRouteLabel from={community.from_location} to={community.to_location} />
          <span className="d-block small fw-normal text-body-secondary">
            {community.rfq_number}
          </span>
        </>
      ),
    },
    { header: t('Date'), nowrap: true, cell: (bid) => formatLongDate(bid.community.travel_date) },
    {
      header: t('Flight Details'),
      cell: (bid) => {
        const times = formatTimeRange(bid.departure_time, bid.arrival_time);
        return (
          <span>
            <span className="fw-semibold">{bid.flight_number}</span>
            {times && <span className="d-block small">{times}</span>}
          </span>
        );
      },
    },
    { header: t('Passengers'), numeric: true, cell: (bid) => bid.community.member_count },
    {
      header: t('Bid per Passenger'),
      numeric: true,
      nowrap: true,
      cell: (bid) => formatPaise(bid.price_per_ticket),
    },
    { header: t('Status'), cell: (bid) => <BidStatus bid={bid} /> },
    {
      header: t('Total Value'),
      numeric: true,
      nowrap: true,
      cell: (bid) => formatPaise(bidTotalValue(bid)),
    },
    {
      header: t('Actions'),
      action: true,
      hiddenHeader: true,
      cell: (bid) => {
        if (canWithdraw(bid, bid.community))
          return <WithdrawBid bid={bid} group={bid.community} onWithdrawn={onWithdrawn} />;
        // The winning airline tickets the booked group from its passenger manifest.
        if (bid.is_selected && bid.community.status === 'BOOKED')
          return (
            <LinkButton to={airlineBidPath(bid.community_id)} variant="outline-primary" size="sm">
              {t('Passenger manifest')}
            </LinkButton>
          );
        return null;
      },
    },
  ];
}

/** 'Your Airline Bids', built from GET /api/airline/bids. */
export default function AirlineBidsPage() {
  const filters = useRouteDateFilter();
  const bids = useAirlineBids(filters.filter);
  const download = useDownloadBidsCsv();
  const [withdrawn, setWithdrawn] = useState(false);

  if (bids.isPending) return <PageSpinner label={t('Loading your bids…')} />;
  if (bids.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${t(TITLE)} · Saath`}</title>
        <PageError
          title={t(TITLE)}
          message={t(BIDS_LOAD_FAILED)}
          onRetry={() => void bids.refetch()}
        />
      </Container>
    );
  }

  const stats = bidStatistics(bids.data);
  const none = bids.data.length === 0;
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t(TITLE)} · Saath`}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0">{t(TITLE)}</h1>
        <div className="d-flex flex-wrap gap-2">
          {/* The export follows the filters on screen; with no bid there is nothing to export. */}
          <Button
            variant="outline-primary"
            onClick={() => download.mutate(filters.filter)}
            disabled={download.isPending || none}
          >
            {download.isPending && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {t('Download CSV')}
          </Button>
          <LinkButton to={PATHS.airlineDashboard} variant="outline-primary">
            {t('Browse RFQs')}
          </LinkButton>
        </div>
      </div>

      <div aria-live="polite">
        {withdrawn && (
          <Alert variant="success" role="status" dismissible onClose={() => setWithdrawn(false)}>
            {t(BID_WITHDRAWN)}
          </Alert>
        )}
      </div>
      {download.isError && (
        <Alert variant="danger" role="alert" dismissible onClose={() => download.reset()}>
          {t(CSV_DOWNLOAD_FAILED)}
        </Alert>
      )}

      {none && !filters.active ? (
        <Card className="shadow-sm text-center">
          <Card.Body className="py-5">
            <h2 className="h5">{t('No Bids Submitted')}</h2>
            <p className="text-body-secondary">
              {t('Your bids appear here once you quote a price on an open request.')}
            </p>
            <LinkButton to={PATHS.airlineDashboard}>{t('Browse RFQs')}</LinkButton>
          </Card.Body>
        </Card>
      ) : (
        <>
          <RouteDateFilters filters={filters} subject="bids" updating={bids.isPlaceholderData} />
          {none ? (
            <NoFilterMatch subject="bids" onClear={filters.clear} />
          ) : (
            <>
              <section aria-labelledby="bid-stats-heading" className="mb-4">
                <h2 id="bid-stats-heading" className="visually-hidden">
                  {t('Statistics')}
                </h2>
                <dl className="bid-stats mb-0">
                  <Stat term={t('Total Bids')} value={String(stats.totalBids)} />
                  <Stat term={t('Won Bids')} value={String(stats.wonBids)} />
                  <Stat
                    term={t('Average Bid')}
                    value={stats.averageBid === null ? t('N/A') : formatPaise(stats.averageBid)}
                  />
                  <Stat term={t('Total Revenue')} value={formatPaise(stats.totalRevenue)} />
                </dl>
              </section>
              <Card className="shadow-sm">
                <DataTable
                  columns={columns(() => setWithdrawn(true))}
                  rows={bids.data}
                  rowKey={(bid) => bid.quote_id}
                  label={t(TITLE)}
                />
              </Card>
            </>
          )}
        </>
      )}
    </Container>
  );
}

/** One term and value of the statistics list (a div may group a dt and its dd). */
function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="card card-body shadow-sm">
      <dt className="small text-body-secondary fw-normal">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const statusBadge = ({ is_selected, community }: AirlineBid) => {
  if (!is_selected) return 'text-bg-secondary';
  // Won, but the members are still paying.
  return community.status === 'READY_FOR_BOOKING' ? 'text-bg-info' : 'text-bg-success';
};

// bidStatus speaks English (the API's CSV export writes it): its words in the page's language.
const BID_STATUS_LABELS: Readonly<Record<string, Message>> = {
  Booked: msg('Booked'),
  Accepted: msg('Accepted'),
  Pending: msg('Pending'),
  'Not selected': msg('Not selected'),
};

// bidStanding's words the same way: the production bundle writes each msg() in its language, so a
// word reaches the page through one of these, never as the shared package's English.
const STANDING_LABELS: Readonly<Record<string, Message>> = {
  Lowest: msg('Lowest'),
  Outbid: msg('Outbid'),
};

/** The bid's status as the page shows it; the one status with numbers is a won, unpaid group. */
function bidStatusText(bid: AirlineBid): string {
  const label = BID_STATUS_LABELS[bidStatus(bid)];
  if (label) return t(label);
  const { paid_member_count: paid, active_member_count: active } = bid.community;
  return t('Won – awaiting payment ({paid} of {active} paid)', { paid, active });
}

// Accepted if selected, else Pending (shared with the CSV export); while bidding is
// open the standing is shown too.
function BidStatus({ bid }: { bid: AirlineBid }) {
  const standing = bidStanding(bid);
  // One element, so the card layout of a phone keeps the two badges together.
  return (
    <span>
      <span className={`badge ${statusBadge(bid)}`}>{bidStatusText(bid)}</span>
      {standing && (
        <span className={`badge ms-1 ${bid.is_lowest ? 'text-bg-success' : 'text-bg-warning'}`}>
          {STANDING_LABELS[standing] ? t(STANDING_LABELS[standing]) : standing}
        </span>
      )}
    </span>
  );
}
