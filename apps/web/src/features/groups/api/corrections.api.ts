import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  correctionPath,
  type CorrectionRequest,
  type PassengerCorrectionBody,
} from '@saath/shared/corrections';
import type { Passenger } from '@saath/shared/groups';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupKeys } from './groups.api.ts';

/** What the PATCH answered: the passenger corrected (200), or the request filed (202). */
export type CorrectionAnswer =
  { kind: 'corrected'; passenger: Passenger } | { kind: 'requested'; request: CorrectionRequest };

/**
 * PATCH /api/communities/{id}/passengers/{passengerId} (docs/product/ticketing.md
 * "Corrections"): the member's passenger, corrected at once before the ticket is issued; after,
 * a request for Saath's team. The passengers are read again either way.
 */
export function useCorrectPassenger(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      passengerId,
      body,
    }: {
      passengerId: string;
      body: PassengerCorrectionBody;
    }): Promise<CorrectionAnswer> => {
      const answer = await apiRequest<Passenger | CorrectionRequest>(
        correctionPath(communityId, passengerId),
        { method: 'PATCH', json: body },
      );
      return 'changes' in answer
        ? { kind: 'requested', request: answer }
        : { kind: 'corrected', passenger: answer };
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: groupKeys.passengers(communityId) }),
  });
}
