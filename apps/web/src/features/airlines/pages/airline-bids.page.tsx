import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import type { AirlineBid } from '@saath/shared/airlines';
import { formatPaise } from '@saath/shared/money';
import { PATHS } from '../../../lib/paths.ts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { formatLongDate, formatTimeRange } from '../../../lib/format.ts';
import { BIDS_LOAD_FAILED } from '../airline-messages.ts';
import { useAirlineBids } from '../api/airlines.api.ts';
import { bidStatistics, bidTotalValue } from '../bid-statistics.ts';

const TITLE = 'Your Airline Bids';

const COLUMNS: readonly DataColumn<AirlineBid>[] = [
  {
    header: 'Route',
    rowHeader: true,
    cell: ({ community }) => (
      <>
        <GroupRouteLabel from={community.from_location} to={community.to_location} />
        <span className="d-block small fw-normal text-body-secondary">{community.rfq_number}</span>
      </>
    ),
  },
  { header: 'Date', nowrap: true, cell: (bid) => formatLongDate(bid.community.travel_date) },
  {
    header: 'Flight Details',
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
  { header: 'Passengers', numeric: true, cell: (bid) => bid.community.member_count },
  {
    header: 'Bid per Passenger',
    numeric: true,
    nowrap: true,
    cell: (bid) => formatPaise(bid.price_per_ticket),
  },
  { header: 'Status', cell: (bid) => <BidStatus bid={bid} /> },
  {
    header: 'Total Value',
    numeric: true,
    nowrap: true,
    cell: (bid) => formatPaise(bidTotalValue(bid)),
  },
];

/** spec §2 "Your Airline Bids", built from GET /api/airline/bids (decisions.md). */
export default function AirlineBidsPage() {
  const bids = useAirlineBids();
  if (bids.isPending) return <PageSpinner label="Loading your bids…" />;
  if (bids.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${TITLE} · Saath`}</title>
        <PageError title={TITLE} message={BIDS_LOAD_FAILED} onRetry={() => void bids.refetch()} />
      </Container>
    );
  }

  const stats = bidStatistics(bids.data);
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${TITLE} · Saath`}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0">{TITLE}</h1>
        <LinkButton to={PATHS.airlineDashboard} variant="outline-primary">
          Browse RFQs
        </LinkButton>
      </div>

      {bids.data.length === 0 ? (
        <Card className="shadow-sm text-center">
          <Card.Body className="py-5">
            <h2 className="h5">No Bids Submitted</h2>
            <p className="text-body-secondary">
              Your bids appear here once you quote a price on an open request.
            </p>
            <LinkButton to={PATHS.airlineDashboard}>Browse RFQs</LinkButton>
          </Card.Body>
        </Card>
      ) : (
        <>
          <section aria-labelledby="bid-stats-heading" className="mb-4">
            <h2 id="bid-stats-heading" className="visually-hidden">
              Statistics
            </h2>
            <dl className="bid-stats mb-0">
              <Stat term="Total Bids" value={String(stats.totalBids)} />
              <Stat term="Won Bids" value={String(stats.wonBids)} />
              <Stat
                term="Average Bid"
                value={stats.averageBid === null ? 'N/A' : formatPaise(stats.averageBid)}
              />
              <Stat term="Total Revenue" value={formatPaise(stats.totalRevenue)} />
            </dl>
          </section>
          <Card className="shadow-sm">
            <DataTable
              columns={COLUMNS}
              rows={bids.data}
              rowKey={(bid) => bid.quote_id}
              label={TITLE}
            />
          </Card>
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

// spec §2: Accepted if selected, else Pending. While bidding is open the standing is shown
// too; once the group closed on another airline's bid, 'Pending' would mislead.
function BidStatus({ bid }: { bid: AirlineBid }) {
  const open = bid.community.status.toUpperCase() === 'RFQ_SENT';
  const status = bid.is_selected ? 'Accepted' : open ? 'Pending' : 'Not selected';
  return (
    <>
      <span className={`badge ${bid.is_selected ? 'text-bg-success' : 'text-bg-secondary'}`}>
        {status}
      </span>
      {open && !bid.is_selected && (
        <span className={`badge ms-1 ${bid.is_lowest ? 'text-bg-success' : 'text-bg-warning'}`}>
          {bid.is_lowest ? 'Lowest' : 'Outbid'}
        </span>
      )}
    </>
  );
}
