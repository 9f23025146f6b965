import { shoot } from '../support/screenshots.ts';
import { expect, test } from '@playwright/test';
import { expectAccessible, field, logInViaForm, wonGroupViaApi } from '../support/helpers.ts';

// docs/product/ticketing.md "Corrections": a member corrects a passenger's name on the booked
// group's page before the airline tickets it; the airline's won-group page shows the new name
// with a "corrected" note and the history.

test('a member corrects a name and the airline sees it @journey-screenshots', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Booked on the airline's bid and paid, its tickets not issued yet: corrections are open.
  const { group, travellers, airline, quoteId } = await wonGroupViaApi(request, {
    airlineName: 'Correction Air',
    bid: {
      price_per_ticket: 440_000,
      flight_number: 'CA 505',
      departure_time: '16:30',
      arrival_time: '18:45',
    },
  });

  // The member corrects their first passenger's name in the dialog.
  const member = await (await browser.newContext()).newPage();
  await logInViaForm(member, travellers[0].email, travellers[0].password);
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.goto(`/communities/${group.community_id}`);
  await member.getByRole('button', { name: 'Correct details of passenger 1' }).click();
  const dialog = member.getByRole('dialog', { name: 'Correct details' });
  await expect(field(dialog, 'Full name')).toHaveValue('Kavya Passenger 1');
  await field(dialog, 'Full name').fill('');
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await shoot(member, 'member-correct-details-refused');
  await field(dialog, 'Full name').fill('Kavya Raman');
  await expectAccessible(member);
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(member.getByRole('dialog')).toHaveCount(0);
  await expect(member.getByRole('status').getByText(/Details corrected/)).toBeVisible();
  await expect(member.getByRole('table').filter({ hasText: 'Kavya Raman' }).first()).toBeVisible();
  await shoot(member, 'member-group-passenger-corrected');

  // The airline's won-group page: the current name, marked corrected, with the history.
  const desk = await (await browser.newContext()).newPage();
  await logInViaForm(desk, airline.email, airline.password);
  await expect(desk).toHaveURL(/\/airline\/dashboard$/);
  await desk.goto(`/airline/won/${quoteId}`);
  const table = desk.getByRole('table', { name: 'Passengers and e-tickets' });
  const row = table.getByRole('row').filter({ hasText: 'Kavya Raman' });
  await expect(row).toBeVisible();
  await row.getByText('corrected').click();
  await expect(row.getByText(/Full name: Kavya Passenger 1/)).toBeVisible();
  await expectAccessible(desk);
  await shoot(desk, 'airline-won-group-passenger-corrected');
});
