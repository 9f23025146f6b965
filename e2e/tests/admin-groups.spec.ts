import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAdminConsole } from '../support/admin.ts';
import {
  bidViaApi,
  expectAccessible,
  registerAirlineViaApi,
  rfqGroupViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// An operator filters the Groups tab, opens a group with bids and selects a quote.

/** Two airlines registered first, then a fresh RFQ_SENT group they bid ₹4,500 and ₹5,200 on. */
async function groupWithTwoBids(request: APIRequestContext) {
  const low = await registerAirlineViaApi(request, 'Lowfare Air');
  const high = await registerAirlineViaApi(request, 'Comfort Air');
  // The E2E server's bidding window is 45 s from here: what follows stays well inside it.
  const { group } = await rfqGroupViaApi(request);
  const id = group.community_id;
  await bidViaApi(request, low, id, { price_per_ticket: 450_000, flight_number: 'LF101' });
  await bidViaApi(request, high, id, { price_per_ticket: 520_000, flight_number: 'CA202' });
  return { group, low, high };
}

async function filterGroups(page: Page, filters: { rfq?: string; status?: string }) {
  const search = page.getByRole('search', { name: 'Filter groups' });
  await search.getByLabel('RFQ number').fill(filters.rfq ?? '');
  await search.getByLabel('Status').selectOption(filters.status ?? '');
  await search.getByRole('button', { name: 'Apply filters' }).click();
}

test('an admin filters the groups, opens one with bids and selects a quote', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openAdminConsole(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', {
      name: 'Groups',
    })
    .click();
  await expect(page.getByRole('heading', { name: 'Manage Groups' })).toBeVisible();

  // Nothing matches: a clear empty state, the filters kept in the URL.
  await filterGroups(page, { rfq: 'RFQ-1999-000001' });
  await expect(page).toHaveURL(/\?tab=groups&rfq_number=RFQ-1999-000001$/);
  await expect(page.getByText('No groups match these filters.')).toBeVisible();

  const { group, high } = await groupWithTwoBids(request);
  // Typed as an operator might: lower case. The RFQ number and the status find the one group.
  await filterGroups(page, { rfq: group.rfq_number.toLowerCase(), status: 'RFQ_SENT' });
  await expect(page).toHaveURL(
    new RegExp(`\\?tab=groups&rfq_number=${group.rfq_number}&status=RFQ_SENT$`),
  );
  const table = page.getByRole('table', { name: 'Groups' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByLabel('RFQ number')).toHaveValue(group.rfq_number);
  await table.getByRole('link', { name: group.rfq_number }).click();

  // The group's page: counts, quotes lowest first with totals, the history.
  await expect(page).toHaveURL(new RegExp(`/admin/groups/${group.community_id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Group ${group.rfq_number}` }),
  ).toBeVisible();
  const quotes = page.getByRole('table', { name: 'Quotes' });
  await expect(quotes.getByRole('row')).toHaveCount(3);
  await expect(quotes.getByRole('row').nth(1)).toContainText('₹4,500.00');
  await expect(quotes.getByRole('row').nth(2)).toContainText('₹36,400.00');
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText(
    'Request for quote sent to airline partners',
  );
  await expectAccessible(page);

  // The admin prefers the dearer airline: select it, confirm once.
  await page
    .getByRole('button', { name: `Select this quote: ${high.companyName} at ₹5,200.00` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Select this quote?' });
  await expect(dialog).toContainText('₹36,400.00 for 7 passengers');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Select this quote' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    `${group.rfq_number} is now Awaiting payment on ${high.companyName}'s quote.`,
  );
  await expect(quotes.getByRole('row', { name: new RegExp(high.companyName) })).toContainText(
    'Selected',
  );
  await expect(page.getByRole('button', { name: /^Select this quote/ })).toHaveCount(0);
  const actions = page.getByRole('table', { name: 'Administrator actions' });
  await expect(actions).toContainText('Quote selected');
  // The selection opens the payment stage; tickets come once the members pay.
  await expect(actions).toContainText(`${high.companyName} · ₹5,200.00 per ticket`);
});

test('admin groups and group page @screenshots', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openAdminConsole(page);
  const { group } = await groupWithTwoBids(request);
  await page.goto('/admin?tab=groups&from_location=DEL&status=RFQ_SENT');
  await expect(page.getByRole('table', { name: 'Groups' })).toBeVisible();
  await shoot(page, 'admin-groups-filtered');
  await page.goto('/admin?tab=groups&rfq_number=RFQ-1999-000001');
  await expect(page.getByText('No groups match these filters.')).toBeVisible();
  await shoot(page, 'admin-groups-empty');
  await page.goto(`/admin/groups/${group.community_id}`);
  await expect(page.getByRole('table', { name: 'Quotes' })).toBeVisible();
  await shoot(page, 'admin-group');
  await page
    .getByRole('button', { name: /^Select this quote/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Select this quote?' })).toBeVisible();
  await shoot(page, 'admin-group-select');
});
