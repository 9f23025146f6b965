import Badge from 'react-bootstrap/Badge';
import {
  JOB_STATUS_LABELS,
  WEBHOOK_NO_DELIVERIES,
  type WebhookDelivery,
} from '@saath/shared/webhooks';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { msg } from '@saath/shared/i18n';
import { t } from '../../../lib/i18n.tsx';
import { useGroupDeliveries } from '../api/schedule.api.ts';

export const GROUP_DELIVERIES_LOAD_FAILED = msg(
  "This group's webhook deliveries could not be loaded.",
);

const STATUS_VARIANTS: Record<WebhookDelivery['status'], string> = {
  PENDING: 'secondary',
  SENT: 'success',
  DEAD: 'danger',
};

// Built while rendering: the headers are in the page's language.
const columns = (): readonly DataColumn<WebhookDelivery>[] => [
  {
    header: t('Event'),
    rowHeader: true,
    cell: (d) => <code className="text-body">{d.event}</code>,
  },
  {
    header: t('Status'),
    cell: (d) => <Badge bg={STATUS_VARIANTS[d.status]}>{t(JOB_STATUS_LABELS[d.status])}</Badge>,
  },
  { header: t('Answer'), nowrap: true, cell: (d) => (d.response_code ?? '—').toString() },
  { header: t('Time'), nowrap: true, cell: (d) => formatDateTime(d.created_at) },
];

/**
 * The webhook deliveries of one won group (the events about it sent to the company's endpoint),
 * newest first; redelivery stays on the Webhooks page.
 */
export function GroupDeliveries({ communityId }: { communityId: string }) {
  const deliveries = useGroupDeliveries(communityId);
  if (deliveries.isPending) return <PageSpinner label={t('Loading the deliveries…')} />;
  if (deliveries.isError)
    return (
      <PageError
        title={t('Webhook deliveries')}
        message={t(GROUP_DELIVERIES_LOAD_FAILED)}
        onRetry={() => void deliveries.refetch()}
      />
    );
  if (deliveries.data.length === 0)
    return <p className="text-body-secondary mb-0">{t(WEBHOOK_NO_DELIVERIES)}</p>;
  return (
    <DataTable
      columns={columns()}
      rows={deliveries.data}
      rowKey={(d) => d.id}
      labelledBy="group-deliveries-heading"
    />
  );
}
