import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@saath/shared/http';
import { apiRequest } from '../../../lib/api-client.ts';

type MessageResponse = { message: string };

export function useResetRequest() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<MessageResponse>(API.resetRequest, { json: { email } }),
  });
}

export const verifyResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => apiRequest<{ valid: true }>(API.verifyResetToken(token), { signal }),
    // A 400 means invalid or expired: asking again cannot change the answer.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useVerifyResetToken(token: string) {
  return useQuery(verifyResetTokenQueryOptions(token));
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; new_password: string }) =>
      apiRequest<MessageResponse>(API.resetPassword, { json: body }),
  });
}
