import { readFileSync } from 'node:fs';
import { openAdminConsole } from '../support/admin.ts';
import { shoot } from '../support/screenshots.ts';
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  expectAccessible,
  logInViaForm,
  tokenViaApi,
  wonGroupViaApi,
} from '../support/helpers.ts';

// ADR 0055, 0056, 0061: an issued ticket's fare is owed to its airline; an admin runs the
// payouts and the reconciliation from the Settlement tab and the airline sees the payout on its
// Balance page, and downloads its statement of the month.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('an admin runs the payouts; the airline sees its balance paid out @journey-screenshots', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);

  // A group won by the airline, paid and ticketed: every seat's fare owed to the airline.
  const { airline } = await wonGroupViaApi(request, {
    airlineName: 'Payout Air',
    bid: {
      price_per_ticket: 440_000,
      flight_number: 'PA 101',
      departure_time: '09:30',
      arrival_time: '11:45',
    },
    ticketed: true,
  });

  // The airline's balance: every seat it issued, owed.
  const desk = await (await browser.newContext()).newPage();
  await logInViaForm(desk, airline.email, airline.password);
  await expect(desk).toHaveURL(/\/airline\/dashboard$/);
  await desk.getByRole('link', { name: 'Balance' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Latest entries' })).toContainText('Ticket issued');
  await expect(desk.getByText('No payout yet.')).toBeVisible();

  // The admin pays the airlines from the Settlement tab.
  const admin = await (await browser.newContext()).newPage();
  await openAdminConsole(admin);
  await admin.getByRole('link', { name: 'Settlement' }).click();
  await expect(admin.getByRole('heading', { name: 'Settlement' })).toBeVisible();
  await admin.getByRole('button', { name: 'Run payouts now' }).click();
  await expect(admin.getByText(/payouts? made\./)).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Payouts' })).toContainText('Payout Air');

  // ADR 0061: the admin runs the reconciliation now: the books add up, and the run's report
  // downloads as CSV (a header alone: no difference).
  await admin.getByRole('button', { name: 'Run the check now' }).click();
  await expect(admin.getByText(/Reconciled to the paisa at/)).toBeVisible();
  const [report] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Download report (CSV)' }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/^reconciliation-\d{4}-\d{2}-\d{2}\.csv$/);
  // (trim also drops the BOM that tells spreadsheets it is UTF-8)
  expect(readFileSync((await report.path())!, 'utf8').trim()).toBe(
    'Kind,Id,Name,Rule,Expected (INR),Actual (INR),Difference (INR),Rows involved',
  );
  await expectAccessible(admin);
  await shoot(admin, 'admin-settlement');

  // A difference needs a broken ledger row and a failed payout a refusing provider, neither of
  // which a browser can cause: the two lists are the API's answers, as they would be. Only this
  // airline's payout is listed: the run may have paid airlines other journeys left owed.
  const paidOut = (await (
    await request.get('/api/admin/payouts', { headers: bearer(await tokenViaApi(request, ADMIN)) })
  ).json()) as { items: Array<Record<string, unknown>> };
  await admin.route('**/api/admin/payouts', (route) =>
    route.fulfill({
      json: {
        items: paidOut.items
          .filter((p) => p.company_name === airline.companyName)
          .map((p) => ({
            ...p,
            state: 'FAILED',
            provider_ref: null,
            paid_at: null,
            attempts: 17,
            last_error: 'transfer refused: the linked account is not active',
          })),
      },
    }),
  );
  await admin.route('**/api/admin/reconciliation/runs/latest', async (route) => {
    const clean = (await (await route.fetch()).json()) as {
      latest: { report: { airlines: Array<{ company_id: string; name: string }> } };
    };
    const airlineRow = clean.latest.report.airlines[0]!;
    const broken = {
      ...clean.latest,
      run_id: '7f1c2a9e-0d4b-4e5a-8c3d-2b1a0f9e8d7c',
      trigger: 'NIGHTLY',
      admin_user_id: null,
      differences_found: 1,
      report: {
        ...clean.latest.report,
        clean: false,
        differences: [
          {
            rule: "an airline's balance = fares of its issued tickets − payouts",
            subject: 'AIRLINE',
            id: airlineRow.company_id,
            expected: 0,
            actual: -100,
            rows: [`companies ${airlineRow.company_id} (${airlineRow.name})`],
          },
        ],
      },
    };
    await route.fulfill({ json: { latest: broken, latest_nightly: broken } });
  });
  await admin.reload();
  await expect(admin.getByText(/1 difference found at/)).toBeVisible();
  await expect(admin.getByRole('button', { name: /^Retry the payout of/ })).toBeVisible();
  await expectAccessible(admin);
  await shoot(admin, 'admin-settlement-difference');
  await admin.unrouteAll();

  // The airline sees it paid (the job sends it through the sandbox at once).
  await expect(async () => {
    await desk.reload();
    await expect(desk.getByRole('table', { name: 'Payouts' })).toContainText('Paid', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expectAccessible(desk);
  await shoot(desk, 'airline-balance');

  // Its statement of the month, as a spreadsheet: the seats and the payout, closing at zero.
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saath-statement-\d{4}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Ticket issued');
  expect(csv).toContain('Payout');
  expect(csv.trimEnd().endsWith(',0.00')).toBe(true);
});
