import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody, TokenResponse } from '@saath/shared/accounts';
import { API } from '@saath/shared/http';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadAppConfig } from '../../../lib/app-config.ts';
import { meQueryKey } from '../../../lib/query-keys.ts';
import { clearSession, markLogin, setToken, setUser } from '../../../lib/session.store.ts';

export async function fetchMe(signal?: AbortSignal): Promise<CurrentUser> {
  const user = await apiRequest<CurrentUser>(API.me, { signal });
  // The stored record follows every fresh copy, so the navbar and guards see it.
  setUser(user);
  return user;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal) });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    // One request per page load, shared with the shell's extras (lib/app-config.ts).
    queryFn: async () => {
      const config = await loadAppConfig();
      if (!config) throw new Error('Could not load the app configuration');
      return config;
    },
    // Deployment configuration does not change while the page is open.
    staleTime: Infinity,
    retry: 1,
  });

export function useAppConfig() {
  return useQuery(configQueryOptions());
}

export type LoginResult = { user: CurrentUser; isNewUser: boolean };

/** Session: a token arrives, the user is fetched and stored. */
async function startSession(token: string): Promise<LoginResult> {
  setToken(token);
  try {
    const user = await fetchMe();
    return { user, isNewUser: markLogin(user.id) };
  } catch (error) {
    // A token without its user would look logged in everywhere else: drop both.
    clearSession();
    throw error;
  }
}

export type Credentials = { email: string; password: string };

async function login({ email, password }: Credentials): Promise<LoginResult> {
  // Requests: form-encoded, the email travels as `username`.
  const response = await apiRequest<TokenResponse>(API.login, {
    form: { username: email, password },
    skipAuthRedirect: true,
  });
  return startSession(response.access_token);
}

function useStartSessionSuccess() {
  const queryClient = useQueryClient();
  return (result: LoginResult) => queryClient.setQueryData(meQueryKey, result.user);
}

export function useLogin() {
  const onSuccess = useStartSessionSuccess();
  return useMutation({ mutationFn: login, onSuccess });
}

export function useGoogleLogin() {
  const onSuccess = useStartSessionSuccess();
  return useMutation({
    mutationFn: async (credential: string) => {
      const response = await apiRequest<{ access_token: string }>(API.google, {
        json: { token: credential },
        skipAuthRedirect: true,
      });
      return startSession(response.access_token);
    },
    onSuccess,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest<CurrentUser>(API.register, { json: body, skipAuthRedirect: true }),
  });
}
