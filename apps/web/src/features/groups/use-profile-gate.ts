import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorDetailText } from '@saath/shared/error-detail';
import { serverText } from '../../lib/server-texts.ts';
import { profileCompleteness, type CompletionField } from '@saath/shared/profile';
import { ApiError } from '../../lib/api-client.ts';
import { meQueryKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.store.ts';

/**
 * Group actions need a complete profile (docs/product/roles.md). The stored user is checked
 * before create and join; the server has the last word (403), after which the user is re-read
 * so the modal lists what is missing now.
 */
export function useProfileGate(options: { returnTo?: string } = {}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [show, setShow] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  // Admins pass every permission check, the completeness gate too, as on the server.
  const missingFields: CompletionField[] =
    user && !user.is_admin ? profileCompleteness(user).missingFields : [];

  return {
    /** True when the action may go ahead; otherwise opens the modal. */
    check(): boolean {
      if (missingFields.length === 0) return true;
      setDetail(null);
      setShow(true);
      return false;
    },
    /** Handles a 403 answer: true when it was one (the modal is then open). */
    handleForbidden(error: unknown): boolean {
      if (!(error instanceof ApiError) || error.status !== 403) return false;
      setDetail(errorDetailText(error.body, '', serverText));
      setShow(true);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      return true;
    },
    modalProps: {
      show,
      onHide: () => setShow(false),
      missingFields,
      detail,
      returnTo: options.returnTo,
    },
  };
}
