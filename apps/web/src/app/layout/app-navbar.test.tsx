import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { makeAirlineUser, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { getSession, setToken, setUser } from '../../lib/session.store.ts';
import { AppLayout } from './app-layout.tsx';

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <h1>Landing</h1> },
      { path: '/login', element: <h1>Login</h1> },
      { path: '/register', element: <h1>Register</h1> },
      { path: '/profile', element: <h1>Profile</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
  },
];

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('navbar ("Navigation and footer")', () => {
  it('shows the landing links on "/" only', () => {
    renderRoutes(routes, '/');
    expect(mainNav().getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/#how-it-works',
    );
    expect(mainNav().getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('app-navbar--transparent');
  });

  it('turns from transparent to solid once the landing page is scrolled past 50 px', () => {
    renderRoutes(routes, '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveClass('app-navbar--transparent');
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(nav).toHaveClass('app-navbar--transparent');
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(nav).not.toHaveClass('app-navbar--transparent');
    window.scrollY = 0;
  });

  it('hides the landing links elsewhere; Join for Free goes to /register without Google', async () => {
    const { router } = renderRoutes(routes, '/login');
    expect(mainNav().queryByRole('link', { name: 'How It Works' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('app-navbar--frosted');
    await userEvent.click(mainNav().getByRole('button', { name: 'Join for Free' }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows the join card in the footer only to visitors', async () => {
    const visitor = renderRoutes(routes, '/login');
    // The footer is a chunk of its own: it arrives after the page.
    expect(
      within(await screen.findByRole('contentinfo')).getByText('Join the group'),
    ).toBeVisible();
    visitor.unmount();
    setToken('t-1');
    setUser(makeUser());
    renderRoutes(routes, '/profile');
    expect(within(await screen.findByRole('contentinfo')).queryByText('Join the group')).toBeNull();
  });

  it('greets a logged-in user by first name and logs out to /login', async () => {
    setToken('t-1');
    setUser(makeUser({ name: 'Asha Verma' }));
    const { router } = renderRoutes(routes, '/profile');
    // The signed-in links are a chunk of their own.
    expect(await mainNav().findByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(mainNav().queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(mainNav().getByRole('button', { name: 'Hi, Asha' }));
    expect(await mainNav().findByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('shows Tickets to travellers; airline partners get Airline Bidding as their home', async () => {
    setToken('t-1');
    setUser(makeUser());
    const traveller = renderRoutes(routes, '/profile');
    expect(await mainNav().findByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    expect(mainNav().queryByRole('link', { name: 'Airline Bidding' })).toBeNull();
    traveller.unmount();

    setUser(makeAirlineUser());
    renderRoutes(routes, '/profile');
    expect(await mainNav().findByRole('link', { name: 'Airline Bidding' })).toHaveAttribute(
      'href',
      '/airline/dashboard',
    );
    // An airline never joins a group, so never holds a ticket.
    expect(mainNav().queryByRole('link', { name: 'Tickets' })).toBeNull();
    expect(mainNav().queryByRole('link', { name: 'Home' })).toBeNull();
    expect(mainNav().getByRole('link', { name: /Saath/ })).toHaveAttribute(
      'href',
      '/airline/dashboard',
    );
  });

  it("greets 'User' when the name is empty", async () => {
    setToken('t-1');
    setUser(makeUser({ name: '', first_name: '' }));
    renderRoutes(routes, '/profile');
    expect(await mainNav().findByRole('button', { name: 'Hi, User' })).toBeInTheDocument();
  });
});
