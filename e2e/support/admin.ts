import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, completeProfileViaApi, logInViaForm, registerViaApi } from './helpers.ts';

// Set-up for the admin console's E2E and screenshots ("Admin dashboard").

const DAY_MS = 86_400_000;

/**
 * `count` PENDING groups on a route no other E2E file uses, one per day from 40 days ahead, so
 * the admin list has more than one page. Returns their RFQ numbers, oldest first. A retry of the
 * test finds its groups already there (409): it reuses them, read through the admin list.
 */
export async function createGroupsViaApi(
  request: APIRequestContext,
  count: number,
  route: { from: string; to: string } = { from: 'AMD', to: 'JAI' },
): Promise<string[]> {
  const creator = await registerViaApi(request, { first_name: 'Meera' });
  const token = await completeProfileViaApi(request, creator);
  const rfqs: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await request.post('/api/communities/', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        from_location: route.from,
        to_location: route.to,
        travel_date: new Date(Date.now() + (40 + i) * DAY_MS).toISOString().slice(0, 10),
        time_slot: 'SLOT_04_08',
      },
    });
    if (response.status() === 409) {
      rfqs.push(await rfqOf(request, (await response.json()).existing_community_id));
      continue;
    }
    expect(response.status(), await response.text()).toBe(201);
    rfqs.push((await response.json()).rfq_number);
  }
  return rfqs;
}

async function rfqOf(request: APIRequestContext, communityId: string): Promise<string> {
  const login = await request.post('/api/users/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token } = await login.json();
  for (let skip = 0; ; skip += 100) {
    const page = await request.get(`/api/admin/communities?skip=${skip}&limit=100`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const { items, pages } = await page.json();
    const group = items.find((g: { community_id: string }) => g.community_id === communityId);
    if (group) return group.rfq_number;
    if (skip / 100 + 1 >= pages) throw new Error(`group ${communityId} not in the admin list`);
  }
}

/** Logs the admin in through the form and opens the console from the navbar's Admin link. */
export async function openAdminConsole(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInViaForm(page, ADMIN.email, ADMIN.password);
  await page.waitForURL(/\/dashboard$/);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Admin/ });
  // Navigation: the Admin link carries an 'Admin' badge.
  await expect(link.locator('.badge')).toHaveText('Admin');
  await link.click();
  await page.waitForURL(/\/admin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** A contact message for the Contact Messages tab. */
export async function sendContactViaApi(request: APIRequestContext) {
  const response = await request.post('/api/contact/', {
    data: {
      name: 'Neha Kapoor',
      email: 'neha.e2e@example.in',
      subject: 'Six of us from Pune to Goa in December: can we travel as one group?',
      message: 'Hello,\nWe are six friends.\n\nThanks, Neha',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
