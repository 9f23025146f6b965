import { expect, test } from '@playwright/test';
import { createGroupsViaApi, openAdminConsole, sendContactViaApi } from '../support/admin.ts';
import {
  ADMIN,
  completeProfileViaApi,
  expectAccessible,
  logInViaForm,
  registerViaApi,
} from '../support/helpers.ts';

// Admin dashboard: the operator walks the four tabs, pages through the groups and
// overrides a status; a traveller cannot get in.

test('admin walks the four tabs, pages through groups and overrides a status', async ({
  page,
  request,
}) => {
  // 22 groups set up through the API, then every tab with its axe scans: room for a slow day.
  test.setTimeout(240_000);
  const rfqs = await createGroupsViaApi(request, 22);
  const newest = rfqs.at(-1)!;
  const oldest = rfqs[0]!;
  await sendContactViaApi(request);

  await openAdminConsole(page);
  const menu = page.getByRole('navigation', { name: 'Admin sections' });

  // Analytics (the default): figures from the server, both charts drawn (lazy-loaded).
  await expect(menu.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Total Users', { exact: true })).toBeVisible();
  await expect(page.getByText('Total Saved', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Group Status Distribution: .*pending/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Popular Routes.*AMD-JAI \d+/ })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expectAccessible(page);

  // Groups: newest first, 20 a page, then the next page.
  await menu.getByRole('link', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/\?tab=groups$/);
  const table = page.getByRole('table', { name: 'Groups' });
  await expect(table.getByRole('rowheader', { name: newest })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('row', { name: new RegExp(newest) })).toContainText('0 / 15');
  await expectAccessible(page);

  const pager = page.getByRole('navigation', { name: 'Manage Groups pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?tab=groups&page=2$/);
  await expect(table.getByRole('rowheader', { name: oldest })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: newest })).toHaveCount(0);
  // Refresh and back keep the page, since it lives in the URL.
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Groups' }).getByRole('rowheader', { name: oldest }),
  ).toBeVisible();
  await pager.getByRole('button', { name: 'First' }).click();
  await expect(table.getByRole('rowheader', { name: newest })).toBeVisible();

  // Override the newest group (PENDING) to disabled.
  const row = table.getByRole('row', { name: new RegExp(newest) });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Override Status of ${newest}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Override Group Status' });
  await expect(dialog.getByText(newest)).toBeVisible();
  await expect(dialog.getByText('Ahmedabad (AMD) to Jaipur (JAI)')).toBeVisible();
  const update = dialog.getByRole('button', { name: 'Update Status' });
  await expect(update).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByLabel('New Status').selectOption('disabled');
  await dialog.getByLabel('Reason (optional)').fill('Duplicate of another group (E2E)');
  await update.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`${newest} is now Disabled.`);
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toHaveClass(/text-bg-secondary/);

  // An impossible move is refused by the server with its reason, shown in the modal.
  await row.getByRole('button', { name: `Override Status of ${newest}` }).click();
  await dialog.getByLabel('New Status').selectOption('booked');
  await update.click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Users: the admin's own account is listed with credits in ₹.
  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\?tab=users$/);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('columnheader', { name: 'Credits' })).toBeVisible();
  await expect(users.getByText(ADMIN.email)).toBeVisible();
  await expect(users.getByText(/^₹/).first()).toBeVisible();
  await expectAccessible(page);

  // Contact messages: the message, its details and the reply link.
  await menu.getByRole('link', { name: 'Contact Messages' }).click();
  await expect(page).toHaveURL(/\?tab=contacts$/);
  const messages = page.getByRole('table', { name: 'Contact messages' });
  const message = messages.getByRole('row', { name: /Neha Kapoor/ }).first();
  await expect(message.getByRole('link', { name: 'neha.e2e@example.in' })).toHaveAttribute(
    'href',
    'mailto:neha.e2e@example.in',
  );
  await expect(message.getByText(/ago$|^now$/)).toBeVisible();
  await expectAccessible(page);
  await message
    .getByRole('button', { name: 'View Details of the message from Neha Kapoor' })
    .click();
  const details = page.getByRole('dialog', { name: 'Contact Message' });
  await expect(details.getByText(/We are six friends/)).toBeVisible();
  await expect(details.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
    'href',
    /^mailto:neha\.e2e@example\.in\?subject=Re%3A%20Six%20of%20us/,
  );
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  // Back returns to the previous tab.
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=users$/);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
});

test('a traveller typing /admin is sent away and gets no admin data', async ({ page, request }) => {
  const traveller = await registerViaApi(request, { first_name: 'Ravi' });
  const token = await completeProfileViaApi(request, traveller);
  const adminCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/') || r.url().includes('/api/contact/'))
      adminCalls.push(r.url());
  });

  await logInViaForm(page, traveller.email, traveller.password);
  await page.waitForURL(/\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Admin/ }),
  ).toHaveCount(0);
  await page.goto('/admin?tab=users');
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  expect(adminCalls).toEqual([]);

  // The server refuses too, whatever the client does.
  for (const path of ['/api/admin/analytics', '/api/admin/users', '/api/contact/']) {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(403);
  }
});

// An operator deactivates an account (the traveller is refused at sign-in and told
// why), reactivates it, and finds both actions with their reasons in the audit log.
test('admin deactivates a traveller who is refused at login, reactivates, sees both in the audit log', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const traveller = await registerViaApi(request, { first_name: 'Kavya', last_name: 'Menon' });

  await openAdminConsole(page);
  const menu = page.getByRole('navigation', { name: 'Admin sections' });
  await menu.getByRole('link', { name: 'Users' }).click();
  const search = page.getByRole('search', { name: 'Find users' });
  await search.getByLabel('Search name, email or phone').fill(traveller.email.toUpperCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?tab=users&q=/);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByText(traveller.email)).toBeVisible();

  await users.getByRole('button', { name: `Deactivate ${traveller.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Account' });
  const confirm = dialog.getByRole('button', { name: 'Deactivate' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Chargeback under review (E2E)');
  await expectAccessible(page);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`${traveller.email} is now deactivated.`);
  await expect(users.getByText('Inactive', { exact: true })).toBeVisible();

  // The traveller, in a browser of their own, is refused and told why.
  const theirs = await browser.newContext();
  try {
    const them = await theirs.newPage();
    await logInViaForm(them, traveller.email, traveller.password);
    await expect(them.getByRole('alert')).toContainText('This account is disabled');
    // And where to go next.
    await expect(them.getByRole('alert')).toContainText('write to support@saath.in');
    await expect(them).toHaveURL(/\/login$/);

    await users.getByRole('button', { name: `Reactivate ${traveller.email}` }).click();
    const back = page.getByRole('dialog', { name: 'Reactivate Account' });
    await back.getByLabel('Reason').fill('Chargeback withdrawn (E2E)');
    await back.getByRole('button', { name: 'Reactivate' }).click();
    await expect(back).toBeHidden();
    await expect(users.getByText('Active', { exact: true })).toBeVisible();

    await logInViaForm(them, traveller.email, traveller.password);
    await them.waitForURL(/\/dashboard$/);
  } finally {
    await theirs.close();
  }

  // Both actions in the audit log, newest first, with the account and the reasons.
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\?tab=audit$/);
  const log = page.getByRole('table', { name: 'Audit log' });
  const rows = log.getByRole('row', { name: new RegExp(traveller.email.replace(/\./g, '\\.')) });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Account reactivated');
  await expect(rows.nth(0)).toContainText('Chargeback withdrawn (E2E)');
  await expect(rows.nth(1)).toContainText('Account deactivated');
  await expect(rows.nth(1)).toContainText('Chargeback under review (E2E)');
  await expect(rows.nth(0)).toContainText(ADMIN.email);
  await expectAccessible(page);
});
