import {
  AUDIT_ACTION_LABELS,
  AUDIT_FAILED,
  NO_AUDIT_ENTRIES,
  type AuditEntry,
} from '@saath/shared/admin-audit';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { statusLabel } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { auditDetail } from '../admin-format.ts';
import { useAuditLog } from '../api/admin-operators.api.ts';
import { AdminListSection } from './admin-list-section.tsx';

type AuditTabProps = { page: number; onPage: (page: number) => void };

const ACTION_VARIANTS: Record<AuditEntry['action'], string> = {
  GROUP_STATUS_OVERRIDE: 'primary',
  USER_DEACTIVATED: 'danger',
  USER_REACTIVATED: 'success',
  QUOTE_SELECTED: 'info',
  JOB_RETRIED: 'warning',
  PAYMENT_REFUNDED: 'warning',
  REFUND_REQUEST_APPROVED: 'success',
  REFUND_REQUEST_DECLINED: 'secondary',
  TICKETING_DEADLINE_EXTENDED: 'info',
  CORRECTION_PASSED: 'success',
  CORRECTION_DECLINED: 'secondary',
  PAYOUT_MADE: 'success',
  PAYOUT_ACCOUNT_SET: 'info',
  PAYOUT_RETRIED: 'warning',
  PAYOUT_RECOVERED: 'warning',
};

/** What the action was about: the account, or the group (RFQ number and route). */
function Subject({ entry }: { entry: AuditEntry }) {
  if (entry.user)
    return (
      // One block, so the phone card stacks the lines instead of setting them side by side.
      <div>
        <span className="d-block text-break">{entry.user.email}</span>
        {entry.user.name && (
          <span className="small text-body-secondary text-break">{entry.user.name}</span>
        )}
      </div>
    );
  if (entry.group)
    return (
      <div>
        <span className="d-block font-monospace">{entry.group.rfq_number}</span>
        <GroupRouteLabel codesOnly from={entry.group.from_location} to={entry.group.to_location} />
      </div>
    );
  return <span className="text-body-secondary">—</span>;
}

/** The status move of an override, then whatever else the action kept (quote, price, ...). */
function Details({ entry }: { entry: AuditEntry }) {
  const kept = Object.entries(entry.details);
  if (!entry.to_status && kept.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <ul className="list-unstyled small mb-0">
      {entry.to_status && (
        <li>
          {entry.from_status ? `${statusLabel(entry.from_status)} → ` : ''}
          {statusLabel(entry.to_status)}
        </li>
      )}
      {kept.map(([key, value]) => {
        const { label, text } = auditDetail(key, value);
        return (
          <li key={key} className="text-break">
            <span className="text-body-secondary">{label}:</span> {text}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The audit log. What admins did (status overrides, accounts deactivated and
 * reactivated, quotes selected), newest first, 20 a page: when, what, who, about what, why.
 */
export function AuditTab({ page, onPage }: AuditTabProps) {
  const query = useAuditLog(page);
  return (
    <AdminListSection
      title={t('Audit log')}
      id="entries"
      loadingText={t('Loading entries…')}
      countText={(count) => t('{count, plural, one {# entry} other {# entries}}', { count })}
      query={query}
      errorText={() => t(AUDIT_FAILED)}
      emptyText={t(NO_AUDIT_ENTRIES)}
      page={page}
      onPage={onPage}
      tableLabel={t('Audit log')}
      rowKey={(entry) => String(entry.id)}
      columns={[
        {
          header: t('Time'),
          nowrap: true,
          className: 'small',
          cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
        },
        {
          header: t('Action'),
          rowHeader: true,
          cell: (entry) => (
            <span className={`badge text-bg-${ACTION_VARIANTS[entry.action] ?? 'secondary'}`}>
              {/* An action newer than this page is shown by its code. */}
              {AUDIT_ACTION_LABELS[entry.action]
                ? t(AUDIT_ACTION_LABELS[entry.action])
                : entry.action}
            </span>
          ),
        },
        {
          header: t('Admin'),
          cell: (entry) =>
            entry.actor ? (
              <div>
                <span className="d-block text-break">{entry.actor.name || entry.actor.email}</span>
                <span className="small text-body-secondary text-break">{entry.actor.email}</span>
              </div>
            ) : (
              <span className="text-body-secondary">{t('Deleted account')}</span>
            ),
        },
        { header: t('Subject'), cell: (entry) => <Subject entry={entry} /> },
        {
          header: t('Reason'),
          cell: (entry) =>
            entry.reason ? (
              <span className="admin-message">{entry.reason}</span>
            ) : (
              <span className="text-body-secondary">—</span>
            ),
        },
        { header: t('Details'), cell: (entry) => <Details entry={entry} /> },
      ]}
    />
  );
}
