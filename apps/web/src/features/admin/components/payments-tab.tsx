import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatPaise } from '@saath/shared/money';
import { isPaid } from '@saath/shared/payment-rules';
import { REFUND_MESSAGES, type AdminPayment } from '@saath/shared/refunds';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useAdminPayments } from '../api/admin-payments.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { RefundPaymentModal } from './refund-payment-modal.tsx';

type PaymentsTabProps = { page: number; onPage: (page: number) => void };

/**
 * ADR 0024: every payment, newest first, with the money captured, refunded and net
 * over all of them, and a Refund action for what is left of a captured one.
 */
export function PaymentsTab({ page, onPage }: PaymentsTabProps) {
  const query = useAdminPayments(page);
  const [selected, setSelected] = useState<AdminPayment | null>(null);
  const [refunded, setRefunded] = useState<AdminPayment | null>(null);
  const totals = query.data?.totals;

  return (
    <>
      {refunded && (
        <Alert variant="success" dismissible onClose={() => setRefunded(null)} role="status">
          {t('Refunded: {email} now has {refunded} of {amount} back.', {
            email: refunded.member.email,
            refunded: formatPaise(refunded.refunded_amount),
            amount: formatPaise(refunded.amount),
          })}
        </Alert>
      )}
      <AdminListSection
        title={t('Payments')}
        id="payments"
        loadingText={t('Loading payments…')}
        countText={(count) => t('{count, plural, one {# payment} other {# payments}}', { count })}
        query={query}
        errorText={() => t(REFUND_MESSAGES.paymentsFailed)}
        emptyText={t(REFUND_MESSAGES.noPayments)}
        page={page}
        onPage={onPage}
        tableLabel={t('Payments')}
        rowKey={(p) => p.payment_id}
        toolbar={
          totals && (
            <Card className="shadow-sm mb-3">
              <Card.Body as="dl" className="row row-cols-1 row-cols-sm-3 g-2 mb-0 text-center">
                {(
                  [
                    [t('Captured'), totals.captured],
                    [t('Refunded'), totals.refunded],
                    [t('Net'), totals.net],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="col">
                    <dt className="small text-body-secondary fw-normal">{label}</dt>
                    <dd className="fs-5 fw-semibold mb-0">{formatPaise(value)}</dd>
                  </div>
                ))}
              </Card.Body>
            </Card>
          )
        }
        columns={[
          {
            header: t('Member'),
            rowHeader: true,
            className: 'text-break',
            cell: (p) => (
              <div>
                <span className="d-block">{p.member.name || p.member.email}</span>
                <span className="small fw-normal text-body-secondary">{p.member.email}</span>
              </div>
            ),
          },
          {
            header: t('Group'),
            cell: (p) => (
              <div>
                <span className="d-block font-monospace small text-nowrap">
                  {p.group.rfq_number}
                </span>
                <GroupRouteLabel codesOnly from={p.group.from_location} to={p.group.to_location} />
              </div>
            ),
          },
          { header: t('Amount'), numeric: true, nowrap: true, cell: (p) => formatPaise(p.amount) },
          { header: t('Status'), cell: (p) => <StatusBadge status={p.status} /> },
          {
            header: t('Refunded'),
            numeric: true,
            nowrap: true,
            cell: (p) => (
              <div>
                <span className="d-block">{formatPaise(p.refunded_amount)}</span>
                <RefundsUnderway payment={p} />
              </div>
            ),
          },
          {
            header: t('Paid at'),
            nowrap: true,
            cell: (p) => (p.paid_at ? formatDateTime(p.paid_at) : '—'),
          },
          {
            header: t('Actions'),
            action: true,
            cell: (p) =>
              isPaid(p.status) ? (
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="text-nowrap"
                  onClick={() => {
                    setRefunded(null);
                    setSelected(p);
                  }}
                  aria-label={t('Refund {email} {rfq}', {
                    email: p.member.email,
                    rfq: p.group.rfq_number,
                  })}
                >
                  {t('Refund')}
                </Button>
              ) : null,
          },
        ]}
      />
      <RefundPaymentModal
        payment={selected}
        onHide={() => setSelected(null)}
        onDone={(p) => {
          setSelected(null);
          setRefunded(p);
        }}
      />
    </>
  );
}

/**
 * ADR 0036: refunds the provider has not made yet (its job retries them), and those given up on
 * (retry them from Failed jobs), under the amount the ledger already counts as refunded.
 */
function RefundsUnderway({ payment }: { payment: AdminPayment }) {
  const sum = (status: string) =>
    payment.refunds
      .filter((r) => r.status === status && r.kind === 'REFUND')
      .reduce((n, r) => n + r.amount, 0);
  const pending = sum('PENDING');
  const failed = sum('FAILED');
  return (
    <>
      {pending > 0 && (
        <span className="d-block small text-body-secondary">
          {t('{amount} pending at the provider', { amount: formatPaise(pending) })}
        </span>
      )}
      {failed > 0 && (
        <span className="d-block small text-danger">
          {t('{amount} failed: retry it in Failed jobs', { amount: formatPaise(failed) })}
        </span>
      )}
    </>
  );
}
