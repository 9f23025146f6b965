import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAirlineUser, makeUser } from '../../../test/fixtures.ts';
import { failingFetch, mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage, renderRoutes } from '../../../test/render.tsx';
import { getSession } from '../../../lib/session.store.ts';
import LoginPage from './login.page.tsx';

const NO_GOOGLE = { body: { google_client_id: null } };

async function submit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/Email address/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

function renderLoginAnswering(login: MockResponse) {
  const fetchMock = mockFetch({ 'GET /api/config': NO_GOOGLE, 'POST /api/users/login': login });
  renderPage(<LoginPage />, '/login');
  return fetchMock;
}

describe('login page', () => {
  it('checks required fields and the email format before sending', async () => {
    const fetchMock = renderLoginAnswering({ status: 500 });
    await submit('', '');
    // The shared rule loads with the first use of the form, so its words arrive async.
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await submit('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/login'))).toBe(false);
  });

  it('shows a string detail', async () => {
    renderLoginAnswering({ status: 401, body: { detail: 'Incorrect email or password' } });
    await submit('asha@example.in', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
  });

  it("joins an array detail's msgs with ', '", async () => {
    renderLoginAnswering({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'username'], msg: 'Bad email', type: 'x' },
          { loc: ['body', 'password'], msg: 'Bad password', type: 'x' },
        ],
      },
    });
    await submit('asha@example.in', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad email, Bad password');
  });

  it("uses an object detail's msg", async () => {
    renderLoginAnswering({ status: 400, body: { detail: { msg: 'Account locked' } } });
    await submit('asha@example.in', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked');
  });

  it('falls back when there is no detail or no answer', async () => {
    renderLoginAnswering({ status: 500, raw: '' });
    await submit('asha@example.in', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to login. Please check your credentials.',
    );
  });

  it('falls back on a network failure', async () => {
    failingFetch();
    renderPage(<LoginPage />, '/login');
    await submit('asha@example.in', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to login. Please check your credentials.',
    );
  });

  it('stores token and user, then goes to the logged-in home', async () => {
    const fetchMock = mockFetch({
      'GET /api/config': NO_GOOGLE,
      'POST /api/users/login': { body: { access_token: 'jwt-1', token_type: 'bearer' } },
      'GET /api/users/me': { body: makeUser() },
    });
    const { router } = renderPage(<LoginPage />, '/login');
    await submit('Asha@Example.in', 'Str0ng!pass');
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getSession().token).toBe('jwt-1');
    expect(getSession().user?.id).toBe('u-1');
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login'));
    expect(String(loginCall?.[1]?.body)).toBe('username=asha%40example.in&password=Str0ng%21pass');
    const meCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/me'));
    expect((meCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
  });

  it('goes back to the page that asked for a sign-in, and passes the way back to registration', async () => {
    mockFetch({
      'GET /api/config': NO_GOOGLE,
      'POST /api/users/login': { body: { access_token: 'jwt-1', token_type: 'bearer' } },
      'GET /api/users/me': { body: makeUser() },
    });
    const back = { returnTo: '/invite/g-1?join=1' };
    const first = renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '*', element: <p data-testid="location">elsewhere</p> },
      ],
      { pathname: '/login', state: back },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(first.router.state.location).toMatchObject({ pathname: '/register', state: back });
    first.unmount();

    const { router } = renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '*', element: <p data-testid="location">elsewhere</p> },
      ],
      { pathname: '/login', state: back },
    );
    await submit('asha@example.in', 'Str0ng!pass');
    await screen.findByTestId('location');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/invite/g-1?join=1',
    );
  });

  it('sends an airline partner to the airline dashboard', async () => {
    mockFetch({
      'GET /api/config': NO_GOOGLE,
      'POST /api/users/login': { body: { access_token: 'jwt-2', token_type: 'bearer' } },
      'GET /api/users/me': { body: makeAirlineUser() },
    });
    const { router } = renderPage(<LoginPage />, '/login');
    await submit('ops@skyways.in', 'Str0ng!pass');
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/airline/dashboard');
  });

  it('links to password reset, registration and airline registration', async () => {
    renderLoginAnswering({ status: 500 });
    expect(document.title).toBe('Log in · Saath');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Register your airline' })).toHaveAttribute(
      'href',
      '/airline/register',
    );
  });
});
