import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AirlineBalance } from '@saath/shared/settlement';
import { WEBHOOK_TEST_PENDING } from '@saath/shared/webhooks';
import { makeAirlineUser, makeWebhookDelivery } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/http.ts';
import { renderPage } from '../../test/render.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import { loadTexts } from '../../lib/i18n.tsx';
import { StandingText } from './components/own-bid-standing.tsx';
import AirlineBalancePage from './pages/airline-balance.page.tsx';
import AirlineWebhooksPage from './pages/airline-webhooks.page.tsx';

// The texts the airline pages take from the shared package (labels kept in tables, sentences
// built there) as a Hindi reader sees them: each must come through t(), not as its English.

beforeAll(async () => {
  await loadTexts('app', 'hi');
  await loadTexts('airlines', 'hi');
});

afterAll(async () => {
  await loadTexts('app', 'en');
});

const airline = () => {
  setToken('t-1');
  setUser(makeAirlineUser());
};

describe('shared texts on the airline pages in Hindi', () => {
  it('names the ledger rows and the payout states in Hindi', async () => {
    airline();
    const row = {
      community_id: 'g-1',
      rfq_number: 'RFQ-2026-000123',
      passenger_name: 'Asha Rao',
      eticket_number: '0981234567890',
      created_at: '2026-11-21T07:00:00.000Z',
    };
    const balance: AirlineBalance = {
      company_id: 'c-1',
      balance: 480_000,
      payable_total: 960_000,
      reversed_total: 480_000,
      paid_total: 0,
      recovered_total: 0,
      upcoming_payout: { at: '2026-11-22T04:30:00.000Z', amount: 480_000 },
      recent: [
        { ...row, id: 1, kind: 'PAYABLE', amount: 480_000 },
        { ...row, id: 2, kind: 'REVERSAL', amount: 480_000 },
      ],
    };
    const payout = {
      payout_id: 'p-1',
      company_id: 'c-1',
      company_name: 'IndiGo',
      amount: 480_000,
      provider: 'sandbox',
      provider_ref: 'sbx_trf_1',
      attempts: 1,
      last_error: null,
      created_at: '2026-11-20T04:30:00.000Z',
      paid_at: null,
    };
    mockFetch({
      'GET /api/airline/balance': { body: balance },
      'GET /api/airline/payouts': {
        body: {
          items: [
            { ...payout, state: 'SENT' },
            { ...payout, payout_id: 'p-2', state: 'PAID' },
          ],
        },
      },
    });
    renderPage(<AirlineBalancePage />, '/airline/balance');
    expect(await screen.findByText('टिकट जारी हुआ')).toBeVisible();
    expect(screen.getByText('टिकट रद्द हुआ')).toBeVisible();
    expect(await screen.findByText('भेजा गया, बैंक का इंतज़ार')).toBeVisible();
    expect(screen.getByText('भुगतान किया गया')).toBeVisible();
    for (const english of ['Ticket issued', 'Ticket cancelled', 'Sent, awaiting the bank', 'Paid'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('shows the delivery states and a failed test event in Hindi', async () => {
    airline();
    const sent = makeWebhookDelivery();
    const dead = makeWebhookDelivery({ id: 'd-2', event: 'quote.lost', status: 'DEAD' });
    mockFetch({
      'GET /api/airline/webhook': {
        body: {
          endpoint: 'https://rms.example-air.in/hooks',
          secret_hint: '…k3Qx',
          events: ['rfq.opened'],
        },
      },
      'GET /api/airline/webhook/deliveries': { body: [sent, dead] },
      'POST /api/airline/webhook/test': { status: 409, body: { detail: WEBHOOK_TEST_PENDING } },
    });
    renderPage(<AirlineWebhooksPage />, '/airline/webhooks');
    const table = await screen.findByRole('table', { name: 'पिछली 50 डिलीवरी' });
    expect(within(table).getByText('पहुँच गया')).toBeVisible();
    expect(within(table).getByText('विफल')).toBeVisible();
    expect(within(table).queryByText('Delivered')).toBeNull();
    expect(within(table).queryByText('Failed')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'टेस्ट इवेंट भेजें' }));
    const failure = await screen.findByText(/^टेस्ट इवेंट नहीं भेजा जा सका: /);
    expect(failure).toBeVisible();
    expect(failure.textContent).not.toMatch(/Failed to send/);
  });

  it("says where the airline's bid stands in Hindi", () => {
    const { rerender } = render(<StandingText standing={{ rank: 1, of: 3, above_lowest: 0 }} />);
    expect(screen.getByText('आपकी बोली सबसे कम है')).toBeVisible();
    rerender(<StandingText standing={{ rank: 2, of: 3, above_lowest: 50_000 }} />);
    expect(screen.getByText('3 में से 2वें स्थान पर, सबसे कम बोली से ₹500.00 ज़्यादा')).toBeVisible();
    rerender(<StandingText standing={{ rank: 3, of: 3, above_lowest: 0 }} />);
    expect(
      screen.getByText('3 में से 3वें स्थान पर, सबसे कम बोली के बराबर: बराबरी पर पहले लगी बोली जीतती है'),
    ).toBeVisible();
  });
});
