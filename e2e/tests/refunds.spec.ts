import { expect, test } from '@playwright/test';
import {
  ADMIN,
  expectAccessible,
  logInViaForm,
  payAllViaApi,
  registerAirlineViaApi,
  rfqGroupViaApi,
  tokenViaApi,
} from '../support/helpers.ts';
import { openAdminConsole } from '../support/admin.ts';
import { shoot } from '../support/screenshots.ts';

// ADR 0024: a member cancels a ticket for a medical reason, which opens a refund
// request of ₹800; an admin approves it in the console; the payment shows the refund.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a medical cancellation opens a ₹800 refund request that an admin approves', async ({
  browser,
  request,
}) => {
  // API set-up plus two signed-in pages: generous for a loaded machine; every wait is on a state.
  test.setTimeout(240_000);

  // A BOOKED, paid group: 7 passengers, a bid selected by the admin, both members paid.
  const { group, travellers } = await rfqGroupViaApi(request);
  const [kavya, arjun] = travellers;
  const airline = await registerAirlineViaApi(request, 'Refund Air');
  const bid = await request.post(`/api/quotes/${group.community_id}`, {
    headers: bearer(await tokenViaApi(request, airline)),
    data: {
      price_per_ticket: 450_000,
      flight_number: 'RA 101',
      departure_time: '16:30',
      arrival_time: '18:45',
    },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const adminToken = await tokenViaApi(request, ADMIN);
  const selected = await request.post(`/api/quotes/${(await bid.json()).quote_id}/select`, {
    headers: bearer(adminToken),
  });
  expect(selected.status(), await selected.text()).toBe(200);
  await payAllViaApi(request, group.community_id, [kavya, arjun]);
  const kavyaHeaders = bearer(await tokenViaApi(request, kavya));
  let ticket = { ticket_id: '', ticket_number: '' };
  await expect(async () => {
    const tickets = await (await request.get('/api/tickets/', { headers: kavyaHeaders })).json();
    expect(tickets).toHaveLength(4);
    ticket = tickets[0];
  }).toPass({ timeout: 30_000 });

  // The member cancels for a medical reason.
  const page = await (await browser.newContext()).newPage();
  await logInViaForm(page, kavya.email, kavya.password);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`/tickets/${ticket.ticket_id}`);
  await page.getByRole('button', { name: 'Cancel Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Ticket' });
  await expect(dialog.getByRole('button', { name: 'Cancel Ticket' })).toBeDisabled();
  await dialog.getByLabel('Reason for cancelling').selectOption('MEDICAL');
  await expect(dialog.getByText('A refund request of ₹800 is opened')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'ticket-cancel-reason');
  await dialog.getByRole('button', { name: 'Cancel Ticket' }).click();
  await expect(page.getByRole('status')).toContainText('refund request of ₹800');
  await expect(page.locator('.badge', { hasText: 'Cancelled' })).toBeVisible();
  await shoot(page, 'ticket-cancelled-refund-requested');

  // The admin approves it in the Refund requests tab.
  const admin = await (await browser.newContext()).newPage();
  await openAdminConsole(admin);
  await admin.getByRole('link', { name: 'Refund requests' }).click();
  await admin.waitForURL(/tab=refunds/);
  const approve = admin.getByRole('button', { name: `Approve ${ticket.ticket_number}` });
  await expect(approve).toBeVisible({ timeout: 30_000 });
  await expectAccessible(admin);
  await shoot(admin, 'admin-refund-requests');
  await approve.click();
  const decide = admin.getByRole('dialog', { name: 'Approve Refund' });
  await decide.getByLabel('Note (optional)').fill('Medical certificate received');
  await decide.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(admin.getByRole('status')).toContainText('approved: ₹800.00 refunded.');
  await expect(approve).toHaveCount(0);

  // The payment shows the refund.
  await admin.getByRole('link', { name: 'Payments' }).click();
  await admin.waitForURL(/tab=payments/);
  const row = admin.getByRole('row').filter({ hasText: kavya.email });
  await expect(row).toContainText('Partially refunded', { timeout: 30_000 });
  await expect(row).toContainText('₹800.00');
  await expectAccessible(admin);
  await shoot(admin, 'admin-payments');
  await admin.getByRole('button', { name: new RegExp(`^Refund ${kavya.email}`) }).click();
  await expect(admin.getByRole('dialog', { name: 'Refund Payment' })).toBeVisible();
  await shoot(admin, 'admin-payment-refund-modal');
  await admin.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Analytics counts the money.
  await admin.getByRole('link', { name: 'Analytics' }).click();
  await expect(admin.getByText('Money Refunded', { exact: true })).toBeVisible();
  await shoot(admin, 'admin-analytics-money');
});
