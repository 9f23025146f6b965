import { expect, test } from '@playwright/test';
import {
  completeProfileViaApi,
  expectAccessible,
  logInViaForm,
  registerViaApi,
  withoutLiveStreams,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// The profile's "How we reach you" card (docs/product/notifications.md). The E2E server has no
// WhatsApp or SMS settings (channels off, ADR 0059): GET /api/config says so and the card offers
// email only. To walk and shoot the confirmation step this spec then answers /api/config (with
// WhatsApp on) and the code call in the browser. The API's own tests cover the real code, the
// providers and the refusals.
test('a traveller confirms WhatsApp with a code @screenshots', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await registerViaApi(request);
  await completeProfileViaApi(request, user);
  await withoutLiveStreams(page);
  await logInViaForm(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login$/);

  // With only email configured the card offers no text channel, and says so.
  await page.goto('/profile');
  const card = page.locator('.card', {
    has: page.getByRole('heading', { name: 'How we reach you' }),
  });
  await expect(card.getByText(/Updates about your groups come by/)).toContainText('Email');
  await expect(card.getByText('Updates by SMS or WhatsApp are not available yet.')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Get updates on/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'profile-notification-email-only');

  // An operator who configured WhatsApp: the card offers it.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...config, notification_channels: ['EMAIL', 'WHATSAPP'] },
    });
  });
  await page.route('**/api/users/me/notification-channel/code', (route) =>
    route.fulfill({
      json: { channel: 'WHATSAPP', phone: '+919876543210', expires_at: new Date().toISOString() },
    }),
  );
  await page.reload();
  await expect(card.getByRole('button', { name: 'Get updates on SMS' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Get updates on WhatsApp' }).click();
  await expect(card.getByText(/Until you enter it, we keep writing to you by email/)).toBeVisible();
  await expectAccessible(page);
  // The page from its top: a scrolled page would carry its sticky navbar into the full shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'profile-notification-phone');

  await card.getByRole('button', { name: 'Send the code' }).click();
  await expect(card.getByText(/We sent a code to \+919876543210 on WhatsApp/)).toBeVisible();
  await card.getByLabel('6-digit code').fill('123456');
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'profile-notification-code');
});
