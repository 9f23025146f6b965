import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AirlineBalance } from '@saath/shared/settlement';
import { makeAirlineUser } from '../../../test/fixtures.ts';
import { captureDownloads } from '../../../test/downloads.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import { STATEMENT_DOWNLOAD_FAILED } from '../components/statement-downloads.tsx';
import AirlineBalancePage, { BALANCE_LOAD_FAILED } from './airline-balance.page.tsx';

// Seven seats issued at ₹4,800, one cancelled: ₹28,800 owed, the payout at 10:00 India time.
const BALANCE: AirlineBalance = {
  company_id: 'c-1',
  balance: 2_880_000,
  payable_total: 3_360_000,
  reversed_total: 480_000,
  paid_total: 0,
  recovered_total: 0,
  upcoming_payout: { at: '2026-11-22T04:30:00.000Z', amount: 2_880_000 },
  recent: [
    {
      id: 9,
      kind: 'REVERSAL',
      amount: 480_000,
      community_id: 'g-1',
      rfq_number: 'RFQ-2026-000123',
      passenger_name: 'Asha Rao',
      eticket_number: '0981234567890',
      created_at: '2026-11-21T08:00:00.000Z',
    },
    {
      id: 2,
      kind: 'PAYABLE',
      amount: 480_000,
      community_id: 'g-1',
      rfq_number: 'RFQ-2026-000123',
      passenger_name: 'Asha Rao',
      eticket_number: '0981234567890',
      created_at: '2026-11-21T07:00:00.000Z',
    },
  ],
};

const PAYOUTS: MockResponse = {
  body: {
    items: [
      {
        payout_id: 'p-1',
        company_id: 'c-1',
        company_name: 'IndiGo',
        amount: 480_000,
        state: 'PAID',
        provider: 'sandbox',
        provider_ref: 'sbx_trf_1',
        attempts: 1,
        last_error: null,
        created_at: '2026-11-20T04:30:00.000Z',
        paid_at: '2026-11-20T04:30:05.000Z',
      },
    ],
  },
};

function renderBalance(
  answer: MockResponse = { body: BALANCE },
  more: Record<string, MockResponse> = {},
) {
  setToken('t-1');
  setUser(makeAirlineUser());
  mockFetch({ 'GET /api/airline/balance': answer, 'GET /api/airline/payouts': PAYOUTS, ...more });
  return renderPage(<AirlineBalancePage />, '/airline/balance');
}

describe("the airline's balance (/airline/balance)", () => {
  it('shows the balance, the upcoming payout, the totals and the latest entries, signed', async () => {
    renderBalance();
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    const figures = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(figures).toEqual(
      expect.arrayContaining(['₹28,800.00', '₹33,600.00', 'Cancelled: ₹4,800.00']),
    );
    const table = screen.getByRole('table', { name: 'Latest entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Ticket cancelled');
    expect(rows[0]).toHaveTextContent('−₹4,800.00');
    expect(rows[1]).toHaveTextContent('Ticket issued');
    expect(rows[1]).toHaveTextContent('RFQ-2026-000123 · 0981234567890');
    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(payouts).getAllByRole('row')[1]).toHaveTextContent('sbx_trf_1');
    expect(within(payouts).getAllByRole('row')[1]).toHaveTextContent('Paid');
  });

  it('says a negative balance is recovered from the next payout or reversed by Saath', async () => {
    renderBalance({
      body: {
        ...BALANCE,
        balance: -480_000,
        upcoming_payout: { ...BALANCE.upcoming_payout, amount: 0 },
      },
    });
    expect(await screen.findByText(/recovered from the next one, or reversed/)).toBeVisible();
  });

  it('shows a Route transfer awaiting the bank, and what was recovered through Razorpay', async () => {
    const sent = { ...(PAYOUTS.body as { items: object[] }).items[0]!, state: 'SENT' };
    renderBalance(
      {
        body: {
          ...BALANCE,
          balance: 0,
          recovered_total: 480_000,
          recent: [{ ...BALANCE.recent[0]!, id: 10, kind: 'RECOVERED', passenger_name: null }],
        },
      },
      { 'GET /api/airline/payouts': { body: { items: [sent] } } },
    );
    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(payouts).getAllByRole('row')[1]).toHaveTextContent('Sent, awaiting the bank');
    expect(screen.getByText('Recovered through Razorpay: ₹4,800.00')).toBeVisible();
    const entries = screen.getByRole('table', { name: 'Latest entries' });
    const row = within(entries).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Recovered from a payout');
    expect(row).toHaveTextContent('₹4,800.00');
    expect(row).not.toHaveTextContent('−');
  });

  it('says so when nothing is owed yet', async () => {
    renderBalance({
      body: { ...BALANCE, balance: 0, payable_total: 0, reversed_total: 0, recent: [] },
    });
    expect(await screen.findByText(/Nothing yet/)).toBeVisible();
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    renderBalance({ status: 500, body: { detail: 'boom' } });
    expect(await screen.findByText(BALANCE_LOAD_FAILED)).toBeVisible();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeVisible();
  });

  it("downloads a chosen month's statement as a PDF or CSV, and says so when it cannot", async () => {
    const clicks = captureDownloads('blob:statement');
    renderBalance();
    const month = await screen.findByLabelText('Month');
    const options = within(month).getAllByRole('option');
    // This month first, then the ones before it.
    expect(options.length).toBe(25);
    const last = options[1]!.getAttribute('value')!;
    await userEvent.selectOptions(month, last);
    mockFetch({
      'GET /api/airline/balance': { body: BALANCE },
      'GET /api/airline/payouts': PAYOUTS,
      [`GET /api/airline/statement.pdf?month=${last}`]: {
        raw: '%PDF-1.7',
        contentType: 'application/pdf',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe(`saath-statement-${last}.pdf`);

    // The CSV of that month is not served here: the page says the download failed.
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STATEMENT_DOWNLOAD_FAILED);
    expect(clicks).toHaveLength(1);
  });
});
