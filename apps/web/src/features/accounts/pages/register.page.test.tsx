import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import RegisterPage from './register.page.tsx';

const NO_GOOGLE = { body: { google_client_id: null } };

async function fill(fields: Partial<Record<string, string>>) {
  const labels: Record<string, RegExp> = {
    first: /^First name/,
    last: /^Last name/,
    email: /^Email address/,
    phone: /^Mobile number/,
    password: /^Password/,
    confirm: /^Confirm password/,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value) await userEvent.type(screen.getByLabelText(labels[key] as RegExp), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

function issues(): string[] {
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Please fix the following issues:');
  return within(alert)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

describe('register page', () => {
  it('lists each failing password rule and the mismatch as bullets', async () => {
    const fetchMock = mockFetch({ 'GET /api/config': NO_GOOGLE });
    renderPage(<RegisterPage />, '/register');
    await fill({
      first: 'Asha',
      last: 'Verma',
      email: 'asha@example.in',
      password: 'abc',
      confirm: 'abd',
    });
    expect(issues()).toEqual([
      'Must be at least 8 characters.',
      'Must include uppercase letters.',
      'Must include numbers.',
      'Must include special characters.',
      'Passwords do not match.',
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/users/')).toBe(false);
    // At the fields too, and the first of them has the focus.
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
  });

  it('links each listed problem to its field', async () => {
    mockFetch({ 'GET /api/config': NO_GOOGLE });
    renderPage(<RegisterPage />, '/register');
    await fill({ password: 'Str0ng!pass', confirm: 'Str0ng!pass' });
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Email is required' }));
    expect(screen.getByLabelText(/^Email address/)).toHaveFocus();
  });

  it('lists missing required fields', async () => {
    mockFetch({ 'GET /api/config': NO_GOOGLE });
    renderPage(<RegisterPage />, '/register');
    await fill({ password: 'Str0ng!pass', confirm: 'Str0ng!pass' });
    expect(issues()).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
    ]);
  });

  it('shows server 422 messages as bullets', async () => {
    mockFetch({
      'GET /api/config': NO_GOOGLE,
      'POST /api/users/': {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'email'], msg: 'Email already registered', type: 'x' },
            {
              loc: ['body', 'phone'],
              msg: 'Enter a valid 10-digit Indian mobile number',
              type: 'x',
            },
          ],
        },
      },
    });
    renderPage(<RegisterPage />, '/register');
    await fill({
      first: 'Asha',
      last: 'Verma',
      email: 'asha@example.in',
      password: 'Str0ng!pass',
      confirm: 'Str0ng!pass',
    });
    await screen.findByRole('alert');
    expect(issues()).toEqual([
      'Email already registered',
      'Enter a valid 10-digit Indian mobile number',
    ]);
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      'Email already registered',
    );
    expect(screen.getByLabelText(/^Email address/)).toHaveFocus();
  });

  it('registers, logs in with the same credentials and goes home', async () => {
    const fetchMock = mockFetch({
      'GET /api/config': NO_GOOGLE,
      'POST /api/users/': { status: 201, body: makeUser() },
      'POST /api/users/login': { body: { access_token: 'jwt-1', token_type: 'bearer' } },
      'GET /api/users/me': { body: makeUser() },
    });
    const { router } = renderPage(<RegisterPage />, '/register');
    await fill({
      first: 'Asha',
      last: 'Verma',
      email: 'asha@example.in',
      phone: '98765 43210',
      password: 'Str0ng!pass',
      confirm: 'Str0ng!pass',
    });
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/dashboard');
    const registerCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/users/');
    expect(JSON.parse(String(registerCall?.[1]?.body))).toEqual({
      first_name: 'Asha',
      last_name: 'Verma',
      email: 'asha@example.in',
      phone: '98765 43210',
      password: 'Str0ng!pass',
    });
  });
});
