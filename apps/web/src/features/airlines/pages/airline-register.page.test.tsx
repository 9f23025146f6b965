import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import AirlineRegisterPage from './airline-register.page.tsx';

const SUBMIT = 'Register as Airline Partner';

function renderRegister(answer: MockResponse = { status: 500 }) {
  const fetchMock = mockFetch({ 'POST /api/airline/register': answer });
  const utils = renderPage(<AirlineRegisterPage />, '/airline/register');
  return { fetchMock, ...utils };
}

const input = (label: RegExp) => screen.getByLabelText(label);

async function fillValid(user = userEvent.setup()) {
  await user.type(input(/^Full name/), 'Vikram Rao');
  await user.type(input(/^Email address/), 'ops@skyways.in');
  await user.type(input(/^Phone number/), '+919876543210');
  await user.type(input(/^Password/), 'Str0ng!pass');
  await user.type(input(/^Confirm password/), 'Str0ng!pass');
  await user.type(input(/^Company name/), 'Skyways');
  await user.type(input(/^Company email/), 'bids@skyways.in');
  await user.type(input(/^Airline code/), 'sw');
  await user.type(input(/^Website/), 'https://skyways.in');
  await user.type(input(/^Headquarters/), 'Gurugram');
  await user.type(input(/^Description/), 'Domestic carrier');
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('airline registration', () => {
  it('has both sections with typed inputs, a 3-character code and its hint', () => {
    renderRegister();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Your details' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Company details' })).toBeVisible();
    expect(input(/^Email address/)).toHaveAttribute('type', 'email');
    expect(input(/^Company email/)).toHaveAttribute('type', 'email');
    for (const label of [/^API endpoint URL/, /^Website/, /^Logo URL/]) {
      expect(input(label)).toHaveAttribute('type', 'url');
    }
    expect(input(/^Airline code/)).toHaveAttribute('maxLength', '3');
    expect(input(/^Airline code/)).toHaveAccessibleDescription('IATA code (2-3 characters)');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('names each missing required field and the password mismatch without sending', async () => {
    const { fetchMock } = renderRegister();
    const user = userEvent.setup();
    await user.type(input(/^Password/), 'Str0ng!pass');
    await user.type(input(/^Confirm password/), 'Other!pass1');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(input(/^Full name/)).toHaveAccessibleDescription('Name is required.');
    expect(input(/^Email address/)).toHaveAccessibleDescription('Email is required.');
    expect(input(/^Company name/)).toHaveAccessibleDescription('Company name is required.');
    expect(input(/^Company email/)).toHaveAccessibleDescription('Company email is required.');
    expect(input(/^Airline code/)).toHaveAccessibleDescription(
      'IATA code (2-3 characters) Airline code is required.',
    );
    expect(input(/^Confirm password/)).toHaveAccessibleDescription('Passwords do not match.');
    expect(input(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Full name/)).toHaveFocus();
    // A long form lists its problems on top, each a link to its field.
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Company email is required.' }),
    ).toHaveAttribute('href', `#${input(/^Company email/).id}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the registration payload, shows success and goes to /login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, router } = renderRegister({
      status: 201,
      body: { message: 'Registration successful! Please log in.', user_id: 'u', company_id: 'c' },
    });
    const user = await fillValid(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Registration successful! Please log in.');
    // Above a long form: scrolled to and focused, so a phone user sees it.
    await vi.waitFor(() => expect(done).toHaveFocus());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(done);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      user_data: {
        name: 'Vikram Rao',
        email: 'ops@skyways.in',
        phone: '+919876543210',
        password: 'Str0ng!pass',
      },
      company_data: {
        company_name: 'Skyways',
        email: 'bids@skyways.in',
        airline_code: 'sw',
        api_endpoint: '',
        website: 'https://skyways.in',
        headquarters: 'Gurugram',
        logo_url: '',
        description: 'Domestic carrier',
      },
    });
    act(() => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe('/airline/register');
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows 422 messages next to their fields (company_data.email is the company email)', async () => {
    renderRegister({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'company_data', 'airline_code'],
            msg: 'An airline with this code is already registered',
            type: 'conflict',
          },
          { loc: ['body', 'company_data', 'email'], msg: 'Enter a valid email address', type: 'x' },
        ],
      },
    });
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    // The server's detail, listed and linked to the fields.
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following issues:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['An airline with this code is already registered', 'Enter a valid email address']);
    expect(input(/^Airline code/)).toHaveFocus();
    expect(input(/^Airline code/)).toHaveAccessibleDescription(
      'IATA code (2-3 characters) An airline with this code is already registered',
    );
    expect(input(/^Company email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(input(/^Email address/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a string detail from the server', async () => {
    renderRegister({ status: 429, body: { detail: 'Too many requests, try again in a minute' } });
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, try again in a minute',
    );
  });
});
