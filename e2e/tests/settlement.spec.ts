import { readFileSync } from 'node:fs';
import { openAdminConsole } from '../support/admin.ts';
import { shoot } from '../support/screenshots.ts';
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  expectAccessible,
  logInViaForm,
  payAllViaApi,
  registerAirlineViaApi,
  rfqGroupViaApi,
  ticketGroupViaApi,
  tokenViaApi,
} from '../support/helpers.ts';

// ADR 0055, 0056: an issued ticket's fare is owed to its airline; an admin runs the payouts
// from the Settlement tab and the airline sees the payout on its Balance page, and downloads
// its statement of the month.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('an admin runs the payouts; the airline sees its balance paid out @journey-screenshots', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);

  const { group, travellers } = await rfqGroupViaApi(request);
  const airline = await registerAirlineViaApi(request, 'Payout Air');
  const bid = await request.post(`/api/quotes/${group.community_id}`, {
    headers: bearer(await tokenViaApi(request, airline)),
    data: {
      price_per_ticket: 440_000,
      flight_number: 'PA 101',
      departure_time: '09:30',
      arrival_time: '11:45',
    },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const quoteId = (await bid.json()).quote_id as string;
  const selected = await request.post(`/api/quotes/${quoteId}/select`, {
    headers: bearer(await tokenViaApi(request, ADMIN)),
  });
  expect(selected.status(), await selected.text()).toBe(200);
  await payAllViaApi(request, group.community_id, travellers);
  await ticketGroupViaApi(request, airline, group.community_id);

  // The airline's balance: every seat it issued, owed.
  const desk = await (await browser.newContext()).newPage();
  await logInViaForm(desk, airline.email, airline.password);
  await expect(desk).toHaveURL(/\/airline\/dashboard$/);
  await desk.getByRole('link', { name: 'Balance' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Latest entries' })).toContainText('Ticket issued');
  await expect(desk.getByText('No payout yet.')).toBeVisible();

  // The admin pays the airlines from the Settlement tab.
  const admin = await (await browser.newContext()).newPage();
  await openAdminConsole(admin);
  await admin.getByRole('link', { name: 'Settlement' }).click();
  await expect(admin.getByRole('heading', { name: 'Settlement' })).toBeVisible();
  await admin.getByRole('button', { name: 'Run payouts now' }).click();
  await expect(admin.getByText(/payouts? made\./)).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Payouts' })).toContainText('Payout Air');
  await expectAccessible(admin);
  await shoot(admin, 'admin-settlement');

  // The airline sees it paid (the job sends it through the sandbox at once).
  await expect(async () => {
    await desk.reload();
    await expect(desk.getByRole('table', { name: 'Payouts' })).toContainText('Paid', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expectAccessible(desk);
  await shoot(desk, 'airline-balance');

  // Its statement of the month, as a spreadsheet: the seats and the payout, closing at zero.
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saath-statement-\d{4}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Ticket issued');
  expect(csv).toContain('Payout');
  expect(csv.trimEnd().endsWith(',0.00')).toBe(true);
});
