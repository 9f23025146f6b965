import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, MyCredits } from '@saath/shared/accounts';
import { API } from '@saath/shared/http';
import type { ProfileUpdate } from '@saath/shared/profile';
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
