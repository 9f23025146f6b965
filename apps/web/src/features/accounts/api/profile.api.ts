import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, MyCredits } from '@saath/shared/accounts';
import { API } from '@saath/shared/http';
import type { ProfileUpdate } from '@saath/shared/profile';
import {
  NOTIFICATION_CHANNEL_CODE_PATH,
  NOTIFICATION_CHANNEL_CONFIRM_PATH,
  type ChannelCodeBody,
  type ChannelCodeSent,
  type ChannelConfirmed,
} from '@saath/shared/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/query-keys.ts';
import { setUser } from '../../../lib/session.store.ts';
import { meQueryOptions } from './session.api.ts';

export function useProfile() {
  // The profile page always shows the server's current numbers (credits, counts).
  return useQuery({ ...meQueryOptions(), refetchOnMount: 'always' });
}

/** The credit and fee waivers held, with where each came from. */
export function useMyCredits() {
  return useQuery({
    queryKey: ['my-credits'],
    queryFn: ({ signal }) => apiRequest<MyCredits>(API.myCredits, { signal }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      apiRequest<CurrentUser>(API.me, { method: 'PUT', json: body }),
    // The response replaces the stored user.
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      apiRequest<{ message: string }>(API.changePassword, { json: body }),
  });
}

/** ADR 0060: a one-time code to the number, through the channel the member is choosing. */
export function useSendChannelCode() {
  return useMutation({
    mutationFn: (body: ChannelCodeBody) =>
      apiRequest<ChannelCodeSent>(NOTIFICATION_CHANNEL_CODE_PATH, { json: body }),
  });
}

/** The right code makes the channel the member's preference: the stored user follows. */
export function useConfirmChannelCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<ChannelConfirmed>(NOTIFICATION_CHANNEL_CONFIRM_PATH, { json: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
