import Badge from 'react-bootstrap/Badge';
import { JOB_STATUS_LABELS, type WebhookDelivery } from '@saath/shared/webhooks';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';

const STATUS_VARIANTS: Record<WebhookDelivery['status'], string> = {
  PENDING: 'secondary',
  SENT: 'success',
  DEAD: 'danger',
};

/**
 * The columns of a list of webhook deliveries: the event, its state, the endpoint's answer and
 * when it was queued; the Webhooks page also shows the attempts made. Built while rendering, so
 * the headers are in the page's language.
 */
export function deliveryColumns({ attempts = false } = {}): DataColumn<WebhookDelivery>[] {
  return [
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
    ...(attempts
      ? [{ header: t('Attempts'), nowrap: true, cell: (d: WebhookDelivery) => String(d.attempts) }]
      : []),
    { header: t('Time'), nowrap: true, cell: (d) => formatDateTime(d.created_at) },
  ];
}
