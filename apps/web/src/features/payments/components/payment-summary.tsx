import { useId } from 'react';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { formatPaise } from '@saath/shared/money';
import type { Message } from '@saath/shared/i18n';
import type { Payment } from '@saath/shared/payments';
import { timeSlotLabel } from '@saath/shared/travel';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { PAYMENT_LOAD_FAILED, PAYMENT_NOT_FOUND } from '../payment-messages.ts';
import { usePaymentGroup } from '../api/payments.api.ts';

/** The sandbox's mark on every page of it: nothing here moves real money. */
export function TestModeBanner() {
  return (
    <div className="alert alert-warning d-flex align-items-start gap-2" role="note">
      <Badge bg="dark" className="fs-6">
        {t('TEST MODE')}
      </Badge>
      <span>
        {t(
          'This is the Saath payment sandbox: no real card or UPI account is charged and no money moves. Use one of the test UPI IDs or test cards below.',
        )}
      </span>
    </div>
  );
}

/** The sandbox's test values (cards, UPI IDs) and what each does, listed above their form. */
export function SandboxTestList(props: {
  title: string;
  items: ReadonlyArray<{ value: string; outcome: Message }>;
  note: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-3">
      <h2 id={id} className="h6">
        {props.title}
      </h2>
      <ul className="list-unstyled mb-0 small">
        {props.items.map((item) => (
          <li key={item.value}>
            <code className="me-2">{item.value}</code>
            {t(item.outcome)}
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary mb-0">{props.note}</p>
    </section>
  );
}

/** What is being paid: the amount and the group (route, date, slot, RFQ number). */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const group = usePaymentGroup(payment.community_id);
  return (
    <dl className="group-facts mb-0">
      <dt>{t('Amount')}</dt>
      <dd>
        <strong className="fs-5">{formatPaise(payment.amount)}</strong>
      </dd>
      {payment.method_label && (
        <>
          <dt>{t('Paid by')}</dt>
          <dd>{payment.method_label}</dd>
        </>
      )}
      {group.data && (
        <>
          <dt>{t('Group')}</dt>
          <dd>
            <GroupRouteLabel from={group.data.from_location} to={group.data.to_location} />
            <span className="d-block small text-body-secondary">
              {formatLongDate(group.data.travel_date)} · {timeSlotLabel(group.data.time_slot)} ·{' '}
              {group.data.rfq_number}
            </span>
          </dd>
        </>
      )}
    </dl>
  );
}

/** A payment that could not be read: not the caller's (404) or not reachable. */
export function PaymentUnavailable({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert variant={missing ? 'warning' : 'danger'} role="alert">
      <p className="mb-2">{missing ? t(PAYMENT_NOT_FOUND) : t(PAYMENT_LOAD_FAILED)}</p>
      <Link to={PATHS.communities} className="alert-link">
        {t('Go to your groups')}
      </Link>
    </Alert>
  );
}
