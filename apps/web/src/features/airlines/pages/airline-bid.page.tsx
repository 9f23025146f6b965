import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { INVALID_PRICE, quoteBodySchema, type Quote } from '@saath/shared/airlines';
import type { Group } from '@saath/shared/groups';
import { formatPaise, rupeesToPaise } from '@saath/shared/money';
import { timeSlotLabel } from '@saath/shared/travel';
import { PATHS } from '../../../app/paths.ts';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.store.ts';
import { formatDateTime, formatLongDate, formatTimeRange } from '../../../lib/format.ts';
import {
  AFTER_BID_REDIRECT_MS,
  BID_FAILED_FALLBACK,
  BID_SUBMITTED,
  COMMUNITY_LOAD_FAILED,
  bidFailed,
} from '../airline-messages.ts';
import { useGroupQuotes, useRfq, useSubmitBid } from '../api/airlines.api.ts';
import { OwnBidStanding } from '../components/own-bid-standing.tsx';

const TITLE = 'Submit a Bid';

const BackLink = () => (
  <Link to={PATHS.airlineDashboard} className="d-inline-block mb-3">
    <span aria-hidden="true">← </span>Back to the airline dashboard
  </Link>
);

/** spec §2 "Airline screens" Bid form, at /airline/bid/{communityId}. */
export default function AirlineBidPage() {
  const { communityId = '' } = useParams();
  const rfq = useRfq(communityId);
  const quotes = useGroupQuotes(communityId);
  const { user } = useSession();

  if (rfq.isPending) return <PageSpinner label="Loading community details…" />;
  if (rfq.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${TITLE} · Saath`}</title>
        <BackLink />
        <PageError
          title={TITLE}
          message={COMMUNITY_LOAD_FAILED}
          onRetry={() => void rfq.refetch()}
        />
      </Container>
    );
  }

  // One live quote per company and group; an admin (no company) sees every quote but has none.
  const own = user?.company_id
    ? quotes.data?.find((quote) => quote.company_id === user.company_id)
    : undefined;
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${TITLE} · Saath`}</title>
      <BackLink />
      <h1 className="h2 mb-4">{TITLE}</h1>
      <Row className="g-4">
        <Col lg={5}>
          <CommunityDetails group={rfq.data} own={own} />
        </Col>
        <Col lg={7}>
          <BidForm group={rfq.data} />
        </Col>
      </Row>
    </Container>
  );
}

function CommunityDetails({ group, own }: { group: Group; own?: Quote }) {
  const ownTimes = own ? formatTimeRange(own.departure_time, own.arrival_time) : null;
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h5 mb-3">Community Details</h2>
        <dl className="rfq-facts mb-3">
          <dt>RFQ</dt>
          <dd>{group.rfq_number}</dd>
          <dt>Route</dt>
          <dd>
            <GroupRouteLabel from={group.from_location} to={group.to_location} />
          </dd>
          <dt>Travel date</dt>
          <dd>{formatLongDate(group.travel_date)}</dd>
          <dt>Preferred time</dt>
          <dd>{timeSlotLabel(group.time_slot)}</dd>
          <dt>Passengers</dt>
          <dd>{group.member_count}</dd>
          <dt>Current lowest bid</dt>
          <dd>
            {group.lowest_known_price !== null
              ? `${formatPaise(group.lowest_known_price)} per ticket`
              : 'No bids yet'}
          </dd>
          {group.bidding_deadline && (
            <>
              <dt>Bidding closes</dt>
              <dd>{formatDateTime(group.bidding_deadline)}</dd>
            </>
          )}
        </dl>
        {own && (
          <section aria-labelledby="own-bid-heading" className="border-top pt-3">
            <h3 id="own-bid-heading" className="h6">
              Your current bid
            </h3>
            <p className="mb-1">
              <strong>{formatPaise(own.price_per_ticket)}</strong> per ticket{' '}
              <OwnBidStanding quote={own} />
            </p>
            <p className="small text-body-secondary mb-0">
              Flight {own.flight_number}
              {ownTimes && `, ${ownTimes}`}. Submitting again replaces it.
            </p>
          </section>
        )}
      </Card.Body>
    </Card>
  );
}

type BidErrors = {
  price?: string;
  flight_number?: string;
  departure_time?: string;
  arrival_time?: string;
};

function BidForm({ group }: { group: Group }) {
  const navigate = useNavigate();
  const submit = useSubmitBid();
  const [price, setPrice] = useState('');
  const [flightNumber, setFlightNumber] = useState('');
  const [departure, setDeparture] = useState('');
  const [arrival, setArrival] = useState('');
  const [errors, setErrors] = useState<BidErrors>({});
  const [done, setDone] = useState(false);
  const busy = submit.isPending || done;

  // spec §2: success, then the dashboard after 2 s.
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(PATHS.airlineDashboard), AFTER_BID_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // spec §5 "Bid": a price present and above 0, in paise (× 100, rounded).
    const rupees = Number(price);
    const next: BidErrors = {};
    if (price.trim() === '' || !Number.isFinite(rupees) || rupees <= 0) next.price = INVALID_PRICE;
    const body = {
      price_per_ticket: next.price ? 0 : rupeesToPaise(rupees),
      flight_number: flightNumber,
      departure_time: departure,
      arrival_time: arrival,
      community_id: group.community_id,
    };
    const parsed = quoteBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'price_per_ticket') next.price ??= issue.message;
        else if (key === 'flight_number' || key === 'departure_time' || key === 'arrival_time')
          next[key] ??= issue.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    submit.mutate({ communityId: group.community_id, body }, { onSuccess: () => setDone(true) });
  };

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-3">Your Bid</h2>
        <div aria-live="polite">
          {done && (
            <Alert variant="success" role="status">
              {BID_SUBMITTED}
            </Alert>
          )}
        </div>
        {submit.isError && (
          <Alert variant="danger" role="alert">
            {bidFailed(errorText(submit.error, BID_FAILED_FALLBACK))}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit} aria-label="Submit a bid">
          <TextField
            id="bid-price"
            label="Price Per Ticket (₹)"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={price}
            onChange={setPrice}
            error={errors.price}
            hint={`For each of the ${group.member_count} passengers, in rupees.`}
            disabled={busy}
            required
          />
          <TextField
            id="bid-flight-number"
            label="Flight Number"
            placeholder="e.g. AI123"
            autoComplete="off"
            value={flightNumber}
            onChange={setFlightNumber}
            error={errors.flight_number}
            disabled={busy}
            required
          />
          <Row>
            <Col sm={6}>
              <TextField
                id="bid-departure"
                label="Departure Time"
                type="time"
                value={departure}
                onChange={setDeparture}
                error={errors.departure_time}
                hint="India time, on the travel date"
                disabled={busy}
              />
            </Col>
            <Col sm={6}>
              <TextField
                id="bid-arrival"
                label="Arrival Time"
                type="time"
                value={arrival}
                onChange={setArrival}
                error={errors.arrival_time}
                hint="Earlier than departure means the next day"
                disabled={busy}
              />
            </Col>
          </Row>
          <Button type="submit" size="lg" disabled={busy}>
            {submit.isPending ? (
              <>
                <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
                Submitting...
              </>
            ) : (
              'Submit Bid'
            )}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
