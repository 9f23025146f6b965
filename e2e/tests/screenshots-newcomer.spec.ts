import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ADMIN,
  completeProfileViaApi,
  expectAccessible,
  field,
  logInViaForm,
  payAllViaApi,
  ticketGroupViaApi,
  registerViaApi,
  rfqGroupViaApi,
  STRONG_PASSWORD,
  tokenViaApi,
  uniqueAirlineCode,
  uniqueEmail,
  withoutLiveStreams,
  wonGroupViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// The pages the new-user test's fixes touched, at phone and desktop width, each checked by axe.

async function as(browser: Browser, user: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await withoutLiveStreams(page);
  await logInViaForm(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('newcomer fixes @screenshots', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const adminToken = await tokenViaApi(request, ADMIN);
  const admin = { authorization: `Bearer ${adminToken}` };
  // A booked group on an airline's bid, one ticket cancelled since.
  // The admin holds it on the airline's bid (the payment stage); the members pay below.
  const { group, travellers, airline } = await wonGroupViaApi(request, {
    airlineName: 'Newcomer Air',
    bid: {
      price_per_ticket: 425_000,
      flight_number: 'NA 390',
      departure_time: '09:00',
      arrival_time: '11:10',
    },
    overrideReason: 'Screenshots',
    paid: false,
  });
  // The checkout, its expiry typed as a phone's number pad does.
  const started = await request.post(`/api/communities/${group.community_id}/payments`, {
    headers: { authorization: `Bearer ${await tokenViaApi(request, travellers[0])}` },
    data: {},
  });
  const payer = await as(browser, travellers[0]);
  await settle(payer, `/pay/${(await started.json()).payment_id}`);
  // UPI is offered first (ADR 0057); the expiry is the card's, the second choice.
  await payer.locator('label[for="method-CARD"]').click();
  await field(payer, 'Expiry (MM/YY)').pressSequentially('1228');
  await expect(field(payer, 'Expiry (MM/YY)')).toHaveValue('12/28');
  await expectAccessible(payer);
  await shoot(payer, 'newcomer-checkout');
  await payAllViaApi(request, group.community_id, travellers);
  // Only an issued ticket can be cancelled: the airline tickets the group first.
  await ticketGroupViaApi(request, airline, group.community_id);
  const memberHeaders = { authorization: `Bearer ${await tokenViaApi(request, travellers[0])}` };
  const [ticket] = await (await request.get('/api/tickets/', { headers: memberHeaders })).json();
  await request.put(`/api/tickets/${ticket.ticket_id}/cancel`, {
    headers: memberHeaders,
    data: {},
  });
  // A group no airline bid on: cancelled when the (45 s, in these tests) bidding window closes.
  const cancelled = await rfqGroupViaApi(request);
  const otherHeaders = {
    authorization: `Bearer ${await tokenViaApi(request, cancelled.travellers[0])}`,
  };
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/api/communities/${cancelled.group.community_id}`, {
              headers: otherHeaders,
            })
          ).json()
        ).status,
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe('CANCELLED');
  // A pending group disabled by the admin.
  const lone = await registerViaApi(request, { first_name: 'Lone' });
  const loneToken = await completeProfileViaApi(request, lone);
  const created = await request.post('/api/communities/', {
    headers: { authorization: `Bearer ${loneToken}` },
    data: {
      from_location: 'MAA',
      to_location: 'GOI',
      travel_date: '2027-02-10',
      time_slot: 'SLOT_08_12',
      passengers: [
        {
          full_name: 'Lone Traveller',
          dob: '1985-07-01',
          age: 41,
          gender: 'F',
          phone: '9876543210',
          email: 'lone@example.in',
        },
      ],
    },
  });
  const disabled = await created.json();
  const off = await request.post(`/api/admin/communities/${disabled.community_id}/override`, {
    headers: admin,
    data: { status: 'disabled', reason: 'Screenshots' },
  });
  expect(off.status(), await off.text()).toBe(200);
  const loner = await as(browser, lone);
  await settle(loner, `/communities/${disabled.community_id}`);
  await expectAccessible(loner);
  await shoot(loner, 'newcomer-group-disabled');

  const member = await as(browser, travellers[0]);
  await settle(member, `/communities/${group.community_id}`);
  await expectAccessible(member);
  await shoot(member, 'newcomer-group-booked');
  const other = await as(browser, cancelled.travellers[0]);
  await settle(other, `/communities/${cancelled.group.community_id}`);
  await expectAccessible(other);
  await shoot(other, 'newcomer-group-cancelled');
  await settle(other, '/dashboard');
  await shoot(other, 'newcomer-dashboard');

  // A long one-word name and an incomplete profile: the gate, the form, back.
  const long = `Venkatanarasimharajuvaripeta${'a'.repeat(72)}`;
  const newcomer = await registerViaApi(request, { first_name: long });
  const page = await as(browser, newcomer);
  await settle(page, '/dashboard');
  await shoot(page, 'newcomer-dashboard-long-name');
  await settle(page, `/invite/${disabled.community_id}`);
  await expectAccessible(page);
  await shoot(page, 'newcomer-invite-disabled');
  await page.setViewportSize({ width: 390, height: 800 });
  await settle(
    page,
    '/communities/new?from_location=CCU&to_location=GOI&travel_date=2027-02-17&time_slot=SLOT_12_16',
  );
  await shoot(page, 'newcomer-find-from-address');
  await page.getByRole('button', { name: 'Create New Group' }).first().click();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('link', { name: 'Complete Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit your details' })).toBeFocused();
  await page.screenshot({ path: '../screenshots/newcomer-profile-gate-390-viewport.png' });
  await expectAccessible(page);
  await completeProfileViaApi(request, newcomer);

  // The airline's booked page and its tickets-free navbar.
  const carrier = await as(browser, airline);
  await settle(carrier, `/airline/bid/${group.community_id}`);
  await expectAccessible(carrier);
  await shoot(carrier, 'newcomer-airline-booked');

  const operator = await as(browser, ADMIN);
  for (const tab of ['audit', 'users', 'analytics']) {
    await settle(operator, `/admin?tab=${tab}`);
    await shoot(operator, `newcomer-admin-${tab}`);
  }
  await expectAccessible(operator);

  // Airline registration's confirmation on a phone, in view.
  const applicant = await (await browser.newContext()).newPage();
  await applicant.setViewportSize({ width: 390, height: 800 });
  await applicant.goto('/airline/register');
  const email = uniqueEmail('airline');
  await field(applicant, 'Full name').fill('Nisha Rao');
  await field(applicant, 'Email address').fill(email);
  await field(applicant, 'Phone number').fill('9876501234');
  await field(applicant, 'Password').fill(STRONG_PASSWORD);
  await field(applicant, 'Confirm password').fill(STRONG_PASSWORD);
  await field(applicant, 'Company name').fill('Skyways Shots');
  await field(applicant, 'Airline code').fill(uniqueAirlineCode());
  await field(applicant, 'Company email').fill(`fares.${email}`);
  await applicant.getByRole('button', { name: 'Register as Airline Partner' }).click();
  await expect(applicant.getByRole('status')).toBeFocused();
  await applicant.screenshot({
    path: '../screenshots/newcomer-airline-registered-390-viewport.png',
  });

  // A deactivated account is told where to go next.
  const gone = await registerViaApi(request, { first_name: 'Gone' });
  const goneId = (
    await (
      await request.get(`/api/admin/users?q=${encodeURIComponent(gone.email)}`, {
        headers: admin,
      })
    ).json()
  ).items[0].user_id;
  await request.post(`/api/admin/users/${goneId}/deactivate`, {
    headers: admin,
    data: { reason: 'Screenshots' },
  });
  const refused = await (await browser.newContext()).newPage();
  await logInViaForm(refused, gone.email, gone.password);
  await expect(refused.getByRole('alert')).toContainText('support@saath.in');
  await shoot(refused, 'newcomer-login-disabled');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.setViewportSize({ width: 390, height: 800 });
  await visitor.goto('/');
  await visitor.waitForLoadState('networkidle');
  await visitor.getByRole('heading', { name: 'Airlines bid and ticket' }).scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: '../screenshots/newcomer-landing-timeline-390-viewport.png' });
});
