import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { formatPaise } from '@saath/shared/money';
import type { MoneyEvent, MoneyTimeline } from '@saath/shared/money-timeline';
import { msg } from '@saath/shared/i18n';
import { CANCEL_REASON_LABELS } from '@saath/shared/refunds';
import { formatDateTime } from '../../lib/format.ts';
import { t } from '../../lib/i18n.tsx';
import { useMoneyTimeline } from '../../lib/money-timeline-query.ts';
import { PageSpinner } from './page-spinner.tsx';

// One money timeline per booking (docs/product/money.md): what a member paid for a group, the
// credit and waivers that paid part of it, their refund requests and the refunds, each with its
// date and amount. Shown on the group page and on each of its tickets' pages.

export const MONEY_TIMELINE_FAILED = msg(
  'Failed to load your payments and refunds. Please try again.',
);

// A note the admin wrote stays as written, after the sentence; the rest is whole messages, so a
// translation can order its words freely.

/** What happened, in words; the amount is shown beside it. */
export function moneyEventText(e: MoneyEvent): string {
  const ticket = e.ticket_number ?? '';
  const note = e.note ? `: ${e.note}` : '';
  switch (e.kind) {
    case 'PAYMENT':
      return t('Payment received');
    case 'CREDIT_USED':
      return t('Credit applied to your payment');
    case 'WAIVER_USED':
      return t(
        '{count, plural, one {# ticketing-fee waiver} other {# ticketing-fee waivers}} used',
        { count: e.waivers },
      );
    case 'CREDIT_GRANTED':
      return e.waivers > 0
        ? t(
            "Credit received from the group's outcome, with {count, plural, one {# ticketing-fee waiver} other {# ticketing-fee waivers}}",
            { count: e.waivers },
          )
        : t("Credit received from the group's outcome");
    case 'CREDIT_RETURNED':
      return t('Credit returned with your refund');
    case 'REFUND_REQUESTED': {
      const requested = ticket
        ? t('Refund requested for ticket {ticket}', { ticket })
        : t('Refund requested');
      return e.reason ? `${requested} (${t(CANCEL_REASON_LABELS[e.reason])})` : requested;
    }
    case 'REFUND_APPROVED':
      return (
        (ticket
          ? t('Refund request approved for ticket {ticket}', { ticket })
          : t('Refund request approved')) + note
      );
    case 'REFUND_DECLINED':
      return (
        (ticket
          ? t('Refund request declined for ticket {ticket}', { ticket })
          : t('Refund request declined')) + note
      );
    case 'REFUND':
      return e.refund_status === 'PROCESSED'
        ? t('Refund sent to your original payment method')
        : t('Refund on its way to your original payment method');
  }
}

/** '₹9,700.00' ('' when no money moved); the words beside it say which way it went. */
const amountText = (e: MoneyEvent) => (e.amount === 0 ? '' : formatPaise(e.amount));

export function MoneyTimelineList({ timeline }: { timeline: MoneyTimeline }) {
  if (timeline.events.length === 0)
    return <p className="mb-0 text-body-secondary">{t('No money has moved in this group yet.')}</p>;
  return (
    <>
      <dl className="group-facts mb-3" aria-label={t('Your money in this group')}>
        <dt>{t('Paid')}</dt>
        <dd>{formatPaise(timeline.paid)}</dd>
        <dt>{t('Refunded')}</dt>
        <dd>{formatPaise(timeline.refunded)}</dd>
        <dt>{t('Net paid')}</dt>
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
        <h2 className="h5 mb-3">{t('Payments and refunds')}</h2>
        {timeline.isPending ? (
          <PageSpinner label={t('Loading your payments and refunds…')} />
        ) : timeline.isError ? (
          <Alert variant="danger" role="alert" className="mb-0">
            {t(MONEY_TIMELINE_FAILED)}
          </Alert>
        ) : (
          <MoneyTimelineList timeline={timeline.data} />
        )}
      </Card.Body>
    </Card>
  );
}
