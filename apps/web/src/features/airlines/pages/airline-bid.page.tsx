import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BID_WITHDRAWN, INVALID_PRICE, quoteBodySchema, type Quote } from '@saath/shared/airlines';
import type { Group } from '@saath/shared/groups';
import { TIES_NOTE } from '@saath/shared/bids';
import { formatPaise, rupeesToPaise } from '@saath/shared/money';
import { timeSlotLabel } from '@saath/shared/travel';
import { msg } from '@saath/shared/i18n';
import { t, tx } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.store.ts';
import { formatDateTime, formatLongDate, formatTimeRange } from '../../../lib/format.ts';
import {
  AFTER_BID_REDIRECT_MS,
  BID_FAILED,
  BID_FAILED_FALLBACK,
  BID_SUBMITTED,
  COMMUNITY_LOAD_FAILED,
} from '../airline-messages.ts';
import { useGroupQuotes, useAirlineLive, useRfq, useSubmitBid } from '../api/airlines.api.ts';
import { OwnBidStanding, StandingText } from '../components/own-bid-standing.tsx';
import { PassengerManifest } from '../components/passenger-manifest.tsx';
import { WithdrawBid, canWithdraw } from '../components/withdraw-bid.tsx';

const TITLE = msg('Submit a Bid');
/** Once the group is booked on the airline's bid there is nothing to bid: its passengers. */
const BOOKED_TITLE = msg('Booked Flight Group');

const BackLink = () => (
  <Link to={PATHS.airlineDashboard} className="d-inline-block mb-3">
    <span aria-hidden="true">← </span>
    {t('Back to the airline dashboard')}
  </Link>
);

/** The airline's bid form, at /airline/bid/{communityId}. */
export default function AirlineBidPage() {
  const { communityId = '' } = useParams();
  const rfq = useRfq(communityId);
  const quotes = useGroupQuotes(communityId);
  const { user } = useSession();
  // The lowest bid and the bidding status move while the form is open.
  useAirlineLive();

  if (rfq.isPending) return <PageSpinner label={t('Loading community details…')} />;
  if (rfq.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${t(TITLE)} · Saath`}</title>
        <BackLink />
        <PageError
          title={t(TITLE)}
          message={t(COMMUNITY_LOAD_FAILED)}
          onRetry={() => void rfq.refetch()}
        />
      </Container>
    );
  }

  // One live quote per company and group; an admin (no company) sees every quote but has none.
  const own = user?.company_id
    ? quotes.data?.find((quote) => quote.company_id === user.company_id)
    : undefined;
  // Once the group is booked on the company's bid, the passengers replace the form.
  const booked = own?.is_selected && rfq.data.status === 'BOOKED';
  const title = t(booked ? BOOKED_TITLE : TITLE);
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${title} · Saath`}</title>
      <BackLink />
      <h1 className="h2 mb-4">{title}</h1>
      <Row className="g-4">
        <Col lg={5}>
          <CommunityDetails group={rfq.data} own={own} />
        </Col>
        <Col lg={7}>
          {booked ? <PassengerManifest quoteId={own.quote_id} /> : <BidForm group={rfq.data} />}
        </Col>
      </Row>
    </Container>
  );
}

function CommunityDetails({ group, own }: { group: Group; own?: Quote }) {
  const ownTimes = own ? formatTimeRange(own.departure_time, own.arrival_time) : null;
  const [withdrawn, setWithdrawn] = useState(false);
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h5 mb-3">{t('Community Details')}</h2>
        <dl className="rfq-facts mb-3">
          <dt>{t('RFQ')}</dt>
          <dd>{group.rfq_number}</dd>
          <dt>{t('Route')}</dt>
          <dd>
            <GroupRouteLabel from={group.from_location} to={group.to_location} />
          </dd>
          <dt>{t('Travel date')}</dt>
          <dd>{formatLongDate(group.travel_date)}</dd>
          <dt>{t('Preferred time')}</dt>
          <dd>{timeSlotLabel(group.time_slot)}</dd>
          <dt>{t('Passengers')}</dt>
          <dd>{group.member_count}</dd>
          <dt>{t('Current lowest bid')}</dt>
          <dd>
            {group.lowest_known_price !== null
              ? t('{price} per ticket', { price: formatPaise(group.lowest_known_price) })
              : t('No bids yet')}
          </dd>
          {group.bidding_deadline && (
            <>
              {/* A deadline in the past says so ('closes' read as still to come). */}
              <dt>{group.status === 'RFQ_SENT' ? t('Bidding closes') : t('Bidding closed')}</dt>
              <dd>{formatDateTime(group.bidding_deadline)}</dd>
            </>
          )}
        </dl>
        <p className="small text-body-secondary mb-3">{t(TIES_NOTE)}</p>
        {own && (
          <section aria-labelledby="own-bid-heading" className="border-top pt-3">
            <h3 id="own-bid-heading" className="h6">
              {t('Your current bid')}
            </h3>
            <p className="mb-1">
              {tx('<0>{price}</0> per ticket', [<strong />], {
                price: formatPaise(own.price_per_ticket),
              })}{' '}
              <OwnBidStanding quote={own} />
            </p>
            {group.my_standing && (
              <p className="mb-1" role="status" data-testid="own-standing">
                <StandingText standing={group.my_standing} />
              </p>
            )}
            <p className="small text-body-secondary">
              {ownTimes
                ? t('Flight {flight}, {times}.', { flight: own.flight_number, times: ownTimes })
                : t('Flight {flight}.', { flight: own.flight_number })}
              {group.status === 'RFQ_SENT' && ` ${t('Submitting again replaces it.')}`}
            </p>
            {canWithdraw(own, group) && (
              <WithdrawBid bid={own} group={group} onWithdrawn={() => setWithdrawn(true)} />
            )}
          </section>
        )}
        <div aria-live="polite">
          {withdrawn && !own && (
            <Alert variant="success" role="status" className="mb-0 mt-3">
              {t(BID_WITHDRAWN)}
            </Alert>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

const EMPTY_BID = { price_per_ticket: '', flight_number: '', departure_time: '', arrival_time: '' };

/** Bid: a price present and above 0. */
const validPrice = (price: string) => price.trim() !== '' && Number(price) > 0;

function BidForm({ group }: { group: Group }) {
  const navigate = useNavigate();
  const submit = useSubmitBid();
  const [done, setDone] = useState(false);
  const busy = submit.isPending || done;
  // The price is typed in rupees and sent in paise (× 100, rounded to the paisa).
  const toBody = (values: typeof EMPTY_BID) => ({
    ...values,
    price_per_ticket: validPrice(values.price_per_ticket)
      ? rupeesToPaise(Number(values.price_per_ticket))
      : 0,
    community_id: group.community_id,
  });
  const form = useSchemaForm({
    initial: EMPTY_BID,
    idPrefix: 'bid',
    schema: quoteBodySchema,
    toInput: toBody,
    check: (values) =>
      validPrice(values.price_per_ticket)
        ? []
        : [{ loc: ['price_per_ticket'], message: t(INVALID_PRICE) }],
  });

  // Success, then the dashboard after 2 s.
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(PATHS.airlineDashboard), AFTER_BID_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.submit((_, values) =>
    submit.mutateAsync(
      { communityId: group.community_id, body: toBody(values) },
      { onSuccess: () => setDone(true) },
    ),
  );

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-3">{t('Your Bid')}</h2>
        <div aria-live="polite">
          {done && (
            <Alert variant="success" role="status">
              {t(BID_SUBMITTED)}
            </Alert>
          )}
        </div>
        {submit.isError && (
          <Alert variant="danger" role="alert">
            {t(BID_FAILED, { detail: errorText(submit.error, t(BID_FAILED_FALLBACK)) })}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit} aria-label={t('Submit a bid')}>
          <TextField
            {...form.field('price_per_ticket')}
            label={t('Price Per Ticket (₹)')}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            hint={t('For each of the {count} passengers, in rupees.', {
              count: group.member_count,
            })}
            disabled={busy}
            required
          />
          <TextField
            {...form.field('flight_number')}
            label={t('Flight Number')}
            placeholder={t('e.g. AI123')}
            autoComplete="off"
            disabled={busy}
            required
          />
          <Row>
            <Col sm={6}>
              <TextField
                {...form.field('departure_time')}
                label={t('Departure Time')}
                type="time"
                hint={t('India time, on the travel date')}
                disabled={busy}
              />
            </Col>
            <Col sm={6}>
              <TextField
                {...form.field('arrival_time')}
                label={t('Arrival Time')}
                type="time"
                hint={t('Earlier than departure means the next day')}
                disabled={busy}
              />
            </Col>
          </Row>
          <SubmitButton
            size="lg"
            pending={submit.isPending}
            pendingLabel={t('Submitting...')}
            disabled={done}
          >
            {t('Submit Bid')}
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
