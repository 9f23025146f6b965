import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOTHING_TO_RECOVER,
  PAYOUT_ACCOUNT_INVALID,
  PAYOUT_STATE_LABELS,
  RECOVERY_STATE_LABELS,
  type PayoutView,
  type RecoveryView,
  type Reconciliation,
  type ReconciliationRun,
} from '@saath/shared/settlement';
import { makeUser } from '../../../test/fixtures.ts';
import { mockFetch, type MockResponse, type MockRoute } from '../../../test/http.ts';
import { renderPage } from '../../../test/render.tsx';
import { setToken, setUser } from '../../../lib/session.store.ts';
import AdminPage from '../pages/admin.page.tsx';
import { RECONCILIATION_MESSAGES } from './reconciliation-run.tsx';
import { RECOVERIES_MESSAGES } from './recoveries-list.tsx';
import { SETTLEMENT_MESSAGES } from './settlement-tab.tsx';

// The console's Settlement tab (ADR 0055, 0056, 0061): the latest reconciliation run, balances,
// payouts (a failed one retried) and a run.

const PAYOUT: PayoutView = {
  payout_id: 'p-1',
  company_id: 'c-1',
  company_name: 'IndiGo',
  amount: 3_360_000,
  state: 'FAILED',
  provider: 'sandbox',
  provider_ref: null,
  attempts: 2,
  last_error: 'account not active',
  created_at: '2026-11-21T04:30:00.000Z',
  paid_at: null,
};

/** A reversal of IndiGo's paid transfer, asked for by an admin, not yet made by Razorpay. */
const REVERSAL: RecoveryView = {
  recovery_id: 'rc-1',
  company_id: 'c-1',
  company_name: 'IndiGo',
  payout_id: 'p-1',
  transfer_id: 'trf_1',
  amount: 480_000,
  state: 'PENDING',
  provider_ref: null,
  attempts: 0,
  last_error: null,
  created_at: '2026-11-22T05:30:00.000Z',
  done_at: null,
};

const REPORT: Reconciliation = {
  checked_at: '2026-11-21T06:30:00.000Z',
  clean: true,
  groups_checked: 1,
  owed_to_airlines: 0,
  paid_to_airlines: 3_360_000,
  groups: [],
  airlines: [
    {
      company_id: 'c-1',
      name: 'IndiGo',
      payout_account: null,
      payable_total: 3_360_000,
      reversed_total: 0,
      paid_total: 3_360_000,
      recovered_total: 0,
      balance: 0,
      expected_balance: 0,
    },
  ],
  differences: [],
};

const CLEAN_RUN: ReconciliationRun = {
  run_id: 'r-1',
  ran_at: '2026-11-21T21:00:00.000Z',
  trigger: 'NIGHTLY',
  admin_user_id: null,
  differences_found: 0,
  report: REPORT,
};

/** An admin's run after the clean nightly one, finding a stray ledger row. */
const BROKEN_RUN: ReconciliationRun = {
  ...CLEAN_RUN,
  run_id: 'r-2',
  ran_at: '2026-11-22T05:00:00.000Z',
  trigger: 'ADMIN',
  admin_user_id: 'u-admin',
  differences_found: 1,
  report: {
    ...REPORT,
    clean: false,
    differences: [
      {
        rule: "an airline's balance = fares of its issued tickets − payouts",
        subject: 'AIRLINE',
        id: 'c-1',
        expected: 0,
        actual: -100,
        rows: ['companies c-1 (IndiGo)'],
      },
    ],
  },
};

function renderTab(routes: Record<string, MockResponse | MockRoute>) {
  setToken('t-admin');
  setUser(makeUser({ is_admin: true, role: 'ADMIN' }));
  mockFetch({
    'GET /api/admin/reconciliation': { body: REPORT },
    'GET /api/admin/payouts': { body: { items: [PAYOUT] } },
    'GET /api/admin/recoveries': { body: { items: [] } },
    'GET /api/admin/reconciliation/runs/latest': {
      body: { latest: CLEAN_RUN, latest_nightly: CLEAN_RUN },
    },
    ...routes,
  });
  return renderPage(<AdminPage />, '/admin', '/admin?tab=settlement');
}

describe('Settlement tab', () => {
  it('shows the report, the balances per airline and the payouts with their provider state', async () => {
    renderTab({});
    const clean = await screen.findByText(/Reconciled to the paisa at/);
    expect(clean.closest('.alert')).toHaveClass('alert-success');
    expect(clean.closest('.alert')).toHaveTextContent('(nightly run)');
    const balances = screen.getByRole('table', { name: 'Balances per airline' });
    expect(within(balances).getAllByRole('row')[1]).toHaveTextContent('IndiGo');
    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    const row = within(payouts).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('₹33,600.00');
    expect(row).toHaveTextContent(PAYOUT_STATE_LABELS.FAILED);
    expect(row).toHaveTextContent('account not active');
  });

  it("shows the latest run's differences in red, by name, with the last nightly result", async () => {
    renderTab({
      'GET /api/admin/reconciliation/runs/latest': {
        body: { latest: BROKEN_RUN, latest_nightly: CLEAN_RUN },
      },
    });
    const alert = (await screen.findByText(/1 difference found at/)).closest('.alert')!;
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent("(an admin's run)");
    expect(alert).toHaveTextContent(
      'AIRLINE IndiGo: expected ₹0.00, found -₹1.00 (off by -₹1.00).',
    );
    expect(alert).toHaveTextContent('Rows: companies c-1 (IndiGo)');
    expect(screen.getByText(/Last nightly run .*: reconciled to the paisa\./)).toBeVisible();
    expect(screen.queryByText(/Reconciled to the paisa at/)).toBeNull();
  });

  it('says when none has run, and runs the check now', async () => {
    let ran = false;
    const runs: unknown[] = [];
    renderTab({
      'GET /api/admin/reconciliation/runs/latest': () => ({
        body: ran
          ? { latest: { ...CLEAN_RUN, trigger: 'ADMIN' }, latest_nightly: null }
          : { latest: null, latest_nightly: null },
      }),
      'POST /api/admin/reconciliation/runs': ({ init }) => {
        runs.push(init.method);
        ran = true;
        return { body: { ...CLEAN_RUN, trigger: 'ADMIN' } };
      },
    });
    expect(await screen.findByText(RECONCILIATION_MESSAGES.none)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download report (CSV)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Run the check now' }));
    expect(await screen.findByText(/Reconciled to the paisa at/)).toBeVisible();
    expect(runs).toEqual(['POST']);
    expect(screen.getByRole('button', { name: 'Download report (CSV)' })).toBeVisible();
  });

  it('retries a failed payout, which is then waiting for its try', async () => {
    const retried: string[] = [];
    let state: PayoutView['state'] = 'FAILED';
    renderTab({
      'GET /api/admin/payouts': () => ({ body: { items: [{ ...PAYOUT, state }] } }),
      'POST /api/admin/payouts/p-1/retry': () => {
        retried.push('p-1');
        if (retried.length === 1) {
          state = 'PENDING';
          return { body: { ...PAYOUT, state } };
        }
        return { status: 409, body: { detail: 'This payout is waiting for a try already' } };
      },
    });
    const retry = await screen.findByRole('button', {
      name: 'Retry the payout of ₹33,600.00 to IndiGo',
    });
    await userEvent.click(retry);
    const payouts = screen.getByRole('table', { name: 'Payouts' });
    expect(await within(payouts).findByText(PAYOUT_STATE_LABELS.PENDING)).toBeVisible();
    // Not FAILED any more: nothing to retry.
    expect(within(payouts).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(retried).toEqual(['p-1']);
  });

  it('shows the reason a retry is refused', async () => {
    renderTab({
      'POST /api/admin/payouts/p-1/retry': {
        status: 409,
        body: { detail: 'This payout is paid already' },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retry the payout of ₹33,600.00 to IndiGo' }),
    );
    const refused = await screen.findByText('This payout is paid already');
    expect(refused).toHaveAttribute('role', 'alert');
  });

  it('runs the payouts and says how many were made', async () => {
    renderTab({ 'POST /api/admin/payouts/run': { body: { items: [PAYOUT] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Run payouts now' }));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.ran(1))).toBeVisible();
  });

  it("sets an airline's Route linked account, refusing a malformed one before sending", async () => {
    const sent: unknown[] = [];
    let saved = false;
    renderTab({
      'GET /api/admin/reconciliation': () => ({
        body: {
          ...REPORT,
          airlines: [
            { ...REPORT.airlines[0]!, payout_account: saved ? 'acc_IndiGo00000001' : null },
          ],
        },
      }),
      'PUT /api/admin/airlines/c-1/payout-account': ({ init }) => {
        sent.push(JSON.parse(String(init.body)));
        saved = true;
        return {
          body: { company_id: 'c-1', company_name: 'IndiGo', payout_account: 'acc_IndiGo00000001' },
        };
      },
    });
    const balances = await screen.findByRole('table', { name: 'Balances per airline' });
    expect(within(balances).getByText('Not set')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Set the payout account of IndiGo' }));
    const input = screen.getByLabelText('Razorpay linked account of IndiGo');
    await userEvent.type(input, 'acc_short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYOUT_ACCOUNT_INVALID)).toBeVisible();
    expect(sent).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, 'acc_IndiGo00000001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(balances).findByText('acc_IndiGo00000001')).toBeVisible();
    expect(sent).toEqual([{ account: 'acc_IndiGo00000001' }]);
  });

  it('shows a sent Route transfer as awaiting the bank', async () => {
    renderTab({
      'GET /api/admin/payouts': {
        body: { items: [{ ...PAYOUT, state: 'SENT', provider: 'razorpay', last_error: null }] },
      },
    });
    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(payouts).getAllByRole('row')[1]).toHaveTextContent('Sent, awaiting the bank');
  });

  it('recovers a negative balance through Razorpay, and shows why when it cannot', async () => {
    const posted: string[] = [];
    let recovered = false;
    renderTab({
      'GET /api/admin/reconciliation': () => ({
        body: {
          ...REPORT,
          airlines: [
            {
              ...REPORT.airlines[0]!,
              reversed_total: 480_000,
              recovered_total: recovered ? 480_000 : 0,
              balance: recovered ? 0 : -480_000,
              expected_balance: recovered ? 0 : -480_000,
            },
          ],
        },
      }),
      'GET /api/admin/recoveries': () => ({ body: { items: recovered ? [REVERSAL] : [] } }),
      'POST /api/admin/airlines/c-1/recover': ({ url }) => {
        posted.push(url);
        // Another admin's recovery went first: refused with the reason, then it goes through.
        if (posted.length === 1) return { status: 409, body: { detail: NOTHING_TO_RECOVER } };
        recovered = true;
        return { body: { items: [] } };
      },
    });
    const name = 'Recover ₹4,800.00 through Razorpay from IndiGo';
    const button = await screen.findByRole('button', { name });
    expect(button).toHaveTextContent('Recover ₹4,800.00 through Razorpay');
    await userEvent.click(button);
    expect(await screen.findByText(NOTHING_TO_RECOVER)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name }));
    // The report refetches: the balance is back at zero, nothing left to recover.
    await waitFor(() => expect(screen.queryByRole('button', { name })).toBeNull());
    expect(posted).toHaveLength(2);
    // The reversal it asked for is listed under Recoveries, waiting for Razorpay.
    const reversal = within(await screen.findByRole('table', { name: 'Recoveries' })).getAllByRole(
      'row',
    )[1]!;
    expect(reversal).toHaveTextContent('IndiGo');
    expect(reversal).toHaveTextContent('₹4,800.00');
    expect(reversal).toHaveTextContent(RECOVERY_STATE_LABELS.PENDING);
    expect(reversal).toHaveTextContent('trf_1');
  });

  it('lists the recoveries with their state, reversal id or refusal, and says when there is none', async () => {
    renderTab({});
    expect(await screen.findByText(RECOVERIES_MESSAGES.none)).toBeVisible();
  });

  it("shows a failed reversal with Razorpay's refusal and a done one with its reversal id", async () => {
    renderTab({
      'GET /api/admin/recoveries': {
        body: {
          items: [
            {
              ...REVERSAL,
              recovery_id: 'rc-2',
              state: 'FAILED',
              attempts: 3,
              last_error: 'transfer already reversed',
            },
            {
              ...REVERSAL,
              state: 'DONE',
              provider_ref: 'rvrsl_9',
              done_at: '2026-11-22T06:00:00.000Z',
            },
          ],
        },
      },
    });
    const rows = within(await screen.findByRole('table', { name: 'Recoveries' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent(RECOVERY_STATE_LABELS.FAILED);
    expect(rows[1]).toHaveTextContent('transfer already reversed');
    expect(rows[2]).toHaveTextContent(RECOVERY_STATE_LABELS.DONE);
    expect(rows[2]).toHaveTextContent('rvrsl_9');
    expect(screen.getByText(/· 2 reversals/)).toBeVisible();
  });
});
