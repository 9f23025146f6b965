import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { makeUser } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { getSession } from '../../../lib/session.store.ts';
import { GoogleSignInSection } from './google-sign-in-section.tsx';

type Callback = (response: { credential?: string }) => void;

/** Stands in for the Google script: records the button options and hands out the callback. */
function stubGoogle() {
  const state: { callback?: Callback; options?: unknown; clientId?: string } = {};
  window.google = {
    accounts: {
      id: {
        initialize: (config) => {
          state.callback = config.callback;
          state.clientId = config.client_id;
        },
        renderButton: (parent, options) => {
          state.options = options;
          parent.innerHTML = '<div role="button">Continue with Google</div>';
        },
      },
    },
  };
  return state;
}

afterEach(() => {
  delete window.google;
});

describe('Google sign-in', () => {
  it('renders nothing without a configured client id', async () => {
    const fetchMock = mockFetch({ 'GET /api/config': { body: { google_client_id: null } } });
    renderPage(<GoogleSignInSection />, '/login');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('or')).toBeNull();
  });

  it('renders the configured button and logs in with the credential', async () => {
    const google = stubGoogle();
    const fetchMock = mockFetch({
      'GET /api/config': { body: { google_client_id: 'client-1' } },
      'POST /api/users/google': { body: { access_token: 'jwt-g', token_type: 'bearer' } },
      'GET /api/users/me': { body: makeUser() },
    });
    const { router } = renderPage(<GoogleSignInSection />, '/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(google.clientId).toBe('client-1');
    expect(google.options).toMatchObject({
      shape: 'pill',
      theme: 'filled_blue',
      size: 'large',
      width: 320,
      text: 'continue_with',
    });
    act(() => google.callback?.({ credential: 'google-id-token' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession().token).toBe('jwt-g');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/users/google');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: 'google-id-token' });
  });

  it("says 'Google login failed. Please try again.' when the server refuses", async () => {
    const google = stubGoogle();
    mockFetch({
      'GET /api/config': { body: { google_client_id: 'client-1' } },
      'POST /api/users/google': { status: 401, body: { detail: 'Invalid Google token' } },
    });
    renderPage(<GoogleSignInSection />, '/login');
    await screen.findByRole('button', { name: 'Continue with Google' });
    act(() => google.callback?.({ credential: 'bad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google login failed. Please try again.',
    );
    expect(getSession().token).toBeNull();
  });
});
