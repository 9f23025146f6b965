import { WEBHOOK_NO_DELIVERIES } from '@saath/shared/webhooks';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { msg } from '@saath/shared/i18n';
import { t } from '../../../lib/i18n.tsx';
import { useGroupDeliveries } from '../api/schedule.api.ts';
import { deliveryColumns } from './delivery-columns.tsx';

export const GROUP_DELIVERIES_LOAD_FAILED = msg(
  "This group's webhook deliveries could not be loaded.",
);

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
      columns={deliveryColumns()}
      rows={deliveries.data}
      rowKey={(d) => d.id}
      labelledBy="group-deliveries-heading"
    />
  );
}
