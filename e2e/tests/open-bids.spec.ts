import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAdminConsole } from '../support/admin.ts';
import {
  expectAccessible,
  logInViaForm,
  markPage,
  registerAirlineViaApi,
  rfqGroupViaApi,
  stillSamePage,
  tokenViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// Bidding in the open (ADR 0027): an airline's standing moving live, the members'
// anonymous ladder and the admins' bid history.

/** The next person signs in on the same page: the stored session is dropped first. */
const signOut = (page: Page) => page.evaluate(() => localStorage.clear());

async function bidAs(
  request: APIRequestContext,
  token: string,
  communityId: string,
  price: number,
  flight: string,
) {
  const response = await request.post(`/api/quotes/${communityId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { price_per_ticket: price, flight_number: flight },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test('an airline sees its standing change live when another bids lower, and withdraws', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { group } = await rfqGroupViaApi(request);
  const id = group.community_id as string;
  const watcher = await registerAirlineViaApi(request, 'Standing Air');
  const rival = await registerAirlineViaApi(request, 'Rival Standing Air');
  await bidAs(request, await tokenViaApi(request, watcher), id, 450_000, 'SA 450');

  await logInViaForm(page, watcher.email, watcher.password);
  await expect(page).toHaveURL(/\/airline\/dashboard$/);
  await page.goto(`/airline/bid/${id}`);
  const standing = page.getByTestId('own-standing');
  await expect(standing).toHaveText('You are the lowest');
  await expect(page.getByText('Ties go to the earlier bid.')).toBeVisible();
  await markPage(page);

  const rivalToken = await tokenViaApi(request, rival);
  await bidAs(request, rivalToken, id, 440_000, 'RS 440');
  await expect(standing).toHaveText('2nd of 2, ₹100.00 above the lowest');
  // The rival matches the watcher's price: the tie goes to the earlier bid, the watcher's.
  await bidAs(request, rivalToken, id, 450_000, 'RS 450');
  await expect(standing).toHaveText('You are the lowest');
  const lower = await bidAs(request, rivalToken, id, 430_000, 'RS 430');
  await expect(standing).toHaveText('2nd of 2, ₹200.00 above the lowest');
  expect(await stillSamePage(page)).toBe(true);
  await expectAccessible(page);

  // The dashboard's card says it too, and follows the rival's withdrawal.
  await page.goto('/airline/dashboard');
  const card = page.locator('.card').filter({ hasText: group.rfq_number });
  await expect(card.getByTestId('own-standing')).toHaveText('2nd of 2, ₹200.00 above the lowest');
  await markPage(page);
  const withdrawn = await request.delete(`/api/quotes/${lower.quote_id}`, {
    headers: { authorization: `Bearer ${rivalToken}` },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  await expect(card.getByTestId('own-standing')).toHaveText('You are the lowest');
  expect(await stillSamePage(page)).toBe(true);
});

test('the bid page, the members’ ladder and the admin’s bid history @screenshots', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { group, travellers } = await rfqGroupViaApi(request);
  const id = group.community_id as string;
  const airlines = await Promise.all([
    registerAirlineViaApi(request, 'Ladder One Air'),
    registerAirlineViaApi(request, 'Ladder Two Air'),
    registerAirlineViaApi(request, 'Ladder Three Air'),
  ]);
  const tokens = await Promise.all(airlines.map((a) => tokenViaApi(request, a)));
  await bidAs(request, tokens[0]!, id, 468_000, 'LO 101');
  await bidAs(request, tokens[1]!, id, 452_500, 'LT 202');
  await bidAs(request, tokens[2]!, id, 499_900, 'LH 303');
  await bidAs(request, tokens[0]!, id, 455_000, 'LO 102');

  await logInViaForm(page, airlines[0]!.email, airlines[0]!.password);
  await expect(page).toHaveURL(/\/airline\/dashboard$/);
  await page.goto(`/airline/bid/${id}`);
  await expect(page.getByTestId('own-standing')).toHaveText('2nd of 3, ₹25.00 above the lowest');
  await shoot(page, 'open-bids-bid-page');
  await signOut(page);

  await logInViaForm(page, travellers[0].email, travellers[0].password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/communities/${id}`);
  const ladder = page.getByRole('list', { name: 'All bids, lowest first' });
  await expect(ladder.getByRole('listitem')).toHaveText([
    '#1₹4,525.00',
    '#2₹4,550.00',
    '#3₹4,999.00',
  ]);
  await expect(page.getByText(/Ladder (One|Two|Three) Air/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('heading', { name: 'Airline Bidding Status' }).scrollIntoViewIfNeeded();
  await shoot(page, 'open-bids-group-panel');
  await signOut(page);

  await openAdminConsole(page);
  await page.goto(`/admin/groups/${id}`);
  const history = page.getByRole('table', { name: 'Bid history' });
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history.getByRole('row').nth(4)).toContainText('Replaced');
  await expectAccessible(page);
  await shoot(page, 'open-bids-admin-group');
});
