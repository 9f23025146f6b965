import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatPaise } from '@saath/shared/money';
import { REFUND_MESSAGES, type AdminPayment } from '@saath/shared/refunds';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminPayments } from '../api/admin-payments.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { RefundPaymentModal } from './refund-payment-modal.tsx';

type PaymentsTabProps = { page: number; onPage: (page: number) => void };

const REFUNDABLE = ['PAID', 'PARTIALLY_REFUNDED'];

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
          Refunded: {refunded.member.email} now has {formatPaise(refunded.refunded_amount)} of{' '}
          {formatPaise(refunded.amount)} back.
        </Alert>
      )}
      <AdminListSection
        title="Payments"
        noun={['payment', 'payments']}
        query={query}
        errorText={() => REFUND_MESSAGES.paymentsFailed}
        emptyText={REFUND_MESSAGES.noPayments}
        page={page}
        onPage={onPage}
        tableLabel="Payments"
        rowKey={(p) => p.payment_id}
        toolbar={
          totals && (
            <Card className="shadow-sm mb-3">
              <Card.Body as="dl" className="row row-cols-1 row-cols-sm-3 g-2 mb-0 text-center">
                {(
                  [
                    ['Captured', totals.captured],
                    ['Refunded', totals.refunded],
                    ['Net', totals.net],
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
            header: 'Member',
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
            header: 'Group',
            cell: (p) => (
              <div>
                <span className="d-block font-monospace small text-nowrap">
                  {p.group.rfq_number}
                </span>
                <GroupRouteLabel codesOnly from={p.group.from_location} to={p.group.to_location} />
              </div>
            ),
          },
          { header: 'Amount', numeric: true, nowrap: true, cell: (p) => formatPaise(p.amount) },
          { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
          {
            header: 'Refunded',
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
            header: 'Paid at',
            nowrap: true,
            cell: (p) => (p.paid_at ? formatDateTime(p.paid_at) : '—'),
          },
          {
            header: 'Actions',
            action: true,
            cell: (p) =>
              REFUNDABLE.includes(p.status) ? (
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="text-nowrap"
                  onClick={() => {
                    setRefunded(null);
                    setSelected(p);
                  }}
                  aria-label={`Refund ${p.member.email} ${p.group.rfq_number}`}
                >
                  Refund
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
          {formatPaise(pending)} pending at the provider
        </span>
      )}
      {failed > 0 && (
        <span className="d-block small text-danger">
          {formatPaise(failed)} failed: retry it in Failed jobs
        </span>
      )}
    </>
  );
}
