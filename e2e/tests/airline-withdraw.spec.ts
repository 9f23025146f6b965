import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  bidViaApi,
  expectAccessible,
  logInViaForm,
  registerAirlineViaApi,
  rfqGroupViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// What airlines expect of their bids: filters kept in the URL, the CSV export, and withdrawing a bid
// while bidding is open (the group's lowest bid changes). The E2E server's bidding window is
// 45 s, so the bids go in through the API and the withdraw comes first.

/** Two bids on a fresh RFQ: the first airline's ₹4,300 is the lowest, its rival's ₹4,500. */
async function twoBids(request: APIRequestContext) {
  const { group } = await rfqGroupViaApi(request);
  const low = await registerAirlineViaApi(request, 'Withdraw Air');
  const rival = await registerAirlineViaApi(request, 'Steady Air');
  const id = group.community_id;
  await bidViaApi(request, low, id, { price_per_ticket: 430_000, flight_number: 'WA 430' });
  await bidViaApi(request, rival, id, { price_per_ticket: 450_000, flight_number: 'ST 450' });
  return { group, low };
}

const bidsFor = (group: { to_location: string; travel_date: string }) =>
  `/airline/bids?to_location=${group.to_location}&travel_date=${group.travel_date}`;

async function signIn(page: Page, airline: { email: string; password: string }) {
  await logInViaForm(page, airline.email, airline.password);
  await expect(page).toHaveURL(/\/airline\/dashboard$/);
}

test('an airline withdraws its bid from a filtered list and the lowest bid changes', async ({
  page,
  request,
}) => {
  const { group, low } = await twoBids(request);
  await signIn(page, low);

  // The filters come from the address, as after a reload or from a shared link.
  await page.goto(bidsFor(group));
  const filters = page.getByRole('search', { name: 'Filter bids' });
  await expect(filters.getByLabel('To')).toHaveValue(group.to_location);
  await expect(filters.getByLabel('Travel date')).toHaveValue(group.travel_date);
  const row = page.getByRole('row').filter({ hasText: group.rfq_number });
  await expect(row.getByText('Lowest')).toBeVisible();

  await row.getByRole('button', { name: `Withdraw bid on ${group.rfq_number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your bid?' });
  await expect(dialog).toContainText('₹4,300.00 per ticket');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Withdraw bid' }).click();
  await expect(page.getByRole('status')).toHaveText('Your bid has been withdrawn.');
  await expect(page.getByRole('heading', { name: 'No bids match these filters' })).toBeVisible();

  // The group's lowest bid is now the rival's.
  await page.goto(
    `/airline/dashboard?to_location=${group.to_location}&travel_date=${group.travel_date}`,
  );
  const card = page.locator('.card').filter({ hasText: group.rfq_number });
  await expect(card.getByText(/Lowest Bid:/)).toHaveText('Lowest Bid: ₹4,500.00');
  await expect(card.getByText(/Your bid:/)).toHaveCount(0);
});

test('the filters survive a reload and the CSV download follows them', async ({
  page,
  request,
}) => {
  const { group, low } = await twoBids(request);
  await signIn(page, low);
  await page.goto('/airline/bids');
  const filters = page.getByRole('search', { name: 'Filter bids' });
  await filters.getByLabel('Travel date').fill(group.travel_date);
  await expect(page).toHaveURL(new RegExp(`travel_date=${group.travel_date}`));
  await page.reload();
  await expect(filters.getByLabel('Travel date')).toHaveValue(group.travel_date);
  await expect(page.getByRole('row').filter({ hasText: group.rfq_number })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saath-airline-bids-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toMatch(/^RFQ,From,To,Travel date,/);
  // Only this date's bid: the header, one row and the final line break.
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`${group.rfq_number},DEL,BOM,${group.travel_date},`);
  expect(lines[1]).toContain(',4300.00,30100.00,');
});

test('airline lists with filters and the withdraw dialog @screenshots', async ({
  page,
  request,
}) => {
  const { group, low } = await twoBids(request);
  await signIn(page, low);
  await page.goto(
    `/airline/dashboard?to_location=${group.to_location}&travel_date=${group.travel_date}`,
  );
  await expect(page.locator('.card').filter({ hasText: group.rfq_number })).toBeVisible();
  await shoot(page, 'airline-dashboard-filtered');
  await page.goto(`/airline/bid/${group.community_id}`);
  await expect(page.getByRole('heading', { name: 'Your current bid' })).toBeVisible();
  await shoot(page, 'airline-bid-withdraw');
  await page.goto('/airline/bids');
  await expect(page.getByRole('row').filter({ hasText: group.rfq_number })).toBeVisible();
  await shoot(page, 'airline-bids-filters');
  await page.getByRole('button', { name: `Withdraw bid on ${group.rfq_number}` }).click();
  await expect(page.getByRole('dialog', { name: 'Withdraw your bid?' })).toBeVisible();
  await shoot(page, 'airline-bids-withdraw-dialog');
});
