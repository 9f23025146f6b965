import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UPI_COLLECT_EXPIRED,
  UPI_DECLINED,
  USE_TEST_CARD,
  VPA_INVALID,
} from '@saath/shared/payments';
import { makeGroup, makePayment, makeUser } from '../../../test/fixtures.ts';
import {
  mockEventStream,
  mockFetch,
  type MockResponse,
  type MockRoute,
} from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import CheckoutPage from './checkout.page.tsx';

const GROUP = makeGroup({ status: 'READY_FOR_BOOKING', passenger_count: 9 });

function renderCheckout(routes: Record<string, MockResponse | MockRoute> = {}) {
  setToken('t-1');
  setUser(makeUser());
  const fetchMock = mockFetch({
    'GET /api/payments/pay-1': { body: makePayment() },
    [`GET /api/communities/${GROUP.community_id}`]: { body: GROUP },
    ...routes,
  });
  const utils = renderRoutes(
    [
      { path: '/pay/:paymentId', element: <CheckoutPage /> },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    '/pay/pay-1',
  );
  return { fetchMock, ...utils };
}

/** UPI comes first: the card form is the second choice. */
const chooseCard = () => userEvent.click(screen.getByRole('radio', { name: 'Card' }));

async function fillCard(number: string) {
  await chooseCard();
  await userEvent.type(screen.getByLabelText(/Name on card/), 'Asha Verma');
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry/), '12/39');
  await userEvent.type(screen.getByLabelText(/^CVC/), '123');
}

describe('sandbox checkout (/pay/{paymentId})', () => {
  it('is clearly in test mode and shows the amount, the group, UPI first with its test IDs, then cards', async () => {
    renderCheckout();
    expect(await screen.findByText('₹8,250.00')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(screen.getByText('TEST MODE')).toBeVisible();
    expect(await screen.findByText(/RFQ-2026-000123/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    const vpas = within(screen.getByRole('region', { name: 'Test UPI IDs' }));
    expect(vpas.getByText('success@saath')).toBeVisible();
    expect(vpas.getByText('failure@saath')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ₹8,250.00 by UPI' })).toBeEnabled();
    expect(screen.getByRole('img', { name: /QR code to pay ₹8,250.00/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your UPI app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^upi:\/\/pay\?pa=saath\.sandbox%40saath&.*am=8250\.00&cu=INR/),
    );
    await chooseCard();
    const cards = within(screen.getByRole('region', { name: 'Test cards' }));
    expect(cards.getByText('4111 1111 1111 1111')).toBeVisible();
    expect(cards.getByText('4000 0000 0000 0002')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ₹8,250.00' })).toBeEnabled();
  });

  it("formats the expiry as MM/YY while typing, so '1228' is taken", async () => {
    const { fetchMock, router } = renderCheckout({
      'POST /api/payments/pay-1/sandbox-checkout': {
        body: { payment_id: 'pay-1', status: 'PAID', message: 'Payment received' },
      },
    });
    await screen.findByText('₹8,250.00');
    await chooseCard();
    const expiry = screen.getByLabelText(/Expiry/);
    await userEvent.type(expiry, '12');
    expect(expiry).toHaveValue('12');
    await userEvent.type(expiry, '3');
    expect(expiry).toHaveValue('12/3');
    // Backspace takes the digit, then the slash.
    await userEvent.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12/');
    await userEvent.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '1239');
    expect(expiry).toHaveValue('12/39');
    await userEvent.type(screen.getByLabelText(/Name on card/), 'Asha Verma');
    await userEvent.type(screen.getByLabelText(/Card number/), '4111 1111 1111 1111');
    await userEvent.type(screen.getByLabelText(/^CVC/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹8,250.00' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/pay/pay-1/result');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('sends the card number and opens the result', async () => {
    const { fetchMock, router } = renderCheckout({
      'POST /api/payments/pay-1/sandbox-checkout': {
        body: { payment_id: 'pay-1', status: 'PAID', message: 'Payment received' },
      },
    });
    await screen.findByText('₹8,250.00');
    await fillCard('4111 1111 1111 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹8,250.00' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/pay/pay-1/result');
    expect(router.state.location.state).toEqual({ message: 'Payment received' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ card_number: '4111 1111 1111 1111' });
  });

  it('refuses a card that is not a test card at its field, before sending', async () => {
    const { fetchMock } = renderCheckout();
    await screen.findByText('₹8,250.00');
    await fillCard('5555 5555 5555 4444');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹8,250.00' }));
    const field = screen.getByLabelText(/Card number/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(USE_TEST_CARD);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("says the API's 409 as a message and stays", async () => {
    const { router } = renderCheckout({
      'POST /api/payments/pay-1/sandbox-checkout': {
        status: 409,
        body: { detail: 'This payment is not waiting for a card' },
      },
    });
    await screen.findByText('₹8,250.00');
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹8,250.00' }));
    expect(await screen.findByText('This payment is not waiting for a card')).toBeVisible();
    expect(router.state.location.pathname).toBe('/pay/pay-1');
  });

  it("puts the API's 422 at the card number", async () => {
    renderCheckout({
      'POST /api/payments/pay-1/sandbox-checkout': {
        status: 422,
        body: {
          detail: [{ loc: ['body', 'card_number'], msg: 'Card number refused', type: 'custom' }],
        },
      },
    });
    await screen.findByText('₹8,250.00');
    await fillCard('4111111111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹8,250.00' }));
    expect(await screen.findByRole('link', { name: 'Card number refused' })).toBeVisible();
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription('Card number refused');
  });

  it('takes no card for a payment that is no longer waiting for one', async () => {
    renderCheckout({ 'GET /api/payments/pay-1': { body: makePayment({ status: 'PAID' }) } });
    expect(await screen.findByText('This payment has already been made.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See this payment' })).toHaveAttribute(
      'href',
      '/pay/pay-1/result',
    );
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('sends a collect request to the UPI ID, waits on the live stream, and opens the result once the server approves it', async () => {
    const waiting = makePayment({
      upi_collect: { vpa: 'su***@saath', state: 'PENDING', expires_at: '2026-12-01T04:40:00Z' },
    });
    const events = mockEventStream();
    const { fetchMock, router } = renderCheckout({
      'POST /api/payments/pay-1/sandbox-upi': { status: 202, body: waiting },
      'GET /api/payments/pay-1/events': events.route,
    });
    await screen.findByText('₹8,250.00');
    await userEvent.type(screen.getByLabelText(/Your UPI ID/), 'success@saath');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹8,250.00 by UPI' }));
    expect(
      await screen.findByRole('heading', { name: 'Waiting for you to approve in your UPI app' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('to su***@saath');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ vpa: 'success@saath' });
    // The waiting page follows the payment's stream with the bearer token, and reads it no
    // more by polling: only the first read of the payment went out.
    await waitFor(() => expect(events.connections).toBe(1));
    expect(new Headers(events.requests[0]!.headers).get('authorization')).toBe('Bearer t-1');
    const reads = fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === '/api/payments/pay-1' && (init?.method ?? 'GET') === 'GET',
    );
    expect(reads).toHaveLength(1);
    events.send('payment', waiting);
    events.send('payment', {
      ...waiting,
      status: 'PAID',
      method: 'UPI',
      method_label: 'UPI (su***@saath)',
      upi_collect: { ...waiting.upi_collect!, state: 'APPROVED' },
    });
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/pay/pay-1/result');
    expect(router.state.location.state).toEqual({ message: 'Payment received' });
  });

  it('says the collect expired when the stream brings the expiry', async () => {
    const waiting = makePayment({
      upi_collect: { vpa: 'as***@ybl', state: 'PENDING', expires_at: '2026-12-01T04:40:00Z' },
    });
    const events = mockEventStream();
    const { router } = renderCheckout({
      'GET /api/payments/pay-1': { body: waiting },
      'GET /api/payments/pay-1/events': events.route,
    });
    expect(
      await screen.findByRole('heading', { name: 'Waiting for you to approve in your UPI app' }),
    ).toBeVisible();
    await waitFor(() => expect(events.connections).toBe(1));
    events.send('payment', {
      ...waiting,
      status: 'FAILED',
      upi_collect: { ...waiting.upi_collect!, state: 'EXPIRED' },
    });
    await screen.findByTestId('location');
    expect(router.state.location.state).toEqual({ message: UPI_COLLECT_EXPIRED });
  });

  it('reads the payment again when the stream drops, so a missed decision is not lost', async () => {
    const waiting = makePayment({
      upi_collect: { vpa: 'as***@ybl', state: 'PENDING', expires_at: '2026-12-01T04:40:00Z' },
    });
    let decided = false;
    const events = mockEventStream();
    const { router } = renderCheckout({
      'GET /api/payments/pay-1': () => ({
        body: decided
          ? {
              ...waiting,
              status: 'FAILED',
              upi_collect: { ...waiting.upi_collect!, state: 'DECLINED' },
            }
          : waiting,
      }),
      'GET /api/payments/pay-1/events': events.route,
    });
    await waitFor(() => expect(events.connections).toBe(1));
    // The decision lands while the stream is down (a restart): its event is never sent.
    decided = true;
    events.close();
    await screen.findByTestId('location');
    expect(router.state.location.state).toEqual({ message: UPI_DECLINED });
  });

  it('refuses a UPI ID that is not name@bank at its field, before sending', async () => {
    const { fetchMock } = renderCheckout();
    await screen.findByText('₹8,250.00');
    await userEvent.type(screen.getByLabelText(/Your UPI ID/), 'asha.okicici');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹8,250.00 by UPI' }));
    const field = screen.getByLabelText(/Your UPI ID/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(VPA_INVALID));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers the sandbox approve and decline for a waiting collect, and sends the choice', async () => {
    const waiting = makePayment({
      upi_collect: { vpa: 'ra***@okicici', state: 'PENDING', expires_at: '2026-12-01T04:40:00Z' },
    });
    const { fetchMock } = renderCheckout({
      'GET /api/payments/pay-1': { body: waiting },
      'POST /api/payments/pay-1/sandbox-upi/decision': {
        status: 202,
        body: { ...waiting, upi_collect: { ...waiting.upi_collect!, state: 'APPROVED' } },
      },
    });
    expect(await screen.findByText(/expires at/)).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Card' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve ₹8,250.00' }));
    expect(await screen.findByText(/Your UPI app answered/)).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ decision: 'APPROVE' });
  });

  it("answers someone else's payment like a missing one", async () => {
    renderCheckout({ 'GET /api/payments/pay-1': { status: 404, body: { detail: 'Not found' } } });
    expect(await screen.findByText(/does not exist, or it is not yours/)).toBeVisible();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });
});
