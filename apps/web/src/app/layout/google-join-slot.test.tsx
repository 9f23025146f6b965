import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { makeUser } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/http.ts';
import { renderRoutes } from '../../test/render.tsx';
import { resetAppConfig } from '../../lib/app-config.ts';
import { HIDDEN_GOOGLE_BUTTON_ID } from '../../lib/hidden-google-button.ts';
import { getSession } from '../../lib/session.store.ts';
import { AppLayout } from './app-layout.tsx';

type Callback = (response: { credential?: string }) => void;

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <h1>Landing</h1> },
      { path: '/register', element: <h1>Register</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
  },
];

/** Stands in for Google's script: its button hands a credential to the registered callback. */
function stubGoogle() {
  const state: { callback?: Callback; clicks: number } = { clicks: 0 };
  window.google = {
    accounts: {
      id: {
        initialize: (config) => {
          state.callback = config.callback;
        },
        renderButton: (parent) => {
          const button = document.createElement('div');
          button.setAttribute('role', 'button');
          button.textContent = 'Sign in with Google';
          button.addEventListener('click', () => {
            state.clicks += 1;
            state.callback?.({ credential: 'google-id-token' });
          });
          parent.appendChild(button);
        },
      },
    },
  };
  return state;
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

beforeEach(resetAppConfig);
afterEach(() => {
  delete window.google;
});

describe("'Join for Free' with Google configured", () => {
  it('clicks the hidden Google button on the landing and signs the visitor in', async () => {
    const google = stubGoogle();
    mockFetch({
      'GET /api/config': {
        body: { google_client_id: 'client-1', analytics_measurement_id: null },
      },
      'POST /api/users/google': { body: { access_token: 'jwt-g', token_type: 'bearer' } },
      'GET /api/users/me': { body: makeUser() },
    });
    const { router } = renderRoutes(routes, '/');
    await vi.waitFor(() =>
      expect(document.querySelector(`#${HIDDEN_GOOGLE_BUTTON_ID} [role="button"]`)).not.toBeNull(),
    );
    await act(() => userEvent.click(mainNav().getByRole('button', { name: 'Join for Free' })));
    expect(google.clicks).toBe(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession().token).toBe('jwt-g');
  });

  it('renders no hidden button and goes to /register without a client id', async () => {
    const fetchMock = mockFetch({
      'GET /api/config': { body: { google_client_id: null, analytics_measurement_id: null } },
    });
    const { router } = renderRoutes(routes, '/');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(document.getElementById(HIDDEN_GOOGLE_BUTTON_ID)).toBeNull();
    await userEvent.click(mainNav().getByRole('button', { name: 'Join for Free' }));
    expect(router.state.location.pathname).toBe('/register');
  });
});
