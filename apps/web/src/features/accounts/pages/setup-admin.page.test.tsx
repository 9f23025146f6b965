import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { ADMIN_SETUP_DONE, ADMIN_SETUP_INVALID } from '@saath/shared/admin-setup';
import { mockFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import SetupAdminPage from './setup-admin.page.tsx';

const routes: RouteObject[] = [{ path: '/setup-admin', element: <SetupAdminPage /> }];

describe('first admin setup page (ADR 0042)', () => {
  it('creates the first admin from the printed link', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin-setup/tok-1': { body: { expires_at: '2026-11-28T12:00:00Z' } },
      'POST /api/admin-setup': { status: 201, body: { email: 'meera@saath.in' } },
    });
    renderRoutes(routes, '/setup-admin?token=tok-1');
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Meera');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Operator');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'meera@saath.in');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_SETUP_DONE);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      token: 'tok-1',
      first_name: 'Meera',
      last_name: 'Operator',
      email: 'meera@saath.in',
      password: 'Str0ng!pass',
    });
  });

  it('says a used, expired or missing link is dead, with no form', async () => {
    mockFetch({
      'GET /api/admin-setup/used': { status: 404, body: { detail: ADMIN_SETUP_INVALID } },
    });
    const used = renderRoutes(routes, '/setup-admin?token=used');
    expect(await screen.findByText(ADMIN_SETUP_INVALID)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    used.unmount();
    renderRoutes(routes, '/setup-admin');
    expect(await screen.findByText(ADMIN_SETUP_INVALID)).toBeVisible();
  });
});
