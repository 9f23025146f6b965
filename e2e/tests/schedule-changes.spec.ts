import { shoot } from '../support/screenshots.ts';
import { expect, test } from '@playwright/test';
import { expectAccessible, logInViaForm, wonGroupViaApi } from '../support/helpers.ts';

// docs/product/ticketing.md "Schedule changes": the winning airline moves a booked group's
// flight out of its slot from the won-group page; the member's group page says the flight
// changed and until when a full refund stands.

test('the airline changes the flight; the member reads the change and the full-refund window @journey-screenshots', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);

  // A group booked on the airline's bid: selected by an admin, paid by both members.
  const { group, travellers, airline, quoteId } = await wonGroupViaApi(request, {
    airlineName: 'Schedule Air',
    bid: {
      price_per_ticket: 440_000,
      flight_number: 'SA 101',
      departure_time: '09:30',
      arrival_time: '11:45',
    },
  });

  // The airline moves the departure to 20:30 India time on the travel date: out of any slot.
  const desk = await (await browser.newContext()).newPage();
  await logInViaForm(desk, airline.email, airline.password);
  await expect(desk).toHaveURL(/\/airline\/dashboard$/);
  await desk.goto(`/airline/won/${quoteId}`);
  await expect(desk.getByRole('heading', { name: 'Change the schedule' })).toBeVisible();
  await desk.getByLabel(/^Flight number/).fill('SA 202');
  await desk.getByLabel(/^Departure \(India time\)/).fill(`${group.travel_date}T20:30`);
  await desk.getByLabel(/^Arrival \(India time\)/).fill(`${group.travel_date}T22:45`);
  await desk.getByLabel(/^Reason/).fill('Aircraft rotation changed');
  await desk.getByRole('button', { name: 'Change the schedule' }).click();
  await expect(
    desk.getByText(/significant change: each member may cancel for a full refund until/),
  ).toBeVisible();
  await expect(desk.getByText(/SA101 → SA202/)).toBeVisible();
  await expect(
    desk.getByRole('heading', { name: 'Webhook deliveries for this group' }),
  ).toBeVisible();
  await expectAccessible(desk);
  await shoot(desk, 'airline-won-group-schedule-changed');

  // The member's group page says what changed and until when a full refund stands.
  const member = await (await browser.newContext()).newPage();
  await logInViaForm(member, travellers[0].email, travellers[0].password);
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.goto(`/communities/${group.community_id}`);
  const notice = member.getByTestId('schedule-change');
  await expect(notice).toContainText('Your flight changed: now SA202');
  await expect(notice).toContainText('Aircraft rotation changed');
  await expect(notice).toContainText(/You may cancel for a full refund until .+ IST\./);
  await expectAccessible(member);
  await shoot(member, 'member-group-schedule-changed');

  // At 390 px the form still fits the screen.
  await desk.setViewportSize({ width: 390, height: 844 });
  const form = desk.getByRole('button', { name: 'Change the schedule' });
  await form.scrollIntoViewIfNeeded();
  const box = await form.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
