import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayment } from '@saath/shared/refunds';
import { refundMoreThanLeft } from '@saath/shared/refunds';
import { makeRefundRequest as makeRequest } from '../../../test/admin-fixtures.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AdminPage from '../pages/admin.page.tsx';

// ADR 0024: the Payments and Refund requests tabs of the console.

const PAYMENTS = 'GET /api/admin/payments?skip=0&limit=20';
const REQUESTS = 'GET /api/admin/refund-requests?skip=0&limit=20';
const group = {
  community_id: 'g-1',
  rfq_number: 'RFQ-2026-000001',
  from_location: 'DEL',
  to_location: 'BOM',
};
const member = { user_id: 'u-1', name: 'Asha Verma', email: 'asha@example.com' };

function makePayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    payment_id: 'p-1',
    status: 'PAID',
    amount: 1_920_000,
    refunded_amount: 0,
    provider: 'sandbox',
    member,
    group,
    created_at: '2026-06-01T04:30:00Z',
    paid_at: '2026-06-01T04:31:00Z',
    credit_shortfall: { credits: 0, waivers: 0 },
    capture_mismatch: null,
    refunds: [],
    ...overrides,
  };
}

const page = <T,>(items: T[], extra: object = {}) => ({
  body: { items, total: items.length, page: 1, pages: 1, ...extra },
});
const totals = (captured: number, refunded: number) => ({
  totals: { captured, refunded, net: captured - refunded },
});

function renderAdmin(search: string, routes: Record<string, MockResponse | MockRoute>) {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  const fetchMock = mockFetch(routes);
  return { ...renderPage(<AdminPage />, '/admin', `/admin${search}`), fetchMock };
}

const sentBody = (fetchMock: ReturnType<typeof mockFetch>, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse(String(call![1]!.body));
};

describe('Payments tab', () => {
  it('lists payments with member, group, amount, status, refunded and the totals', async () => {
    renderAdmin('?tab=payments', {
      [PAYMENTS]: page([makePayment()], totals(1_920_000, 0)),
    });
    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Asha Verma');
    expect(row).toHaveTextContent('RFQ-2026-000001');
    expect(row).toHaveTextContent('₹19,200.00');
    expect(row).toHaveTextContent('Paid');
    const captured = screen.getByText('Captured', { selector: 'dt' }).nextElementSibling;
    expect(captured).toHaveTextContent('₹19,200.00');
  });

  it('refunds an amount with a reason, and shows the server refusing more than is left', async () => {
    let refused = true;
    let current = makePayment();
    const { fetchMock } = renderAdmin('?tab=payments', {
      [PAYMENTS]: () => page([current], totals(1_920_000, current.refunded_amount)),
      'POST /api/admin/payments/p-1/refund': () => {
        if (refused) {
          refused = false;
          return { status: 409, body: { detail: refundMoreThanLeft(1_000_000) } };
        }
        current = makePayment({ status: 'PARTIALLY_REFUNDED', refunded_amount: 80_000 });
        return { body: current };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Refund asha@example.com/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    const confirm = within(dialog).getByRole('button', { name: 'Refund' });
    // The whole rest is offered; a reason is required first.
    expect(within(dialog).getByRole('spinbutton', { name: 'Amount (₹)' })).toHaveValue(19_200);
    expect(confirm).toBeDisabled();
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount (₹)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '800');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      refundMoreThanLeft(1_000_000),
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(fetchMock, 'POST')).toEqual({ amount: 80_000, reason: 'Goodwill' });
    expect(await screen.findByRole('status')).toHaveTextContent('₹800.00 of ₹19,200.00 back');
  });

  it('says which refunds the provider has not made yet, and which failed', async () => {
    const refund = {
      currency: 'INR',
      provider_refund_id: null,
      created_at: '2026-06-02T04:30:00Z',
      processed_at: null,
      kind: 'REFUND' as const,
      job_id: 'j-1',
      attempts: 3,
      last_error: 'POST /payments/pay_1/refund: 400',
    };
    renderAdmin('?tab=payments', {
      [PAYMENTS]: page(
        [
          makePayment({
            status: 'PARTIALLY_REFUNDED',
            refunded_amount: 130_000,
            refunds: [
              { ...refund, refund_id: 'rf-1', amount: 80_000, status: 'PENDING' },
              { ...refund, refund_id: 'rf-2', amount: 50_000, status: 'FAILED' },
            ],
          }),
        ],
        totals(1_920_000, 130_000),
      ),
    });
    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('₹1,300.00');
    expect(row).toHaveTextContent('₹800.00 pending at the provider');
    expect(row).toHaveTextContent('₹500.00 failed: retry it in Failed jobs');
  });

  it('offers no refund for a payment with nothing captured or left', async () => {
    renderAdmin('?tab=payments', {
      [PAYMENTS]: page(
        [
          makePayment({ payment_id: 'p-2', status: 'REFUNDED', refunded_amount: 1_920_000 }),
          makePayment({ payment_id: 'p-3', status: 'CREATED', paid_at: null }),
        ],
        totals(1_920_000, 1_920_000),
      ),
    });
    await screen.findByRole('table', { name: 'Payments' });
    expect(screen.queryByRole('button', { name: /^Refund / })).toBeNull();
  });
});

describe('Refund requests tab', () => {
  it('approves a pending request with a note', async () => {
    let current = makeRequest();
    const { fetchMock } = renderAdmin('?tab=refunds', {
      [REQUESTS]: () => page([current]),
      'POST /api/admin/refund-requests/r-1/decide': () => {
        current = makeRequest({ status: 'APPROVED', decision_note: 'Certificate seen' });
        return { body: current };
      },
    });
    const table = await screen.findByRole('table', { name: 'Refund requests' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Medical reasons');
    await userEvent.click(screen.getByRole('button', { name: 'Approve K7M2Q9X4PZ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Refund' });
    expect(dialog).toHaveTextContent('₹800.00 goes back through the payment provider');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      'Certificate seen',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('approved: ₹800.00 refunded.');
    expect(sentBody(fetchMock, 'POST')).toEqual({ approve: true, note: 'Certificate seen' });
    expect(await screen.findByText('Certificate seen')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve K7M2Q9X4PZ' })).toBeNull();
  });

  it('declines, and filters by status through the URL', async () => {
    const { fetchMock, router } = renderAdmin('?tab=refunds', {
      [REQUESTS]: page([makeRequest()]),
      [`${REQUESTS}&status=DECLINED`]: page([]),
      'POST /api/admin/refund-requests/r-1/decide': {
        body: makeRequest({ status: 'DECLINED' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline K7M2Q9X4PZ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Refund' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('status')).toHaveTextContent('declined.');
    expect(sentBody(fetchMock, 'POST')).toEqual({ approve: false });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Declined');
    expect(router.state.location.search).toBe('?tab=refunds&status=DECLINED');
    expect(await screen.findByText('No refund requests found.')).toBeVisible();
  });
});
