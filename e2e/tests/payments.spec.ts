import { expect, test, type Page } from '@playwright/test';
import {
  completeProfileViaApi,
  expectAccessible,
  field,
  logInViaForm,
  payAllViaApi,
  registerViaApi,
  rfqGroupViaApi,
  wonGroupViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// The paying journey. A group reaches 7, an airline bids, an admin selects the bid
// (the window closing does the same), members pay in the sandbox through the pages (one card
// declined, then paid), and at the payment deadline (PAYMENT_WINDOW_SECONDS of the E2E server)
// the member who did not pay loses the seat while the payers are BOOKED with tickets.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function payByCard(page: Page, card: string) {
  await expect(page.getByText('TEST MODE')).toBeVisible();
  // UPI is offered first; the card is the second choice.
  await page.locator('label[for="method-CARD"]').click();
  await field(page, 'Name on card').fill('Kavya Verma');
  await field(page, 'Card number').fill(card);
  await field(page, 'Expiry (MM/YY)').fill('12/39');
  await field(page, 'CVC').fill('123');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}\/result$/);
}

test('members pay their shares in the sandbox; the one who does not pay loses the seat; the payers are booked', async ({
  browser,
  request,
}) => {
  // The E2E server's payment window (100 s) plus the pages: twice what it takes on a loaded machine.
  test.setTimeout(300_000);

  // A group at 7 (Kavya 4, Arjun 3) and a third member who will not pay (1 passenger).
  const rfq = await rfqGroupViaApi(request);
  const { group, travellers } = rfq;
  const [kavya, arjun] = travellers;
  const meera = await registerViaApi(request, { first_name: 'Meera' });
  const meeraToken = await completeProfileViaApi(request, meera);
  const joined = await request.post(`/api/communities/${group.community_id}/join`, {
    headers: bearer(meeraToken),
    data: {
      passengers: [
        {
          full_name: 'Meera Passenger',
          dob: '1990-01-01',
          age: 36,
          gender: 'F',
          phone: '9876543210',
          email: 'meera@example.in',
        },
      ],
    },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  // An airline bids; an admin selects the bid: the group awaits payment.
  await wonGroupViaApi(request, {
    rfq,
    airlineName: 'Paywise Air',
    bid: {
      price_per_ticket: 435_000,
      flight_number: 'PW 311',
      departure_time: '16:30',
      arrival_time: '18:45',
    },
    paid: false,
  });

  // Kavya sees the payment due on her dashboard and the payment panel on the group page.
  const page = await (await browser.newContext()).newPage();
  await logInViaForm(page, kavya.email, kavya.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Payment due by /)).toBeVisible();
  await page.goto(`/communities/${group.community_id}`);
  const panel = page.locator('#payment');
  await expect(panel.getByRole('heading', { name: 'Pay for your seats' })).toBeVisible();
  await expect(page.getByText('Awaiting payment', { exact: true }).first()).toBeVisible();
  await expect(panel.getByText(/Flight PW311/)).toBeVisible();
  await expect(panel.getByText('0 of 3')).toBeVisible();
  await expect(panel.getByText(/^Payment due$/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payment-panel-due');

  // The first card is declined.
  await panel.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payment-checkout');
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { name: 'Declined' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payment-result-declined');

  // Try again from the group: a new payment, and the good card.
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/communities/${group.community_id}#payment$`));
  await page
    .locator('#payment')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  await payByCard(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(/^SAATH\/\d{4}-\d{2}\/\d{6}$/)).toBeVisible();
  await shoot(page, 'payment-result-paid');
  await page.getByRole('link', { name: 'Back to your group' }).click();
  await expect(panel.getByRole('heading', { name: 'Paid' })).toBeVisible();
  // ADR 0023: the receipt, a PDF fetched with the session's bearer token.
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(receipt.suggestedFilename()).toMatch(/^saath-receipt-[0-9a-f-]{36}\.pdf$/);
  await expect(panel.getByText('1 of 3')).toBeVisible();
  // The seat is bought: leaving is no longer offered.
  await expect(page.getByRole('button', { name: 'Leave Group' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'payment-panel-paid');

  // Arjun pays too; Meera does not. At the deadline her seat is released, and the 7 paid
  // passengers still reach the threshold: the group is booked for the payers.
  await payAllViaApi(request, group.community_id, [arjun]);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Tickets' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 180_000, intervals: [3_000] });
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^View ticket/ })).toHaveCount(4);
  await expectAccessible(page);

  const released = await request.get(`/api/communities/${group.community_id}`, {
    headers: bearer(meeraToken),
  });
  expect(released.status()).toBe(404);
  const meerasGroups = await request.get('/api/communities/', { headers: bearer(meeraToken) });
  expect(
    (await meerasGroups.json()).map((g: { community_id: string }) => g.community_id),
  ).not.toContain(group.community_id);
});
