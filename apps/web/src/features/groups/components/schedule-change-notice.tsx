import Alert from 'react-bootstrap/Alert';
import { fullRefundUntilText, scheduleChangedText } from '@saath/shared/schedule-change-texts';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useGroupScheduleChanges } from '../api/groups.api.ts';

/**
 * The airline changed a booked group's flight (docs/product/ticketing.md "Schedule changes"):
 * its members read the latest change, and while a significant change's window is open, until
 * when they may cancel a ticket for a full refund. Nothing before any change.
 */
export function ScheduleChangeNotice({
  communityId,
  now = Date.now,
}: {
  communityId: string;
  /** The moment the window is judged at (tests pass their own). */
  now?: () => number;
}) {
  const changes = useGroupScheduleChanges(communityId);
  const latest = changes.data?.changes[0];
  if (!latest) return null;
  const open = changes.data!.changes.find(
    (c) => c.significant && c.full_refund_until && Date.parse(c.full_refund_until) > now(),
  );
  return (
    <Alert variant={open ? 'warning' : 'info'} className="mb-4" data-testid="schedule-change">
      <p className="fw-semibold mb-1">
        {scheduleChangedText(
          latest.new_flight_number,
          formatDateTime(latest.new_departure_time),
          formatDateTime(latest.new_arrival_time),
        )}
      </p>
      <p className="mb-0 text-break">
        {t("The airline's reason: {reason}", { reason: latest.reason })}
      </p>
      {open?.full_refund_until && (
        <p className="fw-semibold mb-0 mt-2">
          {fullRefundUntilText(`${formatDateTime(open.full_refund_until)} IST`)}
        </p>
      )}
    </Alert>
  );
}
