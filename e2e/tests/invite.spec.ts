import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  STRONG_PASSWORD,
  completeProfileViaApi,
  expectAccessible,
  field,
  fillWizard,
  logInViaForm,
  registerViaApi,
  tokenViaApi,
  uniqueEmail,
  unusedTravelDate,
  type Route,
} from '../support/helpers.ts';

// A member shares an invite link; whoever opens it sees a public preview (never who is
// in the group) and can join, signing in or registering on the way and coming back to join.
const ROUTE: Route = { from: 'HYD', to: 'GOI', slot: 'SLOT_12_16' };

/** A PENDING group of 2 passengers on a date no other group is near; its creator. */
async function pendingGroup(request: APIRequestContext) {
  const creator = await registerViaApi(request, { first_name: 'Kavya' });
  const token = await completeProfileViaApi(request, creator);
  const date = await unusedTravelDate(request, token, ROUTE);
  const created = await request.post('/api/communities/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      from_location: ROUTE.from,
      to_location: ROUTE.to,
      travel_date: date,
      time_slot: ROUTE.slot,
      passengers: [1, 2].map((n) => ({
        full_name: `Kavya Private ${n}`,
        dob: '1985-07-01',
        age: 41,
        gender: 'F',
        phone: '9876543210',
        email: `kavya${n}@example.in`,
      })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { creator, group: await created.json() };
}

test('a member copies the invite link; a visitor opens it, logs in, comes back and joins', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { creator, group } = await pendingGroup(request);
  const id = group.community_id as string;

  // Kavya copies the link from her group's page.
  const kavyaContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const kavya = await kavyaContext.newPage();
  await logInViaForm(kavya, creator.email, creator.password);
  await expect(kavya).toHaveURL(/\/dashboard$/);
  await kavya.goto(`/communities/${id}`);
  await kavya.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(kavya.getByRole('status').filter({ hasText: 'Invite link copied' })).toBeVisible();
  await expectAccessible(kavya);
  const link = await kavya.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/invite/${id}`);

  // Neha, signed out, opens it: the trip and the counts, nobody's name.
  const neha = await registerViaApi(request, { first_name: 'Neha' });
  await completeProfileViaApi(request, neha);
  const nehaPage = await (await browser.newContext()).newPage();
  await nehaPage.goto(link);
  await expect(nehaPage.getByRole('heading', { level: 1 })).toContainText('Hyderabad (HYD)');
  await expect(nehaPage.getByText('2 of 7 needed')).toBeVisible();
  await expect(nehaPage.getByText('5 more passengers needed to reach threshold')).toBeVisible();
  await expect(nehaPage.getByText(/Kavya/)).toHaveCount(0);
  await expectAccessible(nehaPage);

  await nehaPage.getByRole('link', { name: 'Join this group' }).click();
  await expect(nehaPage).toHaveURL(/\/login$/);
  await field(nehaPage, 'Email address').fill(neha.email);
  await field(nehaPage, 'Password').fill(neha.password);
  await nehaPage.getByRole('button', { name: /^log in$/i }).click();

  // Back on the invite with the join wizard open.
  await expect(nehaPage).toHaveURL(new RegExp(`/invite/${id}$`));
  await expect(nehaPage.getByRole('dialog', { name: 'Join Flight Group' })).toBeVisible();
  await fillWizard(nehaPage, 1, 'Join Group', 'Neha');
  await expect(nehaPage).toHaveURL(new RegExp(`/communities/${id}$`));
  await expect(nehaPage.getByText('3 of 7 needed')).toBeVisible();

  // The link now tells her she is in.
  await nehaPage.goto(link);
  await expect(nehaPage.getByText('You are in this group')).toBeVisible();
  await nehaPage.getByRole('link', { name: 'Go to your group' }).click();
  await expect(nehaPage).toHaveURL(new RegExp(`/communities/${id}$`));
});

test('a visitor who registers from an invite lands back on it, and a closed group says so', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { group } = await pendingGroup(request);
  const id = group.community_id as string;

  const page = await (await browser.newContext()).newPage();
  await page.goto(`/invite/${id}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await field(page, 'First name').fill('Ishaan');
  await field(page, 'Last name').fill('Rao');
  await field(page, 'Email address').fill(uniqueEmail('invitee'));
  await field(page, 'Password').fill(STRONG_PASSWORD);
  await field(page, 'Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Back on the invite; a new account's profile is not complete yet, so the gate asks for it.
  await expect(page).toHaveURL(new RegExp(`/invite/${id}$`));
  await expect(
    page.getByText('Your profile must be 100% complete to create or join groups.'),
  ).toBeVisible();
  // Complete Profile opens the form, in view and focused; once saved complete, the traveller is
  // back on the invite with the join wizard open.
  await page.getByRole('link', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Edit your details' })).toBeFocused();
  await field(page, 'Mobile number').fill('9876543210');
  await field(page, 'Gender').selectOption('FEMALE');
  await field(page, 'Date of birth').fill('1992-03-14');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/invite/${id}$`));
  await expect(page.getByRole('dialog', { name: 'Join Flight Group' })).toBeVisible();

  // An admin closes the group: the link says it no longer takes anyone.
  const admin = await tokenViaApi(request, ADMIN);
  const closed = await request.post(`/api/admin/communities/${id}/override`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 'disabled', reason: 'Invite E2E' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/invite/${id}`);
  await expect(visitor.getByText('This group is no longer open for joining')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Join this group' })).toHaveCount(0);
  await expectAccessible(visitor);
});
