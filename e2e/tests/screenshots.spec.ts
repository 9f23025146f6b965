import { mkdirSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { logInViaForm, registerViaApi } from '../support/helpers.ts';

// `npm run screenshots`: every page of the account side at phone and desktop width, for a
// person to look at. Not part of the test run.
const WIDTHS = [390, 1280];
const OUT = '../screenshots';

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}

test('account pages @screenshots', async ({ page, request }) => {
  mkdirSync(OUT, { recursive: true });
  for (const [name, path] of [
    ['login', '/login'],
    ['register', '/register'],
    ['forgot-password', '/forgot-password'],
    ['reset-password-invalid', '/reset-password/not-a-token'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await shoot(page, name);
  }
  const { email, password } = await registerViaApi(request);
  await logInViaForm(page, email, password);
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/profile');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await shoot(page, 'profile-edit');
  await page.getByRole('button', { name: /cancel/i }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await shoot(page, 'change-password');
});
