import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  logInViaForm,
  registerAirlineViaApi,
  rfqGroupViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// An airline user creates an API key on the dashboard, its system lists RFQs and
// bids with it, and a revoked key is refused.

async function signIn(page: Page, airline: { email: string; password: string }) {
  await logInViaForm(page, airline.email, airline.password);
  await expect(page).toHaveURL(/\/airline\/dashboard$/);
}

async function createKey(page: Page, name: string): Promise<string> {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('textbox', { name: 'New API key' });
  await expect(shown).toHaveValue(/^saath_live_/);
  return shown.inputValue();
}

test('an airline creates an API key, its system bids with it, and a revoked key is refused', async ({
  page,
  request,
}) => {
  const { group } = await rfqGroupViaApi(request);
  const airline = await registerAirlineViaApi(request, 'Keyed Air');
  await signIn(page, airline);
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/airline\/api-keys$/);
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  const key = await createKey(page, 'Fare system');
  await expect(page.getByText('it will not be shown again', { exact: false })).toBeVisible();
  await expectAccessible(page);
  const row = page.getByRole('row').filter({ hasText: 'Fare system' });
  await expect(row.getByText(`${key.slice(0, 15)}…`)).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByRole('textbox', { name: 'New API key' })).toHaveCount(0);

  // The airline's system: the key in the header.
  const headers = { authorization: `Bearer ${key}` };
  const rfqs = await request.get('/api/communities/', { headers });
  expect(rfqs.status()).toBe(200);
  expect((await rfqs.json()).map((g: { community_id: string }) => g.community_id)).toContain(
    group.community_id,
  );
  const quote = await request.post(`/api/quotes/${group.community_id}`, {
    headers,
    data: { price_per_ticket: 440_000, flight_number: 'KA 440' },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  expect((await request.get('/api/users/me', { headers })).status()).toBe(401);

  // The bid is the company's; the key shows its last use.
  await page.reload();
  await expect(row.getByText('Never')).toHaveCount(0);
  await page.goto('/airline/bids');
  await expect(page.getByRole('row').filter({ hasText: group.rfq_number })).toBeVisible();

  await page.goto('/airline/api-keys');
  await row.getByRole('button', { name: 'Revoke key Fare system' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText(/^Revoked/)).toBeVisible();
  expect((await request.get('/api/communities/', { headers })).status()).toBe(401);
});

test('the API keys page, a new key and the revoke dialog @screenshots', async ({
  page,
  request,
}) => {
  const airline = await registerAirlineViaApi(request, 'Screenshot Air');
  await signIn(page, airline);
  await page.goto('/airline/api-keys');
  await createKey(page, 'Old connector');
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'Old connector' })
    .getByRole('button', { name: 'Revoke key Old connector' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await createKey(page, 'Revenue management system');
  await shoot(page, 'airline-api-keys');
  await page
    .getByRole('row')
    .filter({ hasText: 'Revenue management system' })
    .getByRole('button', { name: 'Revoke key Revenue management system' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'airline-api-keys-revoke');
});
