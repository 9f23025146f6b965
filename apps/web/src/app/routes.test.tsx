import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeAirlineUser,
  makeCompleteUser,
  makeGroupPreview,
  makeMeta,
  makePayment,
  makeUser,
} from '../test/fixtures.ts';
import { mockFetch } from '../test/http.ts';
import { renderRoutes } from '../test/render.tsx';
import { setToken, setUser } from '../lib/session.store.ts';
import { LOGGED_IN_HOME } from '../lib/paths.ts';
import { routes } from './routes.tsx';

describe('route table', () => {
  it('sends unknown paths to the logged-out home, the landing page', async () => {
    mockFetch({
      'GET /api/public/stats': { body: { registered_members: 1234, free_member_limit: 2000 } },
    });
    const { router } = renderRoutes(routes, '/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fly together. Pay less.' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends unknown paths to the logged-in home with a session', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/communities/': { body: [] },
    });
    const { router } = renderRoutes(routes, '/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("sends a signed-in traveller's 'Join for Free' to their home, not to registration", async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({
      'GET /api/public/stats': { body: { registered_members: 1234, free_member_limit: 2000 } },
      'GET /api/users/me': { body: makeUser() },
      'GET /api/communities/': { body: [] },
    });
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1, name: 'Fly together. Pay less.' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Join for Free' })[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(LOGGED_IN_HOME);
  });

  it('serves the group pages behind the login', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({
      'GET /api/communities/': { body: [] },
      'GET /api/meta': { status: 503, body: { detail: 'later' } },
    });
    const mine = renderRoutes(routes, '/communities');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Flight Groups' }),
    ).toBeVisible();
    mine.unmount();
    // The form works from the shared rules while /api/meta is unavailable.
    renderRoutes(routes, '/communities/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find or Create a Flight Group' }),
    ).toBeVisible();
  });

  it('serves the sandbox checkout and its result behind the login, in their area', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({
      'GET /api/payments/pay-1': { body: makePayment({ status: 'PAID' }) },
      [`GET /api/communities/${makePayment().community_id}`]: { status: 404, body: {} },
    });
    const checkout = renderRoutes(routes, '/pay/pay-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    checkout.unmount();
    renderRoutes(routes, '/pay/pay-1/result');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid' })).toBeVisible();
  });

  it('sends visitors from the group pages to /login', async () => {
    mockFetch({ 'GET /api/config': { body: { google_client_id: null } } });
    const { router } = renderRoutes(routes, '/communities/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('wraps pages in the header, main and footer landmarks', async () => {
    mockFetch({ 'GET /api/config': { body: { google_client_id: null } } });
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The footer is a chunk of its own, so it may arrive after the page.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      String(new Date().getFullYear()),
    );
  });

  it('serves the airline pages to airline users and sends unknown paths to their dashboard', async () => {
    setToken('t-1');
    setUser(makeAirlineUser());
    mockFetch({
      'GET /api/users/me': { body: makeAirlineUser() },
      'GET /api/communities/': { body: [] },
      'GET /api/airline/bids': { body: [] },
    });
    const { router } = renderRoutes(routes, '/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Active RFQs for Airlines' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/airline/dashboard');
  });

  it("serves an airline its won groups and one won group's ticketing page", async () => {
    setToken('t-1');
    setUser(makeAirlineUser());
    mockFetch({
      'GET /api/users/me': { body: makeAirlineUser() },
      'GET /api/airline/won-groups': { body: { awaiting_tickets: 0, groups: [] } },
    });
    const list = renderRoutes(routes, '/airline/won');
    expect(await screen.findByRole('heading', { level: 1, name: 'Won Groups' })).toBeVisible();
    list.unmount();
    renderRoutes(routes, '/airline/won/q-1');
    expect(await screen.findByRole('heading', { name: 'Won group not found' })).toBeVisible();
  });

  it('keeps travellers out of the airline pages; serves /tickets and /airline/register', async () => {
    setToken('t-1');
    setUser(makeUser());
    mockFetch({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/communities/': { body: [] },
      'GET /api/tickets/': { body: [] },
    });
    const traveller = renderRoutes(routes, '/airline/bids');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    expect(traveller.router.state.location.pathname).toBe('/dashboard');
    traveller.unmount();
    renderRoutes(routes, '/tickets');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Flight Tickets' }),
    ).toBeVisible();
  });

  it('serves the airline registration to visitors', async () => {
    renderRoutes(routes, '/airline/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Airline Partner Registration' }),
    ).toBeVisible();
  });
});

describe('invite links', () => {
  const preview = makeGroupPreview();
  const ID = preview.community_id;
  it('opens signed out, and brings a visitor who logs in back to the group to join', async () => {
    mockFetch({
      [`GET /api/communities/${ID}/preview`]: { body: preview },
      'GET /api/config': { body: { google_client_id: null } },
      'POST /api/users/login': { body: { access_token: 'jwt-1', token_type: 'bearer' } },
      'GET /api/users/me': { body: makeCompleteUser() },
      'GET /api/communities/': { body: [] },
      'GET /api/meta': { body: makeMeta() },
    });
    const { router } = renderRoutes(routes, `/invite/${ID}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Join this group' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Email address/), 'asha@example.in');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Join Flight Group' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/invite/${ID}`);
  });
});
