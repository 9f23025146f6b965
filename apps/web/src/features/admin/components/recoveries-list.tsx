import { msg } from '@saath/shared/i18n';
import { formatPaise } from '@saath/shared/money';
import { RECOVERY_STATE_LABELS } from '@saath/shared/settlement';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useAdminRecoveries } from '../api/admin-settlement.api.ts';
import { AdminListSection } from './admin-list-section.tsx';

export const RECOVERIES_MESSAGES = {
  loadFailed: msg('Failed to load the recoveries. Please try again later.'),
  none: msg('No balance recovered yet.'),
} as const;

/**
 * What was recovered from airlines that owed Saath money: each reversal of a paid Route
 * transfer, its state and Razorpay's reversal id or refusal (a failed one is retried from
 * Failed jobs).
 */
export function RecoveriesList() {
  const recoveries = useAdminRecoveries();
  return (
    <AdminListSection
      title={t('Recoveries')}
      id="recoveries"
      loadingText={t('Loading recoveries…')}
      countText={(count) => t('{count, plural, one {# reversal} other {# reversals}}', { count })}
      query={recoveries}
      errorText={() => t(RECOVERIES_MESSAGES.loadFailed)}
      emptyText={t(RECOVERIES_MESSAGES.none)}
      tableLabel={t('Recoveries')}
      rowKey={(r) => r.recovery_id}
      columns={[
        {
          header: t('Asked'),
          rowHeader: true,
          nowrap: true,
          cell: (r) => formatDateTime(r.created_at),
        },
        { header: t('Airline'), cell: (r) => r.company_name },
        { header: t('Amount'), numeric: true, nowrap: true, cell: (r) => formatPaise(r.amount) },
        {
          header: t('State'),
          cell: (r) => (
            <span>
              {t(RECOVERY_STATE_LABELS[r.state])}
              {r.done_at && (
                <span className="d-block small text-body-secondary">
                  {formatDateTime(r.done_at)}
                </span>
              )}
            </span>
          ),
        },
        {
          header: t('Transfer reversed'),
          cell: (r) => (
            <span>
              {r.transfer_id}
              {r.provider_ref && (
                <span className="d-block small text-body-secondary">{r.provider_ref}</span>
              )}
              {r.last_error && <span className="d-block small text-danger">{r.last_error}</span>}
            </span>
          ),
        },
      ]}
    />
  );
}
