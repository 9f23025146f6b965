import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import type { AirlineBid } from '@saath/shared/airlines';
import { msg } from '@saath/shared/i18n';
import { t, tx } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import {
  AIRLINE_API_KEYS_PATH,
  AIRLINE_BALANCE_PAGE_PATH,
  AIRLINE_WEBHOOKS_PATH,
  AIRLINE_WON_GROUPS_PATH,
} from '../airline-paths.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { AWAITING_TICKETS_NOTICE, RFQS_LOAD_FAILED } from '../airline-messages.ts';
import { useWonGroups } from '../api/ticketing.api.ts';
import { useAirlineBids, useAirlineLive, useOpenRfqs } from '../api/airlines.api.ts';
import { RfqCard } from '../components/rfq-card.tsx';
import { NoFilterMatch, RouteDateFilters } from '../components/route-date-filters.tsx';
import { useRouteDateFilter } from '../route-date-filter.ts';

const TITLE = msg('Active RFQs for Airlines');

/** The airline dashboard: the groups open for bidding (status RFQ_SENT). */
export default function AirlineDashboardPage() {
  // Route and date filters, applied by the server and kept in the URL.
  const filters = useRouteDateFilter();
  const rfqs = useOpenRfqs(filters.filter);
  // New RFQs, lowest bids and closed RFQs arrive without a reload.
  useAirlineLive();
  // The company's own quotes tell each card whether its bid is the lowest. Without them the
  // cards still show the group's lowest bid.
  const bids = useAirlineBids(filters.filter);
  // Won groups whose tickets the company still owes (a failed read only hides the notice).
  const awaiting = useWonGroups().data?.awaiting_tickets ?? 0;

  if (rfqs.isPending) return <PageSpinner label={t('Loading RFQs…')} />;
  if (rfqs.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${t(TITLE)} · Saath`}</title>
        <PageError
          title={t(TITLE)}
          message={t(RFQS_LOAD_FAILED)}
          onRetry={() => void rfqs.refetch()}
        />
      </Container>
    );
  }

  const open = rfqs.data.filter((group) => group.status.toUpperCase() === 'RFQ_SENT');
  const ownBids = new Map<string, AirlineBid>(
    (bids.data ?? []).map((bid) => [bid.community_id, bid]),
  );

  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t(TITLE)} · Saath`}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">{t(TITLE)}</h1>
          <p className="text-body-secondary mb-0">
            {t(
              'Groups whose passengers are waiting for a price per ticket. The lowest bid when bidding closes wins the group.',
            )}
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to={PATHS.airlineBids} variant="outline-primary">
            {t('Your Airline Bids')}
          </LinkButton>
          <LinkButton to={AIRLINE_WON_GROUPS_PATH} variant="outline-primary">
            {t('Won groups')}
          </LinkButton>
          <LinkButton to={AIRLINE_BALANCE_PAGE_PATH} variant="outline-primary">
            {t('Balance')}
          </LinkButton>
          <LinkButton to={AIRLINE_API_KEYS_PATH} variant="outline-secondary">
            {t('API keys')}
          </LinkButton>
          <LinkButton to={AIRLINE_WEBHOOKS_PATH} variant="outline-secondary">
            {t('Webhooks')}
          </LinkButton>
        </div>
      </div>

      {awaiting > 0 && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold">{t(AWAITING_TICKETS_NOTICE, { count: awaiting })}</span>
          {tx('<0>Issue their tickets</0>', [
            <Link to={AIRLINE_WON_GROUPS_PATH} className="alert-link" />,
          ])}
        </Alert>
      )}

      <RouteDateFilters filters={filters} subject="rfqs" updating={rfqs.isPlaceholderData} />

      {open.length === 0 && filters.active ? (
        <NoFilterMatch subject="rfqs" onClear={filters.clear} />
      ) : open.length === 0 ? (
        <Card className="shadow-sm text-center">
          <Card.Body className="py-5">
            <h2 className="h5">{t('No Active RFQs')}</h2>
            <p className="text-body-secondary mb-0">
              {t('New requests for quotes appear here as soon as a group reaches its threshold.')}
            </p>
          </Card.Body>
        </Card>
      ) : (
        <Row
          xs={1}
          md={2}
          xl={3}
          className="g-3 list-unstyled"
          as="ul"
          aria-label={t('Open requests for quotes')}
        >
          {open.map((group) => (
            <Col key={group.community_id} as="li">
              <RfqCard group={group} ownBid={ownBids.get(group.community_id)} />
            </Col>
          ))}
        </Row>
      )}
    </Container>
  );
}
