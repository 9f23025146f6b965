import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { formatPaise } from '@saath/shared/money';
import type { MoneyEvent, MoneyTimeline } from '@saath/shared/money-timeline';
import { CANCEL_REASON_LABELS } from '@saath/shared/refunds';
import { formatDateTime } from '../../lib/format.ts';
import { useMoneyTimeline } from '../../lib/money-timeline-query.ts';
import { PageSpinner } from './page-spinner.tsx';

// One money timeline per booking (docs/product/money.md): what a member paid for a group, the
// credit and waivers that paid part of it, their refund requests and the refunds, each with its
// date and amount. Shown on the group page and on each of its tickets' pages.

export const MONEY_TIMELINE_FAILED = 'Failed to load your payments and refunds. Please try again.';

const waivers = (n: number) => `${n} ticketing-fee ${n === 1 ? 'waiver' : 'waivers'}`;

/** What happened, in words; the amount is shown beside it. */
export function moneyEventText(e: MoneyEvent): string {
  const ticket = e.ticket_number ? ` for ticket ${e.ticket_number}` : '';
  switch (e.kind) {
    case 'PAYMENT':
      return 'Payment received';
    case 'CREDIT_USED':
      return 'Credit applied to your payment';
    case 'WAIVER_USED':
      return `${waivers(e.waivers)} used`;
    case 'CREDIT_GRANTED':
      return e.waivers > 0
        ? `Credit received from the group's outcome, with ${waivers(e.waivers)}`
        : "Credit received from the group's outcome";
    case 'CREDIT_RETURNED':
      return 'Credit returned with your refund';
    case 'REFUND_REQUESTED':
      return `Refund requested${ticket}${e.reason ? ` (${CANCEL_REASON_LABELS[e.reason]})` : ''}`;
    case 'REFUND_APPROVED':
      return `Refund request approved${ticket}${e.note ? `: ${e.note}` : ''}`;
    case 'REFUND_DECLINED':
      return `Refund request declined${ticket}${e.note ? `: ${e.note}` : ''}`;
    case 'REFUND':
      return e.refund_status === 'PROCESSED'
        ? 'Refund sent to your original payment method'
        : 'Refund on its way to your original payment method';
  }
}

/** '₹9,700.00' ('' when no money moved); the words beside it say which way it went. */
const amountText = (e: MoneyEvent) => (e.amount === 0 ? '' : formatPaise(e.amount));

export function MoneyTimelineList({ timeline }: { timeline: MoneyTimeline }) {
  if (timeline.events.length === 0)
    return <p className="mb-0 text-body-secondary">No money has moved in this group yet.</p>;
  return (
    <>
      <dl className="group-facts mb-3" aria-label="Your money in this group">
        <dt>Paid</dt>
        <dd>{formatPaise(timeline.paid)}</dd>
        <dt>Refunded</dt>
        <dd>{formatPaise(timeline.refunded)}</dd>
        <dt>Net paid</dt>
        <dd>
          <strong>{formatPaise(timeline.net)}</strong>
        </dd>
      </dl>
      <ol className="money-timeline list-unstyled mb-0">
        {timeline.events.map((e, i) => (
          <li
            key={`${e.kind}-${e.at}-${i}`}
            className="d-flex flex-wrap justify-content-between gap-2 py-2 border-top"
          >
            <span>
              <time dateTime={e.at} className="d-block small text-body-secondary">
                {formatDateTime(e.at)}
              </time>
              <span className="text-break">{moneyEventText(e)}</span>
            </span>
            {amountText(e) && <span className="fw-semibold text-nowrap">{amountText(e)}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The card, for a member of the group (the API answers 404 to anyone else). */
export function MoneyTimelineCard({ communityId }: { communityId: string }) {
  const timeline = useMoneyTimeline(communityId);
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Payments and refunds</h2>
        {timeline.isPending ? (
          <PageSpinner label="Loading your payments and refunds…" />
        ) : timeline.isError ? (
          <Alert variant="danger" role="alert" className="mb-0">
            {MONEY_TIMELINE_FAILED}
          </Alert>
        ) : (
          <MoneyTimelineList timeline={timeline.data} />
        )}
      </Card.Body>
    </Card>
  );
}
