import type { Group } from '@saath/shared/groups';
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

/** POST /api/communities/{id}/join with the wizard's passengers. */
export function JoinWizard({ groupId, onJoined, onForbidden, ...props }: JoinWizardProps) {
  const join = useJoinGroup();
  return (
    <PassengerWizard
      {...props}
      title="Join Flight Group"
      submitLabel="Join Group"
      pendingLabel="Joining…"
      failureFallback={JOIN_FAILED}
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
