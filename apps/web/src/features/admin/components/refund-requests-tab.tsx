import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { msg, type Message } from '@saath/shared/i18n';
import { formatPaise } from '@saath/shared/money';
import {
  CANCEL_REASON_LABELS,
  REFUND_MESSAGES,
  REFUND_REQUEST_STATUSES,
  type RefundRequest,
  type RefundRequestStatus,
} from '@saath/shared/refunds';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useListParam } from '../admin-list-params.ts';
import { useRefundRequests } from '../api/admin-payments.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { DecideRefundModal, type Decision } from './decide-refund-modal.tsx';
import { FilterSelect } from './filter-select.tsx';
import { ProofButton } from './proof-button.tsx';

type RefundRequestsTabProps = { page: number; onPage: (page: number) => void };

const STATES = ['ALL', ...REFUND_REQUEST_STATUSES] as const;
type State = (typeof STATES)[number];
const STATE_LABELS: Record<State, Message> = {
  ALL: msg('All requests'),
  PENDING: msg('Pending'),
  APPROVED: msg('Approved'),
  DECLINED: msg('Declined'),
};
const VARIANTS: Record<RefundRequestStatus, string> = {
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'secondary',
};

/**
 * ADR 0024: the refund requests that tickets cancelled for an eligible reason opened (the refund
 * policy, docs/product/money.md), newest first, with the proof each member attached (ADR 0042);
 * pending ones are approved or declined, once, with a note.
 */
export function RefundRequestsTab({ page, onPage }: RefundRequestsTabProps) {
  const [status, setStatus] = useListParam<State>('status', 'ALL', STATES);
  const query = useRefundRequests(page, status);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [decided, setDecided] = useState<RefundRequest | null>(null);

  return (
    <>
      {decided && (
        <Alert variant="success" dismissible onClose={() => setDecided(null)} role="status">
          {decided.status === 'APPROVED'
            ? t('Refund request for ticket {ticket} approved: {amount} refunded.', {
                ticket: decided.ticket_number,
                amount: formatPaise(decided.amount),
              })
            : t('Refund request for ticket {ticket} declined.', { ticket: decided.ticket_number })}
        </Alert>
      )}
      <AdminListSection
        title={t('Refund Requests')}
        id="refund-requests"
        loadingText={t('Loading refund requests…')}
        countText={(count) =>
          t('{count, plural, one {# refund request} other {# refund requests}}', { count })
        }
        query={query}
        errorText={() => t(REFUND_MESSAGES.requestsFailed)}
        emptyText={t(REFUND_MESSAGES.noRequests)}
        page={page}
        onPage={onPage}
        tableLabel={t('Refund requests')}
        rowKey={(r) => r.refund_request_id}
        toolbar={
          <Form className="row g-2 align-items-end mb-3" onSubmit={(e) => e.preventDefault()}>
            <Form.Group className="col-8 col-sm-auto" controlId="refund-requests-status">
              <Form.Label className="small mb-1">{t('Status')}</Form.Label>
              <FilterSelect
                value={status}
                options={STATES}
                labels={STATE_LABELS}
                onChange={setStatus}
              />
            </Form.Group>
          </Form>
        }
        columns={[
          {
            header: t('Member'),
            rowHeader: true,
            className: 'text-break',
            cell: (r) => (
              <div>
                <span className="d-block">{r.member.name || r.member.email}</span>
                <span className="small fw-normal text-body-secondary">{r.member.email}</span>
              </div>
            ),
          },
          {
            header: t('Ticket'),
            cell: (r) => (
              <div>
                <span className="d-block font-monospace small">{r.ticket_number}</span>
                <span className="small text-body-secondary text-nowrap">{r.group.rfq_number}</span>
              </div>
            ),
          },
          {
            header: t('Reason'),
            cell: (r) => (
              <div>
                <span className="d-block">{t(CANCEL_REASON_LABELS[r.reason])}</span>
                {r.note && <span className="d-block small text-body-secondary">{r.note}</span>}
                <ProofButton request={r} />
              </div>
            ),
          },
          { header: t('Amount'), numeric: true, nowrap: true, cell: (r) => formatPaise(r.amount) },
          { header: t('Asked'), nowrap: true, cell: (r) => formatDateTime(r.created_at) },
          {
            header: t('Status'),
            cell: (r) => (
              <div>
                <span className={`badge text-bg-${VARIANTS[r.status]}`}>
                  {t(STATE_LABELS[r.status])}
                </span>
                {r.decision_note && (
                  <span className="d-block small text-body-secondary">{r.decision_note}</span>
                )}
              </div>
            ),
          },
          {
            header: t('Actions'),
            action: true,
            cell: (r) =>
              r.status === 'PENDING' ? (
                <div className="d-flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="outline-success"
                    onClick={() => {
                      setDecided(null);
                      setDecision({ request: r, approve: true });
                    }}
                    aria-label={t('Approve {ticket}', { ticket: r.ticket_number })}
                  >
                    {t('Approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => {
                      setDecided(null);
                      setDecision({ request: r, approve: false });
                    }}
                    aria-label={t('Decline {ticket}', { ticket: r.ticket_number })}
                  >
                    {t('Decline')}
                  </Button>
                </div>
              ) : null,
          },
        ]}
      />
      <DecideRefundModal
        decision={decision}
        onHide={() => setDecision(null)}
        onDone={(r) => {
          setDecision(null);
          setDecided(r);
        }}
      />
    </>
  );
}
