import { expect, test } from '@playwright/test';
import {
  MAIL_SINK,
  completeProfileViaApi,
  expectAccessible,
  field,
  logInViaForm,
  registerViaApi,
  unusedTravelDate,
  readMail,
  type Route,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// Route alerts: a traveller sets a route alert in the UI; a group opening on
// that route is mailed to them with a join link and a one-click unsubscribe.
const ROUTE: Route = { from: 'PNQ', to: 'JAI', slot: 'SLOT_04_08' };

test('a traveller sets an alert, a matching group is mailed with its links, and the link unsubscribes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const watcher = await registerViaApi(request, { first_name: 'Meera' });
  const watcherToken = await completeProfileViaApi(request, watcher);
  const date = await unusedTravelDate(request, watcherToken, ROUTE);

  // Meera opens her alerts from the user menu and watches the route on that date.
  await logInViaForm(page, watcher.email, watcher.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Hi, Meera' }).click();
  await page.getByRole('link', { name: 'My Alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Route Alerts' })).toBeVisible();
  await expect(page.getByText('You have no alerts yet. Create one below.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Create a route alert' });
  await field(form, 'From').selectOption(ROUTE.from);
  await field(form, 'To').selectOption(ROUTE.to);
  await field(form, 'When').selectOption('range');
  await field(form, 'First date').fill(date);
  await field(form, 'Last date').fill(date);
  await form.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByText(/Alert created/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Your route alerts' });
  await expect(table.getByText('Pune (PNQ)', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'alerts');

  // Another traveller opens a group there through the API.
  const creator = await registerViaApi(request, { first_name: 'Kiran' });
  const creatorToken = await completeProfileViaApi(request, creator);
  const created = await request.post('/api/communities/', {
    headers: { authorization: `Bearer ${creatorToken}` },
    data: {
      from_location: ROUTE.from,
      to_location: ROUTE.to,
      travel_date: date,
      time_slot: ROUTE.slot,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const group = await created.json();

  // The mail arrives with the join link, the unsubscribe link and the one-click headers.
  const joinPath = await readMail(request, watcher.email, /http:\/\/[^/\s]+(\/invite\/[0-9a-f-]+)/);
  expect(joinPath).toBe(`/invite/${group.community_id}`);
  const unsubscribePath = await readMail(
    request,
    watcher.email,
    /http:\/\/[^/\s]+(\/profile\/alerts\/unsubscribe\?token=[^\s]+)/,
  );
  const messages = (await (
    await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(watcher.email)}`)
  ).json()) as Array<{ raw: string }>;
  // The welcome mail came first; the alert's is the one that names its join link.
  // Long headers are folded over lines (RFC 5322): unfolded before matching.
  const alertMail = messages
    .find((m) => m.raw.includes('/invite/'))!
    .raw.replace(/\r?\n[ \t]+/g, ' ');
  expect(alertMail).toMatch(
    /^List-Unsubscribe:\s*<http:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=/m,
  );
  expect(alertMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  // Kiran is not told of his own group (its job mailed Meera, so it has run).
  const creatorMail = (await (
    await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(creator.email)}`)
  ).json()) as Array<{ raw: string }>;
  expect(creatorMail.filter((m) => m.raw.includes('/invite/'))).toEqual([]);

  // The link works without a sign-in.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(unsubscribePath);
  await expect(
    visitorPage.getByText('You are unsubscribed: this alert will send no more mail.'),
  ).toBeVisible();
  await expect(visitorPage.getByText('Route: Pune (PNQ)', { exact: false })).toBeVisible();
  await expectAccessible(visitorPage);
  await shoot(visitorPage, 'alerts-unsubscribed');
  await visitor.close();

  await page.reload();
  await expect(page.getByText('You have no alerts yet. Create one below.')).toBeVisible();
});
