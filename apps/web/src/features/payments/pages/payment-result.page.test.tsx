import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeGroup, makePayment, makeUser } from '../../../test/fixtures.ts';
import { captureDownloads } from '../../../test/downloads.ts';
import { mockFetch, type MockResponse } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import { RAZORPAY_CONFIRMING } from '../payment-messages.ts';
import PaymentResultPage from './payment-result.page.tsx';

const GROUP = makeGroup({ status: 'READY_FOR_BOOKING' });
const ID = GROUP.community_id;

function renderResult(
  payment = makePayment(),
  state?: unknown,
  receipt: MockResponse = { raw: '%PDF-1.7', contentType: 'application/pdf' },
) {
  setToken('t-1');
  setUser(makeUser());
  mockFetch({
    'GET /api/payments/pay-1': { body: payment },
    'GET /api/payments/pay-1/receipt': receipt,
    [`GET /api/communities/${ID}`]: { body: GROUP },
  });
  return renderRoutes([{ path: '/pay/:paymentId/result', element: <PaymentResultPage /> }], {
    pathname: '/pay/pay-1/result',
    state,
  });
}

describe('payment result (/pay/{paymentId}/result)', () => {
  it('says Paid, with the time, and links back to the group', async () => {
    renderResult(makePayment({ status: 'PAID', paid_at: '2026-12-01T06:30:00Z' }), {
      message: 'Payment received',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid' })).toBeVisible();
    expect(screen.getByText('TEST MODE')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment received on Tue, 1 Dec 2026, 12:00 pm IST.',
    );
    expect(screen.getByText('₹8,250.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your group' })).toHaveAttribute(
      'href',
      `/communities/${ID}`,
    );
  });

  it('names how it was paid, as the receipt does', async () => {
    renderResult(
      makePayment({ status: 'PAID', method: 'UPI', method_label: 'UPI (ra***@okicici)' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid' })).toBeVisible();
    expect(screen.getByText('Paid by')).toBeVisible();
    expect(screen.getByText('UPI (ra***@okicici)')).toBeVisible();
  });

  it('says a UPI collect that ran out of time expired, not that it was declined', async () => {
    renderResult(
      makePayment({
        status: 'FAILED',
        upi_collect: { vpa: 'ra***@okicici', state: 'EXPIRED', expires_at: '2026-12-01T04:40:00Z' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Expired' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The UPI collect request expired before it was approved. Nothing was charged.',
    );
  });

  it('downloads the receipt of a paid payment, named by its number', async () => {
    const clicks = captureDownloads('blob:receipt');
    renderResult(
      makePayment({
        status: 'PAID',
        paid_at: '2026-12-01T06:30:00Z',
        receipt_number: 'SAATH/2026-27/000042',
      }),
    );
    expect(await screen.findByText('SAATH/2026-27/000042')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('saath-receipt-SAATH-2026-27-000042.pdf');
  });

  it("offers a refunded payment's receipt too, and says when the download fails", async () => {
    renderResult(
      makePayment({ status: 'REFUNDED', receipt_number: 'SAATH/2026-27/000043' }),
      undefined,
      { status: 500, body: { detail: 'boom' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download the receipt. Please try again later.',
    );
  });

  it('says Declined and offers to try again from the group', async () => {
    renderResult(makePayment({ status: 'FAILED' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Declined' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/communities/${ID}#payment`,
    );
  });

  it('sends a payment still waiting for a card back to its checkout', async () => {
    renderResult();
    expect(await screen.findByText('This payment is waiting for a card.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay ₹8,250.00' })).toHaveAttribute(
      'href',
      '/pay/pay-1',
    );
    expect(screen.queryByRole('button', { name: 'Download receipt' })).toBeNull();
  });

  it('says a Razorpay payment is being confirmed, in live mode, with no sandbox checkout', async () => {
    renderResult(makePayment({ provider: 'razorpay' }));
    expect(await screen.findByText(RAZORPAY_CONFIRMING)).toBeVisible();
    expect(screen.queryByText('TEST MODE')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Pay / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your group' })).toBeVisible();
  });
});
