import { expect, test, type Page } from '@playwright/test';
import {
  STRONG_PASSWORD,
  completeProfileViaApi,
  expectAccessible,
  field,
  formingGroupViaApi,
  payByUpiViaApi,
  uniqueEmail,
  wonGroupViaApi,
} from '../support/helpers.ts';
import { shoot } from '../support/screenshots.ts';

// The traveller's journey in Hindi: a visitor switches the navbar to हिन्दी, registers, finds a
// group on her route, joins it with her passengers and pays her share by sandbox UPI. Every page
// is under /hi, says so in <html lang>, reads in Hindi (its heading and the button she presses),
// passes axe, and is photographed at phone and desktop width for a person to read.

/** The page is a Hindi one: its address under /hi and its document language. */
async function expectHindi(page: Page, name: string) {
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/hi(\/|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi(-IN)?$/);
  await expectAccessible(page);
  await shoot(page, `hindi-${name}`);
}

test('a visitor switches to Hindi, registers, joins a group and pays by UPI', async ({
  page,
  request,
}) => {
  // Eight pages with their axe scans and screenshots, two password hashes, a bid, an award and
  // a UPI collect decided by the sandbox's worker.
  test.setTimeout(240_000);

  // Kavya started a group of 4 on a date nobody else flies; the visitor will bring it to 7.
  const { group, creator: kavya, route, date } = await formingGroupViaApi(request);

  // The switch in the navbar takes the same page to its Hindi address.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expectHindi(page, 'landing');

  // Registering: the form's fields by their ids, whatever language the account pages are in.
  const meera = {
    first_name: 'Meera',
    last_name: 'Iyer',
    email: uniqueEmail('hindi'),
    password: STRONG_PASSWORD,
  };
  await page.goto('/hi/register');
  await expectHindi(page, 'register');
  await page.locator('#register-first_name').fill(meera.first_name);
  await page.locator('#register-last_name').fill(meera.last_name);
  await page.locator('#register-email').fill(meera.email);
  await page.locator('#register-password').fill(meera.password);
  await page.locator('#register-confirm').fill(meera.password);
  await page.locator('#register-confirm').press('Enter');
  await expect(page).toHaveURL(/\/hi\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^स्वागत है/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपके ग्रुप' })).toBeVisible();
  await expectHindi(page, 'dashboard');
  // Joining needs a complete profile (phone, gender, date of birth): given through the API, as
  // the profile page is another journey's.
  await completeProfileViaApi(request, meera);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'आपके ग्रुप' })).toBeVisible();

  // Finding the group on her route and date.
  await page.getByRole('link', { name: 'फ़्लाइट ग्रुप खोजें' }).first().click();
  await expect(page).toHaveURL(/\/hi\/communities\/new$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'फ़्लाइट ग्रुप खोजें या बनाएँ' }),
  ).toBeVisible();
  await page.locator('#search-from_location').selectOption(route.from);
  await page.locator('#search-to_location').selectOption(route.to);
  await field(page, 'यात्रा की तारीख').fill(date);
  await field(page, 'प्रस्थान का समय').selectOption(route.slot);
  await page.getByRole('button', { name: 'फ़्लाइट ग्रुप खोजें' }).click();
  await expect(page.getByRole('heading', { name: 'उपलब्ध फ़्लाइट ग्रुप' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'इसी तारीख के ग्रुप' })).toBeVisible();
  await expectHindi(page, 'find-group');

  // Joining with 3 passengers: the wizard in Hindi, the first passenger from her profile.
  await page
    .getByRole('button', { name: /के ग्रुप से जुड़ें$/ })
    .first()
    .click();
  const wizard = page.getByRole('dialog', { name: 'फ़्लाइट ग्रुप से जुड़ें' });
  await field(wizard, 'यात्रियों की संख्या').fill('3');
  await wizard.getByRole('button', { name: 'आगे' }).click();
  for (let i = 1; i <= 3; i++) {
    const card = wizard.getByRole('group', { name: `यात्री ${i}` });
    await field(card, 'पूरा नाम').fill(`Meera Yatri ${i}`);
    await field(card, 'लिंग').selectOption(i % 2 ? 'F' : 'M');
    await field(card, 'जन्म तिथि').fill('1990-01-15');
    await field(card, 'उम्र').fill('36');
    await field(card, 'फ़ोन').fill('9876543210');
    await field(card, 'ईमेल').fill(`yatri${i}@example.in`);
  }
  await expectHindi(page, 'join-wizard');
  await wizard.getByRole('button', { name: 'आगे' }).click();
  await expect(wizard.getByText('Meera Yatri 3')).toBeVisible();
  await wizard.getByRole('button', { name: 'ग्रुप से जुड़ें' }).click();

  // The group's page: 7 passengers, so the airlines were asked for quotes.
  await expect(page).toHaveURL(new RegExp(`/hi/communities/${group.community_id}$`));
  await expect(page.getByRole('heading', { name: 'फ़्लाइट ग्रुप का विवरण' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'एयरलाइन बोली की स्थिति' })).toBeVisible();
  await expectHindi(page, 'group-bidding');

  // An airline bids and the admin selects it; Kavya pays her share first.
  await wonGroupViaApi(request, {
    rfq: { group, travellers: [kavya, meera] },
    airlineName: 'Hindi Air',
    paid: false,
  });
  await payByUpiViaApi(request, group.community_id, kavya);
  await page.reload();
  const panel = page.locator('#payment');
  await expect(panel.getByRole('heading', { name: 'अपनी सीटों का भुगतान करें' })).toBeVisible();
  await expect(panel.getByText('2 में से 1')).toBeVisible();
  await expectHindi(page, 'group-pay');

  // Paying by UPI: the checkout, the collect request and the sandbox's UPI app.
  await panel.getByRole('button', { name: /^₹.* का भुगतान करें$/ }).click();
  await expect(page).toHaveURL(/\/hi\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await expectHindi(page, 'checkout');
  await field(page, 'आपकी UPI ID').fill('meera.iyer@okicici');
  await page.getByRole('button', { name: /^UPI से ₹.* का भुगतान करें$/ }).click();
  await expect(
    page.getByRole('heading', { name: 'अपने UPI ऐप में मंज़ूरी दें, हम इंतज़ार कर रहे हैं' }),
  ).toBeVisible();
  await expectHindi(page, 'upi-waiting');
  await page.getByRole('button', { name: /^₹.* मंज़ूर करें$/ }).click();

  // The result, then the group booked by the last share.
  await expect(page).toHaveURL(/\/hi\/pay\/[0-9a-f-]{36}\/result$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'भुगतान हो गया' })).toBeVisible();
  await expectHindi(page, 'payment-result');
  await page.getByRole('link', { name: 'अपने ग्रुप पर वापस जाएँ' }).click();
  await expect(panel.getByRole('heading', { name: 'भुगतान हो गया' })).toBeVisible();
  await expectHindi(page, 'group-paid');

  // Her groups, listed in Hindi.
  await page.goto('/hi/communities');
  await expect(page.getByRole('heading', { level: 1, name: 'आपके फ़्लाइट ग्रुप' })).toBeVisible();
  await expectHindi(page, 'my-groups');
});
