import { expect, test, type Page } from '@playwright/test';
import { afterNextPaint, expectAccessible, registerViaApi } from '../support/helpers.ts';

// The landing page. playwright.config.ts serves the registration count with
// a 1 s cache (PUBLIC_STATS_CACHE_SECONDS) so a new registration shows without waiting a minute.

const countFormat = new Intl.NumberFormat('en-IN');
const banner = (page: Page) => page.getByRole('region', { name: /We are not live yet/ });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the beta banner shows the real registration count, and it goes up', async ({
  page,
  request,
}) => {
  const before = (await (await request.get('/api/public/stats')).json()) as {
    registered_members: number;
    free_member_limit: number;
  };
  expect(before.free_member_limit).toBe(2000);
  await page.goto('/');
  // The count arrives with the app, which a prerendered page loads at the first input.
  await page.mouse.move(10, 10);
  await expect(banner(page)).toContainText(
    `${countFormat.format(before.registered_members)} of 2,000 founding members have joined`,
  );

  await registerViaApi(request);
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.mouse.move(10, 10);
        return banner(page).getByTestId('registered-members').textContent();
      },
      { timeout: 10_000, intervals: [1_100, 500] },
    )
    .toBe(countFormat.format(before.registered_members + 1));
  await expect(banner(page).getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(before.registered_members + 1),
  );
});

test('navbar anchors scroll to their sections; pricing sits 100 px from the top', async ({
  page,
}) => {
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();

  await mainNav(page).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
  // Pricing anchor offset 100 px (after the smooth scroll settles).
  await expect
    .poll(async () => Math.round((await page.locator('#pricing').boundingBox())!.y))
    .toBe(100);

  // A deep link scrolls too, after the page has rendered.
  await page.goto('/about');
  await page.goto('/#how-it-works');
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

test('the navbar turns from transparent to frosted white past 50 px of scroll', async ({
  page,
}) => {
  await page.goto('/');
  const nav = mainNav(page);
  await expect(nav).toHaveClass(/app-navbar--transparent/);
  await page.evaluate(() => window.scrollTo(0, 50));
  await afterNextPaint(page);
  await expect(nav).toHaveClass(/app-navbar--transparent/);
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(nav).toHaveClass(/app-navbar--frosted/);
  expect(await nav.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(
    /rgba\(255, 255, 255/,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav).toHaveClass(/app-navbar--transparent/);
});

test("'Join for Free' goes to /register when Google sign-in is not configured", async ({
  page,
}) => {
  await page.goto('/');
  await mainNav(page).getByRole('button', { name: 'Join for Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/');
  await page.locator('#pricing').getByRole('button', { name: 'Join for Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a logged-out visitor on an unknown path lands on the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fly together. Pay less.');
});

test('the landing page passes axe', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.mouse.move(10, 10);
  await expect(banner(page).getByTestId('registered-members')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('without an analytics id the landing talks to no third party', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  const config = page.waitForResponse((response) => response.url().endsWith('/api/config'));
  await page.goto('/');
  // A visitor's pointer moves before it clicks: the first input loads the app.
  await page.mouse.move(200, 300);
  // The analytics loader asked our server, and was told there is no measurement id.
  expect(await (await config).json()).toMatchObject({ analytics_measurement_id: null });
  await page.getByRole('button', { name: 'Play the explainer' }).click();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await afterNextPaint(page);
  const { host } = new URL(page.url());
  expect([...hosts]).toEqual([host]);
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
});
