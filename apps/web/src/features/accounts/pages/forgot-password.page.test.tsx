import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import ForgotPasswordPage from './forgot-password.page.tsx';

describe('forgot password page', () => {
  it('shows the server message, Back to Login, and resets on Try another email', async () => {
    mockFetch({
      'POST /api/users/reset-password-request': { body: { message: 'Check your inbox.' } },
    });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await userEvent.type(screen.getByLabelText(/Email address/), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox.');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Try another email' }));
    expect(screen.getByLabelText(/Email address/)).toHaveValue('');
  });

  it('shows the detail or the fallback on failure', async () => {
    mockFetch({
      'POST /api/users/reset-password-request': {
        status: 429,
        body: { detail: 'Too many requests' },
      },
    });
    const first = renderPage(<ForgotPasswordPage />, '/forgot-password');
    await userEvent.type(screen.getByLabelText(/Email address/), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    first.unmount();

    mockFetch({ 'POST /api/users/reset-password-request': { status: 502, raw: '' } });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await userEvent.type(screen.getByLabelText(/Email address/), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process your request. Please try again.',
    );
  });
});
