import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment } from '@saath/shared/payments';
import { makeGroup, makePayment, makeUser } from '../../test/fixtures.ts';
import { catalogEnglishLeft as englishLeft } from '../../test/catalog-english-left.ts';
import { mockFetch } from '../../test/http.ts';
import { renderRoutes } from '../../test/render.tsx';
import { loadTexts } from '../../lib/i18n.tsx';
import { setToken, setUser } from '../../lib/session.store.ts';
import sharedHindi from '@saath/shared/hi';
import hindi from './hi.ts';
import CheckoutPage from './pages/checkout.page.tsx';
import PaymentResultPage from './pages/payment-result.page.tsx';

// Paying a share as a Hindi reader sees it: the checkout with UPI first and the card second, the
// wait for the UPI app, and the result, with none of this feature's English left on the page.

const GROUP = makeGroup({ status: 'READY_FOR_BOOKING', passenger_count: 9 });

function renderPayment(
  page: 'checkout' | 'result',
  payment: Payment = makePayment(),
  state?: { message: string },
) {
  setToken('t-1');
  setUser(makeUser());
  mockFetch({
    'GET /api/payments/pay-1': { body: payment },
    [`GET /api/communities/${GROUP.community_id}`]: { body: GROUP },
  });
  return renderRoutes(
    [
      { path: '/pay/:paymentId', element: <CheckoutPage /> },
      { path: '/pay/:paymentId/result', element: <PaymentResultPage /> },
    ],
    page === 'checkout' ? '/pay/pay-1' : { pathname: '/pay/pay-1/result', state },
  );
}

describe('paying in Hindi', () => {
  beforeAll(() => loadTexts('app', 'hi'));
  afterAll(() => loadTexts('app', 'en'));

  it('checkout: test mode, UPI first, then the card form', async () => {
    renderPayment('checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
    expect(screen.getByText('टेस्ट मोड')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'आप भुगतान कर रहे हैं' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(screen.getByLabelText(/^आपकी UPI ID/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'UPI से ₹8,250.00 का भुगतान करें' })).toBeVisible();
    expect(screen.getByRole('img', { name: /QR कोड/ })).toBeInTheDocument();
    expect(document.title).toBe('चेकआउट (टेस्ट मोड) · Saath');
    // The test UPI IDs' outcomes are shared texts: Hindi, not 'Approved at once'.
    expect(screen.getByText('तुरंत मंज़ूर होता है')).toBeVisible();
    expect(screen.getByText('तुरंत अस्वीकार होता है')).toBeVisible();
    expect(englishLeft(hindi)).toEqual([]);
    expect(englishLeft(sharedHindi)).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'कार्ड' }));
    expect(screen.getByLabelText(/^कार्ड पर नाम/)).toBeVisible();
    expect(screen.getByLabelText(/^एक्सपायरी/)).toBeVisible();
    expect(screen.getByRole('button', { name: '₹8,250.00 का भुगतान करें' })).toBeVisible();
    expect(screen.getByText('भुगतान सफल होता है')).toBeVisible();
    expect(screen.getByText('कार्ड अस्वीकार होता है')).toBeVisible();
    expect(englishLeft(hindi)).toEqual([]);
    expect(englishLeft(sharedHindi)).toEqual([]);
  });

  it('the UPI waiting state: the collect sent and the sandbox app', async () => {
    renderPayment(
      'checkout',
      makePayment({
        upi_collect: { vpa: 'as***@ybl', state: 'PENDING', expires_at: '2026-12-01T04:40:00Z' },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'अपने UPI ऐप में मंज़ूरी दें, हम इंतज़ार कर रहे हैं' }),
    ).toBeVisible();
    expect(screen.getByText(/हमने as\*\*\*@ybl पर ₹8,250.00 का भुगतान अनुरोध भेजा है/)).toBeVisible();
    expect(screen.getByRole('button', { name: '₹8,250.00 मंज़ूर करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'अस्वीकार करें' })).toBeVisible();
    expect(englishLeft(hindi)).toEqual([]);
    expect(englishLeft(sharedHindi)).toEqual([]);
  });

  it('the result of a paid payment, with its receipt number', async () => {
    renderPayment(
      'result',
      makePayment({ status: 'PAID', paid_at: '2026-12-01T06:30:00Z', receipt_number: 'SR-1' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान हो गया' })).toBeVisible();
    expect(screen.getByText(/रसीद नंबर/)).toHaveTextContent('रसीद नंबर SR-1');
    expect(screen.getByRole('link', { name: 'अपने ग्रुप पर वापस जाएँ' })).toBeVisible();
    expect(englishLeft(hindi)).toEqual([]);
    expect(englishLeft(sharedHindi)).toEqual([]);
  });

  it('the result of a declined payment: why, and the way to try again', async () => {
    renderPayment('result', makePayment({ status: 'FAILED' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'अस्वीकार हुआ' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/कोई पैसा नहीं कटा।$/);
    expect(screen.getByRole('link', { name: 'फिर से कोशिश करें' })).toBeVisible();
    expect(englishLeft(hindi)).toEqual([]);
    expect(englishLeft(sharedHindi)).toEqual([]);
  });

  it('the result after paying: the API’s English answer in Hindi', async () => {
    renderPayment(
      'result',
      makePayment({ status: 'PAID', paid_at: '2026-12-01T06:30:00Z', receipt_number: 'SR-2' }),
      // What the checkout passes on: the API's answer, 'Payment received'.
      { message: 'Payment received' },
    );
    expect(await screen.findByText(/^भुगतान मिल गया, .* IST को।$/)).toBeVisible();
    expect(screen.queryByText(/Payment received/)).toBeNull();
    expect(englishLeft(sharedHindi)).toEqual([]);
  });
});
