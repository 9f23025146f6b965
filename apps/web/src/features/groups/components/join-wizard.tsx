import type { Group, GroupPreview } from '@saath/shared/groups';
import { t } from '../../../lib/i18n.tsx';
import { JOIN_FAILED } from '../group-messages.ts';
import { useJoinGroup } from '../api/groups.api.ts';
import type { PassengerDraft } from '../passenger-drafts.ts';
import { PassengerWizard, type TripSummary } from './passenger-wizard.tsx';

type JoinWizardProps = {
  groupId: string;
  summary: TripSummary;
  initialDrafts?: PassengerDraft[];
  onJoined: (group: Group) => void;
  /** The profile gate's 403 handler: true when it took the error. */
  onForbidden: (error: unknown) => boolean;
  onClose: () => void;
};

/** The trip the join wizard shows, from a group record or its public preview. */
export const joinSummaryOf = (group: Group | GroupPreview): TripSummary => ({
  from: group.from_location,
  to: group.to_location,
  travelDate: group.travel_date,
  timeSlot: group.time_slot,
  passengerCount: group.passenger_count,
  capacity: group.capacity,
});

/** POST /api/communities/{id}/join with the wizard's passengers. */
export function JoinWizard({ groupId, onJoined, onForbidden, ...props }: JoinWizardProps) {
  const join = useJoinGroup();
  return (
    <PassengerWizard
      {...props}
      kind="join"
      title={t('Join Flight Group')}
      submitLabel={t('Join Group')}
      pendingLabel={t('Joining…')}
      failureFallback={t(JOIN_FAILED)}
      onSubmit={async (passengers) => {
        try {
          onJoined(await join.mutateAsync({ id: groupId, passengers }));
        } catch (error) {
          if (!onForbidden(error)) throw error;
          props.onClose();
        }
      }}
    />
  );
}
