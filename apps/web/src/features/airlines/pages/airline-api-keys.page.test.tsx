import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_KEY_NAME_REQUIRED, TOO_MANY_API_KEYS, type ApiKey } from '@saath/shared/api-keys';
import { API_KEY_SHOWN_ONCE } from '../airline-messages.ts';
import { makeAirlineUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AirlineApiKeysPage from './airline-api-keys.page.tsx';

const ACTIVE: ApiKey = {
  id: 'k-1',
  name: 'Revenue system',
  prefix: 'saath_live_Xk3q',
  created_at: '2026-11-20T04:30:00Z',
  last_used_at: '2026-11-21T05:00:00Z',
  revoked_at: null,
};
const REVOKED: ApiKey = {
  id: 'k-2',
  name: 'Old connector',
  prefix: 'saath_live_Ab12',
  created_at: '2026-10-01T04:30:00Z',
  last_used_at: null,
  revoked_at: '2026-11-01T04:30:00Z',
};
const SECRET = 'saath_live_Qw9eRt5yUi7oPa3sDf1gHj2kLz4xCv6bNm8Mq0WeRtY';

function renderKeys(routes: Record<string, MockResponse | MockRoute>) {
  setToken('t-1');
  setUser(makeAirlineUser());
  const fetchMock = mockFetch(routes);
  return { fetchMock, ...renderPage(<AirlineApiKeysPage />, '/airline/api-keys') };
}
const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const rowOf = (name: string) =>
  within(screen.getByText(name).closest('[role="row"]') as HTMLElement);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the airline’s API keys page', () => {
  it('lists the keys with their prefix, times and status; a revoked key has no Revoke', async () => {
    renderKeys({ 'GET /api/airline/api-keys': { body: [ACTIVE, REVOKED] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your keys' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(rowOf('Revenue system').getByText('saath_live_Xk3q…')).toBeVisible();
    expect(rowOf('Revenue system').getByText('Active')).toBeVisible();
    expect(rowOf('Old connector').getByText('Never')).toBeVisible();
    expect(rowOf('Old connector').getByText(/^Revoked/)).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Revoke key/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('creates a key and shows it once, with a copy button and the warning', async () => {
    let keys: ApiKey[] = [];
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { fetchMock } = renderKeys({
      'GET /api/airline/api-keys': () => ({ body: keys }),
      'POST /api/airline/api-keys': ({ init }) => {
        const { name } = JSON.parse(String(init.body));
        keys = [{ ...ACTIVE, name, last_used_at: null }];
        return { status: 201, body: { ...keys[0], key: SECRET } };
      },
    });
    expect(await screen.findByText('No API keys yet.')).toBeVisible();

    // The shared schema refuses an empty name before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(
      await screen.findByText(API_KEY_NAME_REQUIRED, { selector: '.invalid-feedback' }),
    ).toBeVisible();
    expect(calls(fetchMock, 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Name/), 'Fare pusher');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('textbox', { name: 'New API key' });
    expect(shown).toHaveValue(SECRET);
    expect(screen.getByText(API_KEY_SHOWN_ONCE, { exact: false })).toBeVisible();
    expect(JSON.parse(String(calls(fetchMock, 'POST')[0]![1]!.body))).toEqual({
      name: 'Fare pusher',
    });
    expect(await screen.findByRole('table', { name: 'Your keys' })).toHaveTextContent(
      'Fare pusher',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Copied to the clipboard')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByRole('textbox', { name: 'New API key' })).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('shows the server’s refusal of a new key', async () => {
    renderKeys({
      'GET /api/airline/api-keys': { body: [ACTIVE] },
      'POST /api/airline/api-keys': { status: 409, body: { detail: TOO_MANY_API_KEYS } },
    });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'One too many');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(TOO_MANY_API_KEYS)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'New API key' })).toBeNull();
  });

  it('revokes after confirming in the dialog (one request for a double click), and the list updates', async () => {
    let keys: ApiKey[] = [ACTIVE];
    const { fetchMock } = renderKeys({
      'GET /api/airline/api-keys': () => ({ body: keys }),
      'DELETE /api/airline/api-keys/k-1': () => {
        keys = [{ ...ACTIVE, revoked_at: '2026-11-22T04:30:00Z' }];
        return { body: keys[0] };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke key Revenue system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(dialog).toHaveTextContent('Revenue system (saath_live_Xk3q…)');
    const confirm = within(dialog).getByRole('button', { name: 'Revoke key' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await rowOf('Revenue system').findByText(/^Revoked/)).toBeVisible();
    expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
  });

  it('keeps the key when the dialog is dismissed', async () => {
    const { fetchMock } = renderKeys({ 'GET /api/airline/api-keys': { body: [ACTIVE] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke key Revenue system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);
  });

  it('shows the load error', async () => {
    renderKeys({ 'GET /api/airline/api-keys': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load API keys. Please try again later.',
    );
  });
});
