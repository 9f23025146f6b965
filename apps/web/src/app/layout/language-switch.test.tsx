import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { makeUser } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/http.ts';
import { renderRoutes } from '../../test/render.tsx';
import { getSession, setToken, setUser } from '../../lib/session.store.ts';
import { AppLayout } from './app-layout.tsx';
import { pageLoads } from './language-switch.tsx';

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <h1>Landing</h1> },
      { path: '/login', element: <h1>Login</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
  },
];

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

afterEach(() => {
  document.cookie = 'saath_lang=; path=/; max-age=0';
  vi.restoreAllMocks();
});

describe('the language switch', () => {
  it('links a visitor to this page in Hindi, named in Hindi, and remembers the choice', async () => {
    const opened = vi.spyOn(pageLoads, 'open').mockImplementation(() => undefined);
    renderRoutes(routes, '/login');
    const hindi = mainNav().getByRole('link', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('href', '/hi/login');
    expect(hindi).toHaveAttribute('hreflang', 'hi');
    expect(hindi).toHaveAttribute('lang', 'hi');
    await userEvent.click(hindi);
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/hi/login'));
    expect(document.cookie).toContain('saath_lang=hi');
  });

  it("keeps a signed-in member's choice on their account before the page changes", async () => {
    const opened = vi.spyOn(pageLoads, 'open').mockImplementation(() => undefined);
    const saved: unknown[] = [];
    mockFetch({
      'PUT /api/users/me/language': ({ init }) => {
        saved.push(JSON.parse(String(init.body)));
        return { body: { language: 'hi' } };
      },
    });
    setToken('token');
    setUser(makeUser());
    renderRoutes(routes, '/dashboard');
    await userEvent.click(await mainNav().findByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/hi/dashboard'));
    expect(saved).toEqual([{ language: 'hi' }]);
    expect(getSession().user?.language).toBe('hi');
  });

  it('still changes the page when the account cannot be reached', async () => {
    const opened = vi.spyOn(pageLoads, 'open').mockImplementation(() => undefined);
    mockFetch({ 'PUT /api/users/me/language': { status: 503, body: { detail: 'down' } } });
    setToken('token');
    setUser(makeUser());
    renderRoutes(routes, '/dashboard');
    await userEvent.click(await mainNav().findByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/hi/dashboard'));
  });

  it("opens a member's pages in their account's language when they sign in elsewhere", async () => {
    const opened = vi.spyOn(pageLoads, 'open').mockImplementation(() => undefined);
    setToken('token');
    setUser(makeUser({ language: 'hi' }));
    renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/hi/dashboard'));
    expect(document.cookie).toContain('saath_lang=hi');
  });
});
