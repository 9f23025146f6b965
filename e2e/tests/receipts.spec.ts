import { expect, test } from '@playwright/test';
import { expectAccessible, field, logInViaForm, registerViaApi } from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// ADR 0023: the profile's GST invoice details, asked for once GST invoices are wanted.
test('asks for the GSTIN and business name once GST invoices are wanted, and shows them', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request);
  await logInViaForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(field(page, 'GSTIN')).toHaveCount(0);
  await field(page, 'GST invoice needed').selectOption('YES');
  await field(page, 'GSTIN').fill('29abcde1234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(field(page, 'GSTIN')).toHaveAccessibleDescription(
    /Enter a valid 15-character GSTIN/,
  );
  await expect(page.getByText(/until then your receipts are plain receipts/)).toBeVisible();
  await field(page, 'GSTIN').scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shoot(page, 'profile-gst-edit');

  await field(page, 'GSTIN').fill('29abcde1234f1z5');
  await field(page, 'Business name (as registered for GST)').fill('Asha Exports LLP');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Travel preferences' }).click();
  await expect(page.getByText('29ABCDE1234F1Z5')).toBeVisible();
  await expect(page.getByText('Asha Exports LLP')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'profile-gst');
});
