import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import {
  CORRECTABLE_FIELDS,
  CORRECTION_FIELD_LABELS,
  declineCorrectionBodySchema,
  type AdminCorrection,
} from '@saath/shared/corrections';
import { msg, type Message } from '@saath/shared/i18n';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useAdminCorrections, useDecideCorrection } from '../api/admin-corrections.api.ts';
import { AdminListSection } from './admin-list-section.tsx';

// Marked texts are shown with t(); the ones with a value are functions that fill it in the page's
// language.
export const CORRECTIONS_MESSAGES = {
  loadFailed: msg('Failed to load the correction requests. Please try again later.'),
  empty: msg('No correction requests.'),
  decideFailed: msg('Could not decide the request. Please try again.'),
  passed: (rfq: string) => t('Correction passed for {rfq}: the airline has been told.', { rfq }),
  declined: (rfq: string) =>
    t('Correction declined for {rfq}: the member has been mailed.', { rfq }),
};
// The English console shows the status codes as they are; Hindi reads them as words.
const STATUS_LABELS: Record<AdminCorrection['status'], Message> = {
  PENDING: msg('PENDING'),
  PASSED: msg('PASSED'),
  DECLINED: msg('DECLINED'),
};
const STATUS_BADGES: Record<string, string> = {
  PENDING: 'text-bg-warning',
  PASSED: 'text-bg-success',
  DECLINED: 'text-bg-secondary',
};
const adminGroupPath = (id: string) => `/admin/groups/${encodeURIComponent(id)}`;

type Decision = { row: AdminCorrection; pass: boolean };

/** What the request changes: "Full name: Old → New", one line per field. */
function Changes({ row }: { row: AdminCorrection }) {
  return (
    <ul className="list-unstyled mb-0 text-break">
      {CORRECTABLE_FIELDS.filter((f) => row.changes[f] !== undefined).map((f) => (
        <li key={f}>
          {t(CORRECTION_FIELD_LABELS[f])}: {row.current[f]} <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t('to')}</span> <strong>{row.changes[f]}</strong>
        </li>
      ))}
    </ul>
  );
}

/** Pass, or decline with a reason (5 to 500 characters, mailed to the member and audited). */
function DecideCorrectionModal({
  decision,
  onHide,
  onDone,
}: {
  decision: Decision | null;
  onHide: () => void;
  onDone: (decision: Decision) => void;
}) {
  const [shown, setShown] = useState<Decision | null>(decision);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const decide = useDecideCorrection();
  if (decision && decision !== shown) {
    setShown(decision);
    setReason('');
    setReasonError(undefined);
    decide.reset();
  }
  const pass = shown?.pass ?? true;
  return (
    <ConfirmModal
      show={decision !== null}
      title={pass ? t('Pass correction') : t('Decline correction')}
      confirmLabel={pass ? t('Pass') : t('Decline')}
      pendingLabel={pass ? t('Passing…') : t('Declining…')}
      cancelLabel={t('Cancel')}
      confirmVariant={pass ? 'primary' : 'danger'}
      pending={decide.isPending}
      error={decide.isError ? errorText(decide.error, t(CORRECTIONS_MESSAGES.decideFailed)) : null}
      onHide={onHide}
      onConfirm={async () => {
        if (!shown) return;
        if (!pass) {
          const checked = declineCorrectionBodySchema.safeParse({ reason });
          if (!checked.success) {
            setReasonError(checked.error.issues[0]?.message);
            return;
          }
        }
        await decide.mutateAsync(
          { id: shown.row.id, reason: pass ? null : reason.trim() },
          { onSuccess: () => onDone(shown) },
        );
      }}
    >
      {shown && (
        <>
          <p className="text-break mb-2">
            {shown.row.airline_name
              ? t('{email} asks to correct a passenger of {rfq} ({airline}):', {
                  email: shown.row.member_email,
                  rfq: shown.row.rfq_number,
                  airline: shown.row.airline_name,
                })
              : t('{email} asks to correct a passenger of {rfq}:', {
                  email: shown.row.member_email,
                  rfq: shown.row.rfq_number,
                })}
          </p>
          <Changes row={shown.row} />
          <p className="mt-2">
            {pass
              ? t(
                  'The correction is made, and the airline is told by webhook, mail and its live page.',
                )
              : t('Nothing changes; the member is mailed the reason.')}
          </p>
        </>
      )}
      {!pass && (
        <TextField
          id="decline-correction-reason"
          label={t('Reason')}
          rows={2}
          maxLength={500}
          required
          value={reason}
          error={reasonError}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          disabled={decide.isPending}
          hint={t('Mailed to the member and kept in the audit log')}
        />
      )}
    </ConfirmModal>
  );
}

/**
 * docs/product/ticketing.md "Corrections": members' corrections filed after the airline issued
 * the ticket, pending first; an admin passes or declines each once.
 */
export function CorrectionsTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useAdminCorrections(page);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const action = (row: AdminCorrection, pass: boolean) => (
    <Button
      size="sm"
      variant={pass ? 'outline-primary' : 'outline-danger'}
      onClick={() => {
        setDone(null);
        setDeciding({ row, pass });
      }}
    >
      <span aria-hidden="true">{pass ? t('Pass') : t('Decline')}</span>
      <span className="visually-hidden">
        {pass
          ? t('Pass correction of {rfq}', { rfq: row.rfq_number })
          : t('Decline correction of {rfq}', { rfq: row.rfq_number })}
      </span>
    </Button>
  );
  return (
    <>
      {done && (
        <Alert variant="success" dismissible onClose={() => setDone(null)} role="status">
          {done}
        </Alert>
      )}
      <AdminListSection
        title={t('Corrections')}
        id="correction-requests"
        loadingText={t('Loading correction requests…')}
        countText={(count) =>
          t('{count, plural, one {# correction request} other {# correction requests}}', { count })
        }
        query={query}
        errorText={() => t(CORRECTIONS_MESSAGES.loadFailed)}
        emptyText={t(CORRECTIONS_MESSAGES.empty)}
        page={page}
        onPage={onPage}
        tableLabel={t('Correction requests')}
        rowKey={(row) => row.id}
        columns={[
          {
            header: t('RFQ'),
            rowHeader: true,
            nowrap: true,
            cell: (row) => <Link to={adminGroupPath(row.community_id)}>{row.rfq_number}</Link>,
          },
          { header: t('Travel date'), cell: (row) => formatLongDate(row.travel_date) },
          { header: t('Airline'), cell: (row) => row.airline_name ?? '—' },
          { header: t('Member'), className: 'text-break', cell: (row) => row.member_email },
          { header: t('Correction'), cell: (row) => <Changes row={row} /> },
          {
            header: t('Asked'),
            cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
          },
          {
            header: t('Status'),
            cell: (row) => (
              <div>
                <span className={`badge ${STATUS_BADGES[row.status] ?? 'text-bg-secondary'}`}>
                  {t(STATUS_LABELS[row.status])}
                </span>
                {row.reason && <span className="d-block small text-break">{row.reason}</span>}
              </div>
            ),
          },
          {
            header: t('Actions'),
            action: true,
            hiddenHeader: true,
            cell: (row) =>
              row.status === 'PENDING' ? (
                <div className="d-flex flex-wrap gap-2">
                  {action(row, true)}
                  {action(row, false)}
                </div>
              ) : null,
          },
        ]}
      />
      <DecideCorrectionModal
        decision={deciding}
        onHide={() => setDeciding(null)}
        onDone={(decision) => {
          setDeciding(null);
          setDone(
            decision.pass
              ? CORRECTIONS_MESSAGES.passed(decision.row.rfq_number)
              : CORRECTIONS_MESSAGES.declined(decision.row.rfq_number),
          );
        }}
      />
    </>
  );
}
