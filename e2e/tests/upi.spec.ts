import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  field,
  logInViaForm,
  payByUpiViaApi,
  wonGroupViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// Paying by UPI in the sandbox (ADR 0057): the checkout offers UPI first, the member sends a
// collect request to their UPI ID, the page waits for the approval (given here with the
// sandbox's stand-in for the UPI app), and the group counts the payment; the other member pays
// by UPI through the API (success@saath, approved by the sandbox's job worker), which books the
// group.

test('a member pays by UPI in the sandbox and sees the group update', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The bid selected, the group awaits both members' payments.
  const { group, travellers } = await wonGroupViaApi(request, {
    airlineName: 'Upiwise Air',
    bid: {
      price_per_ticket: 412_500,
      flight_number: 'UP 211',
      departure_time: '07:10',
      arrival_time: '09:25',
    },
    paid: false,
  });
  const [kavya, arjun] = travellers;

  const page = await (await browser.newContext()).newPage();
  await logInViaForm(page, kavya.email, kavya.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/communities/${group.community_id}`);
  const panel = page.locator('#payment');
  await expect(panel.getByText('0 of 2')).toBeVisible();
  await panel.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);

  // UPI first, with its test IDs listed as the test cards are.
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Test UPI IDs' })).toContainText('success@saath');
  await expect(page.getByRole('region', { name: 'Test UPI IDs' })).toContainText('failure@saath');
  await expectAccessible(page);
  await shoot(page, 'upi-checkout');
  // A phone gets the upi://pay link, a wide screen the QR code of the same text.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByRole('link', { name: 'Open your UPI app' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=saath\.sandbox%40saath&/,
  );
  await expect(page.getByRole('img', { name: /^QR code to pay/ })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('img', { name: /^QR code to pay/ })).toBeVisible();

  // A UPI ID of her own waits for her approval.
  await field(page, 'Your UPI ID').fill('kavya.verma@okicici');
  await page.getByRole('button', { name: /^Pay ₹.* by UPI$/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Waiting for you to approve in your UPI app' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('ka***@okicici');
  await expectAccessible(page);
  await shoot(page, 'upi-waiting');

  // She approves in the (sandbox) UPI app; the page follows the payment to its result.
  await page.getByRole('button', { name: /^Approve ₹/ }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}\/result$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(page.getByText('UPI (ka***@okicici)')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'upi-result-paid');

  // The group counts her payment.
  await page.getByRole('link', { name: 'Back to your group' }).click();
  await expect(panel.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(panel.getByText('1 of 2')).toBeVisible();

  // Arjun pays by UPI through the API: the last share books the group.
  await payByUpiViaApi(request, group.community_id, arjun);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
});
