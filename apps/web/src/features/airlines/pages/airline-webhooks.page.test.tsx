import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WEBHOOK_NEEDS_SECRET,
  WEBHOOK_REDELIVERY_QUEUED,
  WEBHOOK_SECRET_SHOWN_ONCE,
  WEBHOOK_SEND_TEST,
  WEBHOOK_TEST_NEEDS_SETUP,
  WEBHOOK_TEST_PENDING,
  WEBHOOK_TEST_QUEUED,
  type WebhookDelivery,
  type WebhookSettings,
} from '@saath/shared/webhooks';
import { makeAirlineUser, makeWebhookDelivery } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import { PENDING_DELIVERIES_REFRESH_MS } from '../api/airlines.api.ts';
import AirlineWebhooksPage from './airline-webhooks.page.tsx';

const EVENTS = ['rfq.opened', 'rfq.closed', 'quote.won', 'quote.lost', 'group.booked'] as const;
const OFF: WebhookSettings = { endpoint: null, secret_hint: null, events: [...EVENTS] };
const ON: WebhookSettings = {
  endpoint: 'https://rms.example-air.in/hooks',
  secret_hint: '…k3Qx',
  events: [...EVENTS],
};
const SECRET = 'whsec_Qw9eRt5yUi7oPa3sDf1gHj2kLz4xCv6bNm8Mq0Wk3Qx';
const SENT = makeWebhookDelivery();
const TEST_EVENT: WebhookDelivery = {
  ...SENT,
  id: 'd-3',
  event: 'webhook.test',
  status: 'PENDING',
  response_code: null,
  attempts: 0,
  delivered_at: null,
  next_attempt_at: '2026-11-20T04:31:00Z',
};
const FAILING: WebhookDelivery = {
  ...SENT,
  id: 'd-2',
  event: 'quote.lost',
  status: 'PENDING',
  response_code: 500,
  attempts: 3,
  delivered_at: null,
  next_attempt_at: '2026-11-20T05:30:00Z',
};

function renderHooks(routes: Record<string, MockResponse | MockRoute>) {
  setToken('t-1');
  setUser(makeAirlineUser());
  const fetchMock = mockFetch(routes);
  return { fetchMock, ...renderPage(<AirlineWebhooksPage />, '/airline/webhooks') };
}
const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the airline’s webhooks page', () => {
  it('saves the endpoint and shows the server’s refusal at the field', async () => {
    const { fetchMock } = renderHooks({
      'GET /api/airline/webhook': { body: OFF },
      'GET /api/airline/webhook/deliveries': { body: [] },
      'PUT /api/airline/webhook': ({ init }) =>
        JSON.parse(String(init.body)).endpoint.startsWith('http:')
          ? {
              status: 422,
              body: {
                detail: [
                  { loc: ['body', 'endpoint'], msg: 'The endpoint must use https.', type: 'x' },
                ],
              },
            }
          : { body: ON },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    expect(await screen.findByText('No deliveries yet.')).toBeVisible();
    const field = screen.getByRole('textbox', { name: /^Webhook endpoint/ });
    await userEvent.type(field, 'http://rms.example-air.in/hooks');
    await userEvent.click(screen.getByRole('button', { name: 'Save endpoint' }));
    expect(
      await screen.findByText('The endpoint must use https.', { selector: '.invalid-feedback' }),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, ON.endpoint!);
    await userEvent.click(screen.getByRole('button', { name: 'Save endpoint' }));
    expect(await screen.findByText('Endpoint saved')).toBeVisible();
    expect(JSON.parse(String(calls(fetchMock, 'PUT').at(-1)![1]!.body))).toEqual({
      endpoint: ON.endpoint,
    });
  });

  it('creates the secret and shows it once, with copy; afterwards only the hint', async () => {
    let settings = OFF;
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderHooks({
      'GET /api/airline/webhook': () => ({ body: settings }),
      'GET /api/airline/webhook/deliveries': { body: [] },
      'POST /api/airline/webhook/secret': () => {
        settings = ON;
        return { body: { ...ON, secret: SECRET } };
      },
    });
    expect(await screen.findByText(WEBHOOK_NEEDS_SECRET)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create secret' }));
    expect(await screen.findByRole('textbox', { name: 'Webhook secret' })).toHaveValue(SECRET);
    expect(screen.getByText(WEBHOOK_SECRET_SHOWN_ONCE)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('…k3Qx')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('rotates only after confirming (one request for a double click); dismissing keeps it', async () => {
    const { fetchMock } = renderHooks({
      'GET /api/airline/webhook': { body: ON },
      'GET /api/airline/webhook/deliveries': { body: [] },
      'POST /api/airline/webhook/secret': { body: { ...ON, secret: SECRET } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rotate the webhook secret?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep secret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    dialog = await screen.findByRole('dialog', { name: 'Rotate the webhook secret?' });
    const confirm = within(dialog).getByRole('button', { name: 'Rotate secret' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('textbox', { name: 'Webhook secret' })).toHaveValue(SECRET);
    expect(calls(fetchMock, 'POST')).toHaveLength(1);
  });

  it('lists the deliveries with status, answer and attempts, and redelivers one', async () => {
    const { fetchMock } = renderHooks({
      'GET /api/airline/webhook': { body: ON },
      'GET /api/airline/webhook/deliveries': { body: [FAILING, SENT] },
      'POST /api/airline/webhook/deliveries/d-2/redeliver': {
        status: 201,
        body: { ...FAILING, id: 'd-3', attempts: 0, response_code: null },
      },
    });
    const table = await screen.findByRole('table', { name: 'Last 50 deliveries' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('quote.lost');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('500');
    expect(rows[2]).toHaveTextContent('Delivered');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Redeliver quote.lost/ }));
    expect(await screen.findByText(WEBHOOK_REDELIVERY_QUEUED)).toBeVisible();
    expect(calls(fetchMock, 'POST')).toHaveLength(1);
  });

  it('follows a pending delivery until it is delivered, without a reload', async () => {
    const pending: WebhookDelivery = { ...SENT, status: 'PENDING', response_code: null };
    let answers = 0;
    renderHooks({
      'GET /api/airline/webhook': { body: ON },
      'GET /api/airline/webhook/deliveries': () => ({ body: [answers++ ? SENT : pending] }),
    });
    const table = await screen.findByRole('table', { name: 'Last 50 deliveries' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Pending');
    await waitFor(
      () => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Delivered'),
      { timeout: PENDING_DELIVERIES_REFRESH_MS * 3 },
    );
  });

  it('sends a test event, which joins the deliveries; the server’s refusal is shown', async () => {
    let sent = false;
    const { fetchMock } = renderHooks({
      'GET /api/airline/webhook': { body: ON },
      'GET /api/airline/webhook/deliveries': () => ({ body: sent ? [TEST_EVENT] : [] }),
      'POST /api/airline/webhook/test': () => {
        if (sent) return { status: 409, body: { detail: WEBHOOK_TEST_PENDING } };
        sent = true;
        return { status: 201, body: TEST_EVENT };
      },
    });
    const button = await screen.findByRole('button', { name: WEBHOOK_SEND_TEST });
    await userEvent.click(button);
    expect(await screen.findByText(WEBHOOK_TEST_QUEUED)).toBeVisible();
    const row = await screen.findByRole('row', { name: /webhook\.test/ });
    expect(within(row).getByText('Pending')).toBeVisible();
    await userEvent.click(button);
    expect(
      await screen.findByText(`Failed to send a test event: ${WEBHOOK_TEST_PENDING}`),
    ).toBeVisible();
    expect(calls(fetchMock, 'POST')).toHaveLength(2);
  });

  it('offers the test event only once the endpoint and the secret are set', async () => {
    renderHooks({
      'GET /api/airline/webhook': { body: { ...ON, secret_hint: null } },
      'GET /api/airline/webhook/deliveries': { body: [] },
    });
    expect(await screen.findByRole('button', { name: WEBHOOK_SEND_TEST })).toBeDisabled();
    expect(screen.getByText(WEBHOOK_TEST_NEEDS_SETUP)).toBeVisible();
  });

  it('shows the load error', async () => {
    renderHooks({ 'GET /api/airline/webhook': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load webhooks. Please try again later.',
    );
  });
});
