import { expect, test } from '@playwright/test';
import { expectAccessible, logInViaForm, tokenViaApi, wonGroupViaApi } from '../support/helpers.ts';
import { openAdminConsole } from '../support/admin.ts';
import { shoot } from '../support/screenshots.ts';

// ADR 0024, ADR 0042: a member cancels a ticket for a medical reason, which opens a refund
// request of ₹800, and attaches their proof; an admin opens the proof and approves it in the
// console; the payment shows the refund, and the member follows it on the ticket and group pages.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a medical cancellation opens a ₹800 refund request that an admin approves', async ({
  browser,
  request,
}) => {
  // API set-up plus two signed-in pages: generous for a loaded machine; every wait is on a state.
  test.setTimeout(240_000);

  // A BOOKED, paid group: 7 passengers, a bid selected by the admin, both members paid; only
  // an issued ticket can be cancelled, so the airline has ticketed it too.
  const { group, travellers } = await wonGroupViaApi(request, {
    airlineName: 'Refund Air',
    bid: {
      price_per_ticket: 450_000,
      flight_number: 'RA 101',
      departure_time: '16:30',
      arrival_time: '18:45',
    },
    ticketed: true,
  });
  const [kavya] = travellers;
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

  // A later visit still says where the refund stands, and takes the proof.
  await page.reload();
  await expect(page.getByText('Refund request open: ₹800')).toBeVisible();
  await page.getByLabel('Attach your proof').setInputFiles({
    name: 'medical-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Attach proof' }).click();
  await expect(page.getByText(/Your proof is attached/)).toBeVisible();
  await expect(page.getByText(/Proof attached: medical-certificate\.pdf/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'ticket-refund-proof-attached');

  // The admin approves it in the Refund requests tab.
  const admin = await (await browser.newContext()).newPage();
  await openAdminConsole(admin);
  await admin.getByRole('link', { name: 'Refund requests' }).click();
  await admin.waitForURL(/tab=refunds/);
  const approve = admin.getByRole('button', { name: `Approve ${ticket.ticket_number}` });
  await expect(approve).toBeVisible({ timeout: 30_000 });
  await expectAccessible(admin);
  await shoot(admin, 'admin-refund-requests');
  // The admin opens the member's proof before deciding.
  const opened = admin.waitForEvent('download');
  await admin
    .getByRole('button', {
      name: `Open proof of ${ticket.ticket_number}: medical-certificate.pdf`,
    })
    .click();
  expect((await opened).suggestedFilename()).toBe('medical-certificate.pdf');
  await approve.click();
  const decide = admin.getByRole('dialog', { name: 'Approve Refund' });
  await expect(decide.getByText('medical-certificate.pdf')).toBeVisible();
  await shoot(admin, 'admin-refund-decide-with-proof');
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

  // The member follows it: the ticket no longer says only "contact support", the group's
  // "You paid" counts the refund, and both show the booking's money timeline.
  await page.reload();
  await expect(page.getByText('Refund approved: ₹800')).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact support' })).toHaveCount(0);
  const timeline = page.locator('.money-timeline');
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(timeline).toContainText('Refund request approved');
  await expect(timeline).toContainText('Medical certificate received');
  await expect(timeline.getByRole('listitem').last()).toContainText('₹800.00');
  await expectAccessible(page);
  await shoot(page, 'ticket-refund-approved');
  await page.goto(`/communities/${group.community_id}`);
  await expect(page.getByText(/₹800\.00 of it was refunded to you/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payments and refunds' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'group-money-timeline');

  // Analytics counts the money.
  await admin.getByRole('link', { name: 'Analytics' }).click();
  await expect(admin.getByText('Money Refunded', { exact: true })).toBeVisible();
  await shoot(admin, 'admin-analytics-money');
});

test('the first admin setup page says a dead link is dead, and shows its form for a live one', async ({
  page,
}) => {
  // This server has an admin (ADMIN_EMAIL), so every link is dead.
  await page.goto('/setup-admin?token=not-a-live-token');
  await expect(page.getByText(/This setup link is not valid/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'setup-admin-dead-link');
  // The form a fresh install's link opens (its check answered here as a fresh install would).
  await page.route('**/api/admin-setup/live-token', (route) =>
    route.fulfill({ json: { expires_at: '2099-01-01T00:00:00Z' } }),
  );
  await page.goto('/setup-admin?token=live-token');
  await expect(page.getByRole('form', { name: 'Create the first admin' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'setup-admin-form');
});
