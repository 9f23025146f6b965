import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  completeProfileViaApi,
  logInViaForm,
  passengersFor,
  registerViaApi,
  unusedTravelDate,
  rfqGroupViaApi,
  tokenViaApi,
  wonGroupViaApi,
  withoutLiveStreams,
} from '../support/helpers.ts';

// No page scrolls sideways on a phone or a tablet (the landing was 402 px wide at
// 390), and no table hides a column off screen (on /tickets the View link, on /airline/bids the
// total, in admin Groups 'Override Status' sat in a sideways-scrolling table with no cue).
const WIDTHS = [320, 390, 768] as const;

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/not-a-token',
  '/airline/register',
];

/** What overflows the viewport on the page as it stands: the page itself, or a table cell. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('td, tbody th'))) {
      const box = cell.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        found.push(`cell '${cell.textContent?.trim().slice(0, 30)}' ends at ${box.right} px`);
    }
    return found;
  });
}

async function expectFits(page: Page, paths: readonly string[]) {
  await withoutLiveStreams(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Lists and tables arrive after the page's first paint: measure once the requests settle.
      await page.waitForLoadState('networkidle');
      expect(await overflow(page), `${path} at ${width} px`).toEqual([]);
    }
  }
}

test('public pages fit 320, 390 and 768 px without scrolling sideways', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The invite preview is public too, per group: one made through the API.
  const { group } = await rfqGroupViaApi(request);
  await expectFits(page, [...PUBLIC_PAGES, `/invite/${group.community_id}`]);
});

test('signed-in pages fit 320, 390 and 768 px, tables included', async ({ browser, request }) => {
  // Some 45 page loads at three widths, after a booked group is set up through the API.
  test.setTimeout(360_000);
  // A group still open for bids, and one the admin holds on the airline's bid (the payment
  // stage) that both members paid: booked.
  const other = await rfqGroupViaApi(request);
  const { group, travellers, airline, quoteId } = await wonGroupViaApi(request, {
    airlineName: 'Layout Air',
    bid: {
      price_per_ticket: 425_000,
      flight_number: 'LA 390',
      departure_time: '09:00',
      arrival_time: '11:10',
    },
    overrideReason: 'Layout check',
  });
  const tickets = await request.get('/api/tickets/', {
    headers: { authorization: `Bearer ${await tokenViaApi(request, travellers[0])}` },
  });
  const [ticket] = await tickets.json();

  const as = async (user: { email: string; password: string }) => {
    const page = await (await browser.newContext()).newPage();
    await logInViaForm(page, user.email, user.password);
    await expect(page).not.toHaveURL(/\/login$/);
    return page;
  };
  await expectFits(await as(travellers[0]), [
    '/dashboard',
    '/communities',
    '/communities/new',
    `/communities/${group.community_id}`,
    `/invite/${other.group.community_id}`,
    '/tickets',
    `/tickets/${ticket.ticket_id}`,
    '/profile',
  ]);
  await expectFits(await as(airline), [
    '/airline/dashboard',
    `/airline/bid/${other.group.community_id}`,
    '/airline/bids',
    // The won group awaits its tickets: the PNR field, a form per passenger, the CSV upload.
    '/airline/won',
    `/airline/won/${quoteId}`,
  ]);
  const admin = await as(ADMIN);
  await expectFits(admin, [
    '/admin',
    '/admin?tab=groups',
    '/admin?tab=users',
    '/admin?tab=contacts',
    '/admin?tab=audit',
    `/admin/groups/${group.community_id}`,
  ]);

  // The console's heading lines up with the navbar's brand and the footer.
  for (const width of [1280, 1600]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto('/admin?tab=groups');
    const heading = admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await expect(heading).toBeVisible();
    const left = async (locator: Locator) => (await locator.boundingBox())!.x;
    const brand = admin.locator('.navbar-brand').first();
    expect(await left(heading), `at ${width} px`).toBeCloseTo(await left(brand), 0);
    expect(await left(admin.locator('footer .container').first())).toBeLessThanOrEqual(
      await left(heading),
    );
  }
});

test('a 100-character one-word name wraps on a 390 px phone wherever it is shown', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The API takes first and last names and passenger names of up to 100 characters.
  const long = `Venkatanarasimharajuvaripeta${'a'.repeat(72)}`;
  const traveller = await registerViaApi(request, { first_name: long, last_name: long });
  const token = await completeProfileViaApi(request, traveller);
  const route = { from: 'BLR', to: 'HYD', slot: 'SLOT_08_12' };
  const created = await request.post('/api/communities/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      from_location: route.from,
      to_location: route.to,
      travel_date: await unusedTravelDate(request, token, route),
      time_slot: route.slot,
      passengers: passengersFor(long.slice(0, 80), 2),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const group = await created.json();
  await logInViaForm(page, traveller.email, traveller.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await expectFits(page, ['/dashboard', '/profile', `/communities/${group.community_id}`]);
  // The user menu's greeting, opened, on the dashboard.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('button', { name: /^Hi, / }).click();
  await expect(
    page.locator('#user-menu-list').getByRole('link', { name: 'My Profile' }),
  ).toBeVisible();
  expect(await overflow(page)).toEqual([]);
  // The admin's Users list names every account: the name breaks, every column stays in view.
  const admin = await (await browser.newContext()).newPage();
  await logInViaForm(admin, ADMIN.email, ADMIN.password);
  await expect(admin).not.toHaveURL(/\/login$/);
  const search = `/admin?tab=users&q=${encodeURIComponent(traveller.email)}`;
  await expectFits(admin, [search]);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto(search);
  await expect(admin.getByRole('cell', { name: 'Traveller', exact: true })).toBeVisible();
  expect(await overflow(admin)).toEqual([]);
});
