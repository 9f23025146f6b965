import { expect, test } from '@playwright/test';
import {
  STRONG_PASSWORD,
  expectAccessible,
  field,
  logInViaForm,
  readMail,
  registerViaApi,
  uniqueEmail,
} from '../support/helpers.ts';

test.describe('a traveller’s account', () => {
  test('registers, completes the profile, changes password, logs out and back in', async ({
    page,
  }) => {
    // Five pages, two password hashes and their axe scans: room for a slow day.
    test.setTimeout(120_000);
    const email = uniqueEmail('journey');
    await page.goto('/register');
    await expectAccessible(page);

    // The password rule is shown as bullets before anything is sent.
    await field(page, 'First name').fill('Priya');
    await field(page, 'Last name').fill('Nair');
    await field(page, 'Email address').fill(email);
    await field(page, 'Password').fill('weak');
    await field(page, 'Confirm password').fill('weaker');
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    const issues = page.getByText('Please fix the following issues:');
    await expect(issues).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .getByRole('listitem')
        .filter({ hasText: 'Must include uppercase letters.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').getByRole('listitem').filter({ hasText: 'Passwords do not match.' }),
    ).toBeVisible();

    await field(page, 'Password').fill(STRONG_PASSWORD);
    await field(page, 'Confirm password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();

    // Signed in straight away, on the dashboard; the profile is 50 % complete (names + email).
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/Priya/).first()).toBeVisible();
    await page.getByRole('button', { name: /Priya/ }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Profile' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('button', { name: /Priya/ })).toBeVisible(); // navbar greeting
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit profile' }).click();
    await field(page, 'Mobile number').fill('9876543210');
    await field(page, 'Gender').selectOption('FEMALE');
    await field(page, 'Date of birth').fill('1992-03-14');
    await field(page, 'City').fill('Kochi');
    await expectAccessible(page);
    await page.getByRole('button', { name: /save/i }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.getByRole('button', { name: /address/i }).click();
    await expect(page.getByText('Kochi')).toBeVisible();

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Current password').fill(STRONG_PASSWORD);
    await field(dialog, 'New password').fill('N3w!password');
    await field(dialog, 'Confirm new password').fill('Different!1');
    await dialog.getByRole('button', { name: /change password|update password|save/i }).click();
    await expect(dialog.getByText('New passwords do not match')).toBeVisible();
    await field(dialog, 'Confirm new password').fill('N3w!password');
    await dialog.getByRole('button', { name: /change password|update password|save/i }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();

    await page.getByRole('button', { name: /Priya/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    await logInViaForm(page, email, STRONG_PASSWORD);
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await logInViaForm(page, email, 'N3w!password');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a refused profile save focuses its first invalid field, in view on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await registerViaApi(request);
    await logInViaForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    // A field far down the long form, and Save pressed from the bottom of the page.
    await field(page, 'PIN code').fill('12');
    await field(page, 'Mobile number').fill('12345');
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.scrollIntoViewIfNeeded();
    await save.click();

    const phone = field(page, 'Mobile number');
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Enter a valid 10-digit Indian mobile number/);
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following issues:' });
    await summary.getByRole('link', { name: 'PIN code must be 6 digits' }).click();
    await expect(field(page, 'PIN code')).toBeFocused();
    await expect(field(page, 'PIN code')).toBeInViewport();
  });

  test('shows the login page’s refusals and links', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await expect(page.getByRole('link', { name: /forgot/i })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /register|sign up|create/i })
        .first(),
    ).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: /airline/i }).first()).toHaveAttribute(
      'href',
      '/airline/register',
    );
    await field(page, 'Email address').fill('not-an-email');
    await field(page, 'Password').fill('x');
    await page.getByRole('button', { name: /^log in$/i }).click();
    await expect(page.getByText(/valid email/i)).toBeVisible();
  });

  test('resets a forgotten password with the link from the mail', async ({ page, request }) => {
    const { email } = await registerViaApi(request);
    await page.goto('/forgot-password');
    await expectAccessible(page);
    await field(page, 'Email address').fill(email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await expect(page.getByText(/If an account exists/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try another email' })).toBeVisible();

    const token = await readMail(request, email, /\/reset-password\/([A-Za-z0-9_-]+)/);
    await page.goto(`/reset-password/${token}`);
    await expect(field(page, 'New password')).toBeVisible();
    await expectAccessible(page);
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm new password').fill('short');
    await page.getByRole('button', { name: /reset|set|save/i }).click();
    await expect(page.getByText(/Password requirements not met:/)).toBeVisible();
    await field(page, 'New password').fill('Fresh!pass9');
    await field(page, 'Confirm new password').fill('Fresh!pass9');
    await page.getByRole('button', { name: /reset|set|save/i }).click();
    await expect(page.getByText(/password has been reset/i)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 }); // after 3 s

    await logInViaForm(page, email, 'Fresh!pass9');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link is single-use.
    await page.goto(`/reset-password/${token}`);
    await expect(
      page.getByText('Invalid or expired reset token. Please request a new password reset link.'),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('guards', () => {
  test('sends visitors to /login and signed-in users away from guest pages', async ({
    page,
    request,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    // A visitor's unknown path leads to the landing page.
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/:\d+\/$/);

    const { email, password } = await registerViaApi(request);
    await logInViaForm(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a revoked session logs the browser out on its next request', async ({ page, request }) => {
    const { email, password } = await registerViaApi(request);
    await logInViaForm(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await request.post('/api/users/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('another tab’s logout signs this tab out', async ({ context, request }) => {
    const { email, password } = await registerViaApi(request);
    const first = await context.newPage();
    await logInViaForm(first, email, password);
    await expect(first).toHaveURL(/\/dashboard$/);
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(second.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await first.getByRole('button', { name: /Asha/ }).click();
    await first.getByRole('button', { name: 'Logout' }).click();
    await expect(second).toHaveURL(/\/login$/);
  });
});
