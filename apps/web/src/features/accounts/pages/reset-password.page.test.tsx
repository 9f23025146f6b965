import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { mockFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ResetPasswordPage from './reset-password.page.tsx';

const routes: RouteObject[] = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '*', element: <p data-testid="location">elsewhere</p> },
];

const VALID = { 'GET /api/users/verify-reset-token/tok-1': { body: { valid: true } } };

async function submit(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('reset password page', () => {
  it('says no token was provided and links to a new request', () => {
    renderRoutes(routes, '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('No reset token provided.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows a spinner while verifying, then the invalid state for a bad token', async () => {
    mockFetch({
      'GET /api/users/verify-reset-token/bad': { status: 400, body: { detail: 'nope' } },
    });
    renderRoutes(routes, '/reset-password/bad');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your reset link');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired reset token. Please request a new password reset link.',
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('refuses mismatched passwords', async () => {
    mockFetch(VALID);
    renderRoutes(routes, '/reset-password/tok-1');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await submit('Str0ng!pass', 'Str0ng!pasS');
    // At the field, which takes the focus.
    const confirm = screen.getByLabelText(/^Confirm new password/);
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
  });

  it('lists the unmet password requirements', async () => {
    const fetchMock = mockFetch(VALID);
    renderRoutes(routes, '/reset-password/tok-1');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await submit('abcdefgh', 'abcdefgh');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Password requirements not met: Must include uppercase letters. Must include numbers. Must include special characters.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server detail when the reset fails, else the fallback', async () => {
    mockFetch({
      ...VALID,
      'POST /api/users/reset-password': { status: 400, body: { detail: 'Token already used' } },
    });
    const first = renderRoutes(routes, '/reset-password/tok-1');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await submit('Str0ng!pass', 'Str0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token already used');
    first.unmount();

    mockFetch({ ...VALID, 'POST /api/users/reset-password': { status: 500, raw: '' } });
    renderRoutes(routes, '/reset-password/tok-1');
    await screen.findByRole('heading', { name: 'Set a new password' });
    await submit('Str0ng!pass', 'Str0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });

  it('resets, shows the message and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      ...VALID,
      'POST /api/users/reset-password': { body: { message: 'Your password has been reset.' } },
    });
    const { router } = renderRoutes(routes, '/reset-password/tok-1');
    await screen.findByRole('heading', { name: 'Set a new password' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText(/^New password/), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    const resetCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reset-password'));
    expect(JSON.parse(String(resetCall?.[1]?.body))).toEqual({
      token: 'tok-1',
      new_password: 'Str0ng!pass',
    });

    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/reset-password/tok-1');
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/login');
  });
});
