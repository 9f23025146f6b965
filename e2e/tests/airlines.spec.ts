import { expect, test, type Page } from '@playwright/test';
import {
  STRONG_PASSWORD,
  expectAccessible,
  field,
  logInViaForm,
  registerAirlineViaApi,
  rfqGroupViaApi,
  uniqueAirlineCode,
  uniqueEmail,
  payAllViaApi,
  ticketGroupViaApi,
} from '../support/helpers.ts';

async function submitBid(page: Page, rfqNumber: string, rupees: string, flight: string) {
  await page.goto('/airline/dashboard');
  await page.getByRole('link', { name: `Submit Bid for ${rfqNumber}` }).click();
  await field(page, 'Price Per Ticket (₹)').fill(rupees);
  await field(page, 'Flight Number').fill(flight);
  await field(page, 'Departure Time').fill('16:30');
  await field(page, 'Arrival Time').fill('18:45');
  await page.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(page.getByText('Bid Submitted Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/airline\/dashboard$/, { timeout: 5_000 });
}

test('airlines bid, the lowest wins at the deadline, and a traveller gets, downloads and cancels a ticket', async ({
  browser,
  request,
}) => {
  // The 45 s bidding window of the E2E server, plus three travellers' and two airlines' pages:
  // 1.6 min measured with the machine's two cores loaded five times over; twice that.
  test.setTimeout(240_000);

  // An airline partner registers on its own page.
  const email = uniqueEmail('skyways');
  const skyways = await (await browser.newContext()).newPage();
  await skyways.goto('/airline/register');
  await expectAccessible(skyways);
  await field(skyways, 'Full name').fill('Nisha Rao');
  await field(skyways, 'Email address').fill(email);
  await field(skyways, 'Phone number').fill('9876501234');
  await field(skyways, 'Password').fill(STRONG_PASSWORD);
  await field(skyways, 'Confirm password').fill(STRONG_PASSWORD);
  await field(skyways, 'Company name').fill('Skyways E2E');
  await field(skyways, 'Airline code').fill(uniqueAirlineCode());
  await field(skyways, 'Company email').fill(`fares.${email}`);
  await skyways.getByRole('button', { name: 'Register as Airline Partner' }).click();
  await expect(skyways.getByText('Registration successful! Please log in.')).toBeVisible();
  await expect(skyways).toHaveURL(/\/login$/, { timeout: 5_000 });
  await logInViaForm(skyways, email, STRONG_PASSWORD);
  await expect(skyways).toHaveURL(/\/airline\/dashboard$/);

  // A second airline, and a group that has just reached 7 passengers.
  const rival = await registerAirlineViaApi(request, 'Rival Air');
  const { group, travellers } = await rfqGroupViaApi(request);

  await skyways.reload();
  const card = skyways
    .getByRole('article')
    .filter({ hasText: group.rfq_number })
    .or(skyways.locator('.card').filter({ hasText: group.rfq_number }));
  await expect(card.first().getByText('No bids yet')).toBeVisible();
  await expectAccessible(skyways);
  await submitBid(skyways, group.rfq_number, '4500', 'SW 101');
  await expect(
    skyways
      .locator('.card')
      .filter({ hasText: group.rfq_number })
      .getByText('Lowest Bid: ₹4,500.00'),
  ).toBeVisible();

  // The rival underbids.
  const rivalPage = await (await browser.newContext()).newPage();
  await logInViaForm(rivalPage, rival.email, rival.password);
  await expect(rivalPage).toHaveURL(/\/airline\/dashboard$/);
  await submitBid(rivalPage, group.rfq_number, '4350', 'RV 202');

  await skyways.goto('/airline/bids');
  await expect(skyways.getByRole('heading', { name: 'Your Airline Bids' })).toBeVisible();
  await expect(skyways.getByText('Outbid').first()).toBeVisible();
  await expectAccessible(skyways);

  // The bidding window closes (45 s in the E2E server); the sweeper selects the lowest bid and
  // the members pay their shares; the last share books the group.
  await payAllViaApi(request, group.community_id, travellers);
  // The winner issues the tickets (its systems, through the API); until then they are pending.
  await ticketGroupViaApi(request, rival, group.community_id);
  const traveller = await (await browser.newContext()).newPage();
  await logInViaForm(traveller, travellers[0].email, travellers[0].password);
  await expect(traveller).toHaveURL(/\/dashboard$/);
  await traveller.goto(`/communities/${group.community_id}`);
  await expect(async () => {
    await traveller.reload();
    await expect(traveller.getByText('Flight booked')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  // (₹15,000 − ₹4,350) × 7 passengers
  await expect(traveller.getByText('₹74,550.00')).toBeVisible();
  await expect(traveller.getByText('Tickets have been issued - check your email')).toBeVisible();
  await expectAccessible(traveller);

  // The winner sees its bid booked, and the passengers it must ticket.
  await rivalPage.goto('/airline/bids');
  await expect(rivalPage.getByText('Booked').first()).toBeVisible();
  await rivalPage.getByRole('link', { name: 'Passenger manifest' }).first().click();
  const manifest = rivalPage.getByRole('table', { name: 'Passenger Manifest' });
  await expect(manifest.getByRole('row')).toHaveCount(1 + 7);
  await expect(rivalPage.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  await expectAccessible(rivalPage);

  // The traveller opens a ticket, downloads the e-ticket and cancels.
  await traveller
    .getByRole('link', { name: /^View ticket/ })
    .first()
    .click();
  await expect(traveller).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(traveller.getByText(`${rival.companyName}`).first()).toBeVisible();
  await expectAccessible(traveller);
  const [download] = await Promise.all([
    traveller.waitForEvent('download'),
    traveller.getByRole('button', { name: 'Download E-Ticket' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saath-e-ticket-[0-9A-Z]{10}\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // Cancelling asks for the reason (ADR 0024); 'Other' opens no refund request.
  await traveller.getByRole('button', { name: 'Cancel Ticket' }).click();
  const cancel = traveller.getByRole('dialog', { name: 'Cancel Ticket' });
  await cancel.getByLabel('Reason for cancelling').selectOption('OTHER');
  await cancel.getByRole('button', { name: 'Cancel Ticket' }).click();
  await expect(traveller.getByText('Cancelled').first()).toBeVisible();
  await expect(traveller.getByRole('button', { name: 'Download E-Ticket' })).toHaveCount(0);
  await expectAccessible(traveller);

  await traveller.goto('/tickets');
  await expect(traveller.getByRole('heading', { name: 'Your Flight Tickets' })).toBeVisible();
  await expect(traveller.getByRole('row')).toHaveCount(5); // header + 4 tickets
  await expectAccessible(traveller);
});
