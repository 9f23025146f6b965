import { groupExistsSchema, type Group } from '@saath/shared/groups';
import { ApiError } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n.tsx';
import { CREATE_FAILED } from '../group-messages.ts';
import { useCreateGroup } from '../api/groups.api.ts';
import type { PassengerDraft, PassengerPayload } from '../passenger-drafts.ts';
import { PassengerWizard, type TripSummary } from './passenger-wizard.tsx';

type CreateWizardProps = {
  summary: TripSummary;
  onCreated: (group: Group) => void;
  /** 409: an open group has this route, date and slot (docs/product/lifecycle.md). */
  onExists: (existingId: string, drafts: PassengerDraft[]) => void;
  onForbidden: (error: unknown) => boolean;
  onClose: () => void;
};

function toDrafts(passengers: PassengerPayload[]): PassengerDraft[] {
  return passengers.map((p) => ({ ...p, age: String(p.age) }));
}

/** POST /api/communities/ with passengers: the creator joins in the same transaction. */
export function CreateWizard({
  summary,
  onCreated,
  onExists,
  onForbidden,
  onClose,
}: CreateWizardProps) {
  const create = useCreateGroup();
  return (
    <PassengerWizard
      summary={summary}
      onClose={onClose}
      kind="create"
      title={t('Create Flight Group')}
      submitLabel={t('Create Group')}
      pendingLabel={t('Creating…')}
      failureFallback={t(CREATE_FAILED)}
      onSubmit={async (passengers) => {
        try {
          onCreated(
            await create.mutateAsync({
              from_location: summary.from,
              to_location: summary.to,
              travel_date: summary.travelDate,
              time_slot: summary.timeSlot,
              passengers,
            }),
          );
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            const exists = groupExistsSchema.safeParse(error.body);
            if (exists.success) {
              onExists(exists.data.existing_community_id, toDrafts(passengers));
              return;
            }
          }
          if (!onForbidden(error)) throw error;
          onClose();
        }
      }}
    />
  );
}
