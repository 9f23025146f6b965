import { expect, test } from '@playwright/test';
import { createGroupsViaApi, openAdminConsole, sendContactViaApi } from '../support/admin.ts';
import { rfqGroupViaApi, wonGroupViaApi } from '../support/helpers.ts';
import { shoot, visit } from '../support/screenshots.ts';

// `npm run screenshots`: the admin console's tabs and dialogs at phone and desktop width.

test('admin console @screenshots', async ({ page, request }) => {
  test.setTimeout(150_000);
  // Enough data for two pages of groups, more than one status and a route chart.
  await createGroupsViaApi(request, 21, { from: 'GOI', to: 'COK' });
  await rfqGroupViaApi(request);
  await sendContactViaApi(request);

  await openAdminConsole(page);
  await expect(page.locator('.recharts-surface').nth(1)).toBeVisible();
  await shoot(page, 'admin-analytics');

  await visit(page, '/admin?tab=groups', 'admin-groups');
  await page
    .getByRole('button', { name: /^Override Status of / })
    .first()
    .click();
  await page.getByRole('dialog').getByLabel('New Status').selectOption('disabled');
  await shoot(page, 'admin-override');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // One deactivated account, one handled message, so each state shows.
  await page.goto('/admin?tab=users');
  await page
    .getByRole('button', { name: /^Deactivate / })
    .first()
    .click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Screenshot: chargeback under review');
  await shoot(page, 'admin-deactivate');
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await visit(page, '/admin?tab=users', 'admin-users');
  await page.goto('/admin?tab=contacts');
  await page
    .getByRole('button', { name: /^Mark handled/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Reopen/ }).first()).toBeVisible();
  await visit(page, '/admin?tab=contacts', 'admin-contacts');
  await page
    .getByRole('button', { name: /^View Details/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Contact Message' })).toBeVisible();
  await shoot(page, 'admin-contact-details');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await visit(page, '/admin?tab=audit', 'admin-audit');

  // A group booked on an airline's bid whose tickets are still to come: the ticketing board.
  const { group } = await wonGroupViaApi(request, {
    airlineName: 'Board Air',
    bid: { price_per_ticket: 430_000, flight_number: 'BA 101' },
  });
  await page.goto('/admin?tab=ticketing');
  const row = page.getByRole('row').filter({ hasText: group.rfq_number });
  await expect(row).toBeVisible();
  await shoot(page, 'admin-ticketing');
  await row.getByRole('button', { name: /Extend/ }).click();
  await expect(page.getByRole('dialog', { name: 'Extend ticketing deadline' })).toBeVisible();
  await shoot(page, 'admin-ticketing-extend');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The analytics failing: a full-page error with Retry.
  await page.route('**/api/admin/analytics', (route) =>
    route.fulfill({ status: 503, json: { detail: 'Database unavailable' } }),
  );
  await page.goto('/admin?tab=analytics');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await shoot(page, 'admin-analytics-error');
});
