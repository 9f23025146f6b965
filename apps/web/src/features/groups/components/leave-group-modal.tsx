import type { Group } from '@saath/shared/groups';
import { timeSlotLabel } from '@saath/shared/travel';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';

type LeaveGroupModalProps = {
  group: Group | null;
  pending: boolean;
  error?: string | null;
  onConfirm: () => Promise<unknown>;
  onHide: () => void;
};

/** 'Leave Flight Group', asked before a member leaves (dashboard and group page). */
export function LeaveGroupModal({ group, ...modal }: LeaveGroupModalProps) {
  return (
    <ConfirmModal
      {...modal}
      show={group !== null}
      title={t('Leave Flight Group')}
      confirmLabel={t('Leave Group')}
      pendingLabel={t('Leaving…')}
      cancelLabel={t('Stay in group')}
    >
      {group && (
        <p className="fw-semibold mb-2">
          <GroupRouteLabel from={group.from_location} to={group.to_location} />,{' '}
          {formatLongDate(group.travel_date)}, {timeSlotLabel(group.time_slot)}
        </p>
      )}
      <p className="mb-0">
        {t(
          'Your passengers give up their seats in this group. You may join again later while spots remain.',
        )}
      </p>
    </ConfirmModal>
  );
}
