import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  completeProfileViaApi,
  expectAccessible,
  logInViaForm,
  markPage,
  passengersFor,
  registerAirlineViaApi,
  registerViaApi,
  rfqGroupViaApi,
  stillSamePage,
  tokenViaApi,
  unusedTravelDate,
  type Route,
} from '../support/helpers.ts';

// Live pages (ADR 0020): pages that update themselves over server-sent events, with no reload.

const ROUTE: Route = { from: 'BLR', to: 'DEL', slot: 'SLOT_12_16' };

async function traveller(request: APIRequestContext, name: string) {
  const user = await registerViaApi(request, { first_name: name });
  return { user, token: await completeProfileViaApi(request, user) };
}

test('a traveller watching the group page sees another join without reloading', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const meera = await traveller(request, 'Meera');
  const vikram = await traveller(request, 'Vikram');
  const date = await unusedTravelDate(request, meera.token, ROUTE);
  const created = await request.post('/api/communities/', {
    headers: { authorization: `Bearer ${meera.token}` },
    data: {
      from_location: ROUTE.from,
      to_location: ROUTE.to,
      travel_date: date,
      time_slot: ROUTE.slot,
      passengers: passengersFor('Meera', 2),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).community_id as string;

  await logInViaForm(page, meera.user.email, meera.user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/communities/${id}`);
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByText('2 of 7 needed')).toBeVisible();
  await markPage(page);

  const joined = await request.post(`/api/communities/${id}/join`, {
    headers: { authorization: `Bearer ${vikram.token}` },
    data: { passengers: passengersFor('Vikram', 3) },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  await expect(page.getByText('5 of 7 needed')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '5');
  expect(await stillSamePage(page)).toBe(true);
  await expectAccessible(page);
});

test('an airline on the bid page sees the lowest bid change live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { group } = await rfqGroupViaApi(request);
  const watcher = await registerAirlineViaApi(request, 'Watching Air');
  const rival = await registerAirlineViaApi(request, 'Rival Air');

  await logInViaForm(page, watcher.email, watcher.password);
  await expect(page).toHaveURL(/\/airline\/dashboard$/);
  await page.goto(`/airline/bid/${group.community_id}`);
  const lowest = page.getByText('Current lowest bid').locator('xpath=following-sibling::dd[1]');
  await expect(lowest).toHaveText('No bids yet');
  await markPage(page);

  const token = await tokenViaApi(request, rival);
  const bid = await request.post(`/api/quotes/${group.community_id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { price_per_ticket: 452_500, flight_number: 'RV 452' },
  });
  expect(bid.status(), await bid.text()).toBe(201);

  await expect(lowest).toHaveText('₹4,525.00 per ticket');
  expect(await stillSamePage(page)).toBe(true);
  await expectAccessible(page);

  // The dashboard's card of the RFQ shows it too, and follows the next bid.
  await page.goto('/airline/dashboard');
  const card = page.locator('.card').filter({ hasText: group.rfq_number });
  await expect(card.getByText(/Lowest Bid:/)).toHaveText('Lowest Bid: ₹4,525.00');
  await markPage(page);
  const lower = await request.post(`/api/quotes/${group.community_id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { price_per_ticket: 441_000, flight_number: 'RV 441' },
  });
  expect(lower.status(), await lower.text()).toBe(201);
  await expect(card.getByText(/Lowest Bid:/)).toHaveText('Lowest Bid: ₹4,410.00');
  expect(await stillSamePage(page)).toBe(true);
});
