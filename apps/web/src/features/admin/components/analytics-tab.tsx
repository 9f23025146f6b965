import { lazy, Suspense, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import type { Analytics } from '@saath/shared/admin';
import { formatPaise } from '@saath/shared/money';
import { SAVINGS_RULE_TEXT, SAVINGS_RULE_VALUES } from '@saath/shared/tickets';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatTime } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import {
  NOT_AVAILABLE,
  formatAverage,
  formatRate,
  routeBars,
  statusSlices,
} from '../admin-format.ts';
import type { AnalyticsQuery } from '../api/admin.api.ts';

// recharts is big (about 100 KB gzip): the charts are their own chunks, fetched once the
// numbers are on screen, so neither other pages nor the console's first paint wait for them.
const StatusPieChart = lazy(() => import('./status-pie-chart.tsx'));
const PopularRoutesChart = lazy(() => import('./popular-routes-chart.tsx'));

const count = (n: number) => n.toLocaleString('en-IN');
const notAvailable = () => t(NOT_AVAILABLE);

/**
 * Analytics: loaded on open, refreshed every 5 minutes. The page owns the query: a
 * failure is a full-page error (AnalyticsError), not part of this tab.
 */
export function AnalyticsTab({ analytics }: { analytics: AnalyticsQuery }) {
  if (analytics.isPending) return <PageSpinner label={t('Loading analytics…')} />;

  const data = analytics.data;
  return (
    <section aria-labelledby="analytics-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h2 id="analytics-title" className="h4 mb-0">
          {t('Analytics')}
        </h2>
        <p className="small text-body-secondary mb-0">
          {t('Updated {time} · refreshes every 5 minutes', {
            time: formatTime(new Date(analytics.dataUpdatedAt).toISOString()),
          })}
        </p>
      </div>
      {data ? (
        <AnalyticsBody data={data} />
      ) : (
        <Alert variant="warning">
          <h3 className="h6 mb-1">{t(ADMIN_MESSAGES.noAnalytics)}</h3>
          <p className="mb-0">
            {t('The server answered without any numbers. Try again in a moment.')}
          </p>
        </Alert>
      )}
    </section>
  );
}

function AnalyticsBody({ data }: { data: Analytics }) {
  const slices = statusSlices(data.community_status_counts);
  const bars = routeBars(data.popular_routes);
  const hasRecent = data.recent_communities.length > 0 || data.recent_tickets.length > 0;

  return (
    <>
      <Row xs={2} lg={4} className="g-3 mb-4">
        <StatCard label={t('Total Users')} value={count(data.total_users)} />
        <StatCard label={t('Groups')} value={count(data.total_communities)} />
        <StatCard label={t('Tickets Issued')} value={count(data.total_tickets)} />
        <StatCard
          label={t('Total Saved')}
          value={formatPaise(data.total_saved_amount)}
          note={t(SAVINGS_RULE_TEXT, SAVINGS_RULE_VALUES)}
        />
      </Row>
      {/* ADR 0024: the money, from the ledger; fees are the tickets' (GST apart). */}
      <h3 className="h5 mb-3">{t('Money')}</h3>
      <Row xs={2} lg={4} className="g-3 mb-4">
        <StatCard label={t('Fees Earned')} value={formatPaise(data.fees_earned)} />
        <StatCard label={t('Money Captured')} value={formatPaise(data.money_captured)} />
        <StatCard label={t('Money Refunded')} value={formatPaise(data.money_refunded)} />
        <StatCard label={t('Net')} value={formatPaise(data.money_net)} />
      </Row>
      {/* ADR 0055: the fares of issued tickets, from the airline ledger. */}
      <Row xs={2} lg={4} className="g-3 mb-4">
        <StatCard
          label={t('Owed to Airlines')}
          value={formatPaise(data.owed_to_airlines)}
          note={t('Fares of issued tickets, less cancellations and payouts')}
        />
        <StatCard label={t('Paid to Airlines')} value={formatPaise(data.paid_to_airlines)} />
      </Row>

      <Row className="g-3 mb-4">
        <Col lg={6}>
          <ChartCard title={t('Group Status Distribution')}>
            {slices.length === 0 ? (
              <p className="text-body-secondary mb-0">{t(ADMIN_MESSAGES.noStatusData)}</p>
            ) : (
              <Suspense fallback={<PageSpinner label={t('Loading chart…')} />}>
                <StatusPieChart slices={slices} />
              </Suspense>
            )}
          </ChartCard>
        </Col>
        <Col lg={6}>
          <ChartCard title={t('Popular Routes')}>
            {bars.length === 0 ? (
              <p className="text-body-secondary mb-0">{t(ADMIN_MESSAGES.noRoutesData)}</p>
            ) : (
              <Suspense fallback={<PageSpinner label={t('Loading chart…')} />}>
                <PopularRoutesChart bars={bars} />
              </Suspense>
            )}
          </ChartCard>
        </Col>
      </Row>

      <Card className="shadow-sm mb-4">
        <Card.Body>
          <h3 className="h5 mb-3">{t('Additional Statistics')}</h3>
          <Row xs={1} sm={2} lg={3} className="g-3 admin-stats">
            <Stat label={t('Average Group Size')} value={formatAverage(data.avg_community_size)} />
            <Stat
              label={t('Threshold Success Rate')}
              value={formatRate(data.threshold_success_rate)}
            />
            <Stat
              label={t('Average Ticket Price')}
              value={
                data.avg_ticket_price === null ? notAvailable() : formatPaise(data.avg_ticket_price)
              }
            />
            <Stat label={t('Credits Issued')} value={formatPaise(data.total_credits_issued)} />
            <Stat
              label={t('Most Active Route')}
              value={data.most_active_route ?? notAvailable()}
              note={t('Most groups; a tie goes to the route with the newest group')}
            />
            <Stat
              label={t('Pending Groups')}
              value={count(data.community_status_counts.PENDING ?? 0)}
            />
          </Row>
        </Card.Body>
      </Card>

      {hasRecent && <RecentActivity data={data} />}
      {(data.airline_ticketing?.length ?? 0) > 0 && (
        <AirlineTicketing rows={data.airline_ticketing ?? []} />
      )}
    </>
  );
}

function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Col>
      <Card className="shadow-sm h-100 admin-stat-card">
        <Card.Body as="dl" className="mb-0">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="admin-stat-value">{value}</dd>
          {note && <dd className="small text-body-secondary mb-0">{note}</dd>}
        </Card.Body>
      </Card>
    </Col>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Col as="dl" className="mb-0">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="fs-5 fw-semibold">{value}</dd>
      {note && <dd className="small text-body-secondary">{note}</dd>}
    </Col>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h3 className="h5 mb-3">{title}</h3>
        {children}
      </Card.Body>
    </Card>
  );
}

/**
 * Each airline's on-time ticketing (docs/product/ticketing.md): awards whose tickets were all
 * issued by their deadline, of those counted (deadline passed, missed, or complete).
 */
function AirlineTicketing({ rows }: { rows: NonNullable<Analytics['airline_ticketing']> }) {
  return (
    <Card className="shadow-sm mt-4">
      <Card.Body>
        <h3 className="h5 mb-3">{t('On-time ticketing by airline')}</h3>
        <Table responsive size="sm" className="mb-0">
          <thead>
            <tr>
              <th scope="col">{t('Airline')}</th>
              <th scope="col" className="text-end">
                {t('Awards')}
              </th>
              <th scope="col" className="text-end">
                {t('On time')}
              </th>
              <th scope="col" className="text-end">
                {t('Rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.company_id}>
                <td>{row.name}</td>
                <td className="text-end">{row.awards}</td>
                <td className="text-end">{row.on_time}</td>
                <td className="text-end">
                  {row.rate === null ? notAvailable() : `${Math.round(row.rate * 100)}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}

type RecentItem = { key: string; title: ReactNode; createdAt: string; status: string };

/** Recent groups and tickets, shown only when there is something to list. */
function RecentActivity({ data }: { data: Analytics }) {
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h3 className="h5 mb-3">{t('Recent Activity')}</h3>
        <Row className="g-4">
          <Col lg={6}>
            <RecentList
              title={t('Recent Groups')}
              empty={t('No groups yet.')}
              items={data.recent_communities.map((group) => ({
                key: group.community_id,
                title: (
                  <GroupRouteLabel codesOnly from={group.from_location} to={group.to_location} />
                ),
                createdAt: group.created_at,
                status: group.status,
              }))}
            />
          </Col>
          <Col lg={6}>
            <RecentList
              title={t('Recent Tickets')}
              empty={t('No tickets yet.')}
              items={data.recent_tickets.map((ticket) => ({
                key: ticket.ticket_id,
                // The flight number, or 'Pending' until the airline gave one.
                title: ticket.flight_number ?? t('Pending'),
                createdAt: ticket.created_at,
                status: ticket.status,
              }))}
            />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}

function RecentList({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: RecentItem[];
}) {
  return (
    <>
      <h4 className="h6">{title}</h4>
      {items.length === 0 ? (
        <p className="text-body-secondary small mb-0">{empty}</p>
      ) : (
        <ul className="list-group list-group-flush">
          {items.map((item) => (
            <li
              key={item.key}
              className="list-group-item px-0 d-flex justify-content-between align-items-center gap-2"
            >
              <div>
                <span className="fw-semibold">{item.title}</span>
                <div className="small text-body-secondary">{formatDateTime(item.createdAt)}</div>
              </div>
              <StatusBadge status={item.status} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Puts `node` where a translated sentence's tag is, in place of the tag's own words. */
const Insert = ({ node }: { node: ReactNode }) => node;

/** "A full-page error with a Retry button appears on failure" (in place of the page). */
export function AnalyticsError({
  analytics,
  otherTabs,
}: {
  analytics: AnalyticsQuery;
  /** Links to the console's other tabs, which do not depend on the analytics. */
  otherTabs: ReactNode;
}) {
  const message = errorText(analytics.error, analytics.error?.message ?? '');
  return (
    <div className="admin-error">
      <Alert variant="danger" role="alert">
        {ADMIN_MESSAGES.analyticsFailed(message)}
      </Alert>
      <Button
        variant="primary"
        onClick={() => void analytics.refetch()}
        disabled={analytics.isFetching}
      >
        {t('Retry')}
      </Button>
      <p className="small text-body-secondary mt-4 mb-0">
        {/* The links go where the translation puts its tag, whatever words it wraps. */}
        {tx('Meanwhile you can open <0>the other tabs</0>.', [<Insert node={otherTabs} />])}
      </p>
    </div>
  );
}
