import { expect, test } from '@playwright/test';
import {
  completeProfileViaApi,
  logInViaForm,
  registerAirlineViaApi,
  registerViaApi,
  rfqGroupViaApi,
  payAllViaApi,
  ticketGroupViaApi,
  withoutLiveStreams,
} from '../support/helpers.ts';
import { shoot, visit } from '../support/screenshots.ts';

// `npm run screenshots`: every page at phone and desktop width, for a person to look at. Not
// part of the test run. Other screenshot files (screenshots-*.spec.ts) use the same helpers.

test('account pages @screenshots', async ({ page, request }) => {
  for (const [name, path] of [
    ['login', '/login'],
    ['register', '/register'],
    ['forgot-password', '/forgot-password'],
    ['reset-password-invalid', '/reset-password/not-a-token'],
    ['airline-register', '/airline/register'],
  ] as const) {
    await visit(page, path, name);
  }
  const { email, password } = await registerViaApi(request);
  await logInViaForm(page, email, password);
  await page.waitForURL(/\/dashboard$/);
  await visit(page, '/profile', 'profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await shoot(page, 'profile-edit');
  await page.getByRole('button', { name: /cancel/i }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await shoot(page, 'change-password');
});

test('group and airline pages @screenshots', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  await withoutLiveStreams(page);
  const { group, travellers } = await rfqGroupViaApi(request);
  const airline = await registerAirlineViaApi(request, 'Screens Air');

  await logInViaForm(page, travellers[0].email, travellers[0].password);
  await page.waitForURL(/\/dashboard$/);
  await visit(page, '/dashboard', 'dashboard');
  await visit(page, '/communities', 'my-groups');
  await visit(page, `/communities/${group.community_id}`, 'group-rfq-sent');
  await page.goto('/communities/new');
  await page.getByLabel(/^From\s*\*?$/).selectOption('DEL');
  await page.getByLabel(/^To\s*\*?$/).selectOption('BOM');
  await page.getByLabel(/^Travel Date/).fill(group.travel_date);
  await page.getByRole('button', { name: 'Search Flight Groups' }).click();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'find-group-results');

  const other = await registerViaApi(request, { first_name: 'Neha' });
  await completeProfileViaApi(request, other);
  const neha = await (await browser.newContext()).newPage();
  await withoutLiveStreams(neha);
  await logInViaForm(neha, other.email, other.password);
  await neha.waitForURL(/\/dashboard$/);
  await neha.goto('/communities/new');
  await neha.getByLabel(/^From\s*\*?$/).selectOption('DEL');
  await neha.getByLabel(/^To\s*\*?$/).selectOption('BOM');
  await neha.getByLabel(/^Travel Date/).fill(group.travel_date);
  await neha.getByRole('button', { name: 'Search Flight Groups' }).click();
  await neha
    .getByRole('button', { name: /^Join group/ })
    .first()
    .click();
  await shoot(neha, 'join-wizard');

  const desk = await (await browser.newContext()).newPage();
  await withoutLiveStreams(desk);
  await logInViaForm(desk, airline.email, airline.password);
  await desk.waitForURL(/\/airline\/dashboard$/);
  await visit(desk, '/airline/dashboard', 'airline-dashboard');
  await visit(desk, `/airline/bid/${group.community_id}`, 'airline-bid');
  await desk.getByLabel(/^Price Per Ticket/).fill('4250');
  await desk.getByLabel(/^Flight Number/).fill('SA 303');
  await desk.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(desk.getByText('Bid Submitted Successfully!')).toBeVisible();
  await visit(desk, '/airline/bids', 'airline-bids');

  // Booked after the short E2E bidding window, once its members paid.
  await payAllViaApi(request, group.community_id, travellers);
  await expect(async () => {
    await page.goto(`/communities/${group.community_id}`);
    await expect(page.getByText('Flight booked')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  await page.waitForLoadState('networkidle');
  // Booked, the tickets pending from the airline.
  await shoot(page, 'group-booked');
  await visit(page, '/dashboard', 'dashboard-booked-pending');
  await visit(page, '/tickets', 'tickets-pending');
  await page
    .getByRole('link', { name: /^View ticket/ })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'ticket-detail-pending');

  // The airline's side: the groups awaiting its tickets, one won group, an upload's report.
  await visit(desk, '/airline/dashboard', 'airline-dashboard-awaiting-tickets');
  await visit(desk, '/airline/won', 'airline-won-groups');
  await desk.getByRole('link', { name: /^Issue tickets for / }).click();
  await desk.waitForLoadState('networkidle');
  await shoot(desk, 'airline-won-group');
  await desk.getByLabel('Manifest CSV with e-ticket numbers').setInputFiles({
    name: 'manifest.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'passenger_id,pnr,eticket_number\r\n00000000-0000-4000-8000-000000000000,SCR001,2170000000001\r\n',
    ),
  });
  await desk.getByRole('button', { name: 'Upload and issue tickets' }).click();
  await expect(desk.getByText(/issued, \d+ unchanged|The CSV was not read/)).toBeVisible();
  await shoot(desk, 'airline-won-group-upload-report');

  // Issued: the member's pages show the airline's references.
  await ticketGroupViaApi(request, airline, group.community_id);
  await visit(page, `/communities/${group.community_id}`, 'group-ticketed');
  await visit(page, '/tickets', 'tickets');
  await page
    .getByRole('link', { name: /^View ticket/ })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'ticket-detail');
  await visit(desk, '/airline/won', 'airline-won-groups-issued');
});
