import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { makeAirlineUser, makeUser } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { setToken, setUser } from '../lib/session.store.ts';
import { GuestOnly, RequireAdmin, RequireAirline, RequireAuth, TravellerHome } from './guards.tsx';
import { AIRLINE_HOME, LOGGED_IN_HOME } from '../lib/paths.ts';

const routes: RouteObject[] = [
  { path: '/login', element: <p>login page</p> },
  { element: <TravellerHome />, children: [{ path: LOGGED_IN_HOME, element: <p>home page</p> }] },
  { path: AIRLINE_HOME, element: <p>airline home page</p> },
  { element: <RequireAuth />, children: [{ path: '/private', element: <p>private page</p> }] },
  { element: <RequireAirline />, children: [{ path: '/airline', element: <p>airline page</p> }] },
  { element: <RequireAdmin />, children: [{ path: '/admin', element: <p>admin page</p> }] },
  { element: <GuestOnly />, children: [{ path: '/register', element: <p>register page</p> }] },
];

function logIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  setToken('t-1');
  setUser(makeUser(overrides));
}

describe('route guards', () => {
  it('RequireAuth sends visitors without a session to /login', async () => {
    const { router } = renderRoutes(routes, '/private');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('RequireAuth leaves no way back: after a logout, logging in goes home', async () => {
    const { router } = renderRoutes(routes, '/private');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('RequireAuth lets a logged-in user through', async () => {
    logIn();
    renderRoutes(routes, '/private');
    expect(await screen.findByText('private page')).toBeInTheDocument();
  });

  it('RequireAirline admits role AIRLINE, a company_id or an admin', async () => {
    for (const user of [{ role: 'AIRLINE' as const }, { company_id: 'c-1' }, { is_admin: true }]) {
      logIn(user);
      const { unmount } = renderRoutes(routes, '/airline');
      expect(await screen.findByText('airline page')).toBeInTheDocument();
      unmount();
    }
  });

  it('RequireAirline sends a traveller to the logged-in home, a visitor to /login', async () => {
    logIn();
    const first = renderRoutes(routes, '/airline');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    first.unmount();
    window.localStorage.clear();
    setToken('');
    const second = renderRoutes(routes, '/airline');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    second.unmount();
  });

  it('RequireAdmin needs is_admin, not only a login', async () => {
    logIn();
    const traveller = renderRoutes(routes, '/admin');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    traveller.unmount();
    logIn({ is_admin: true });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });

  it('GuestOnly sends a logged-in user home', async () => {
    logIn();
    renderRoutes(routes, '/register');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('GuestOnly sends a logged-in user back to the page that asked for a sign-in', async () => {
    logIn();
    const { router } = renderRoutes(routes, {
      pathname: '/register',
      state: { returnTo: '/private' },
    });
    expect(await screen.findByText('private page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/private');
  });

  it('GuestOnly takes only a path of this app as the way back', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      logIn();
      const { unmount } = renderRoutes(routes, { pathname: '/register', state: { returnTo } });
      expect(await screen.findByText('home page')).toBeInTheDocument();
      unmount();
    }
  });

  it('GuestOnly sends an airline partner to the airline dashboard', async () => {
    setToken('t-1');
    setUser(makeAirlineUser());
    renderRoutes(routes, '/register');
    expect(await screen.findByText('airline home page')).toBeInTheDocument();
  });

  it('TravellerHome sends an airline partner to the RFQs, keeps travellers and admins', async () => {
    logIn({ role: 'AIRLINE', company_id: 'c-1' });
    const partner = renderRoutes(routes, LOGGED_IN_HOME);
    expect(await screen.findByText('airline home page')).toBeInTheDocument();
    partner.unmount();
    for (const user of [{}, { is_admin: true }]) {
      logIn(user);
      const { unmount } = renderRoutes(routes, LOGGED_IN_HOME);
      expect(await screen.findByText('home page')).toBeInTheDocument();
      unmount();
    }
  });
});
