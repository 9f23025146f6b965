import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatPaise } from '@saath/shared/money';
import { PAYOUT_STATE_LABELS, type Reconciliation } from '@saath/shared/settlement';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminPayouts, useReconciliation, useRunPayouts } from '../api/admin-settlement.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { PayoutAccountForm } from './payout-account-form.tsx';
import { ReconciliationRun, RetryPayoutButton } from './reconciliation-run.tsx';
import { RecoverButton } from './recover-button.tsx';

export const SETTLEMENT_MESSAGES = {
  payoutsFailed: 'Failed to load the payouts. Please try again later.',
  noPayouts: 'No payout yet.',
  reportFailed: 'The reconciliation report could not be run. Please try again later.',
  ran: (n: number) =>
    n === 0 ? 'No airline had a balance to pay.' : `${n} payout${n === 1 ? '' : 's'} made.`,
  runFailed: 'The payouts could not be run. Please try again.',
} as const;

/**
 * The airlines' balances, read live (the report's differences are shown by the latest recorded
 * run above it, so the tab never shows two verdicts at once).
 */
function Balances({ report }: { report: Reconciliation }) {
  return (
    <>
      <h3 className="h6" id="settlement-airlines">
        Balances per airline
      </h3>
      {report.airlines.length === 0 ? (
        <p className="text-body-secondary">No airline has issued a ticket yet.</p>
      ) : (
        <Card className="shadow-sm mb-4">
          <DataTable
            labelledBy="settlement-airlines"
            rows={report.airlines}
            rowKey={(a) => a.company_id}
            columns={[
              { header: 'Airline', rowHeader: true, cell: (a) => a.name },
              { header: 'Issued', numeric: true, cell: (a) => formatPaise(a.payable_total) },
              { header: 'Cancelled', numeric: true, cell: (a) => formatPaise(a.reversed_total) },
              { header: 'Paid', numeric: true, cell: (a) => formatPaise(a.paid_total) },
              {
                header: 'Recovered',
                numeric: true,
                cell: (a) => formatPaise(a.recovered_total),
              },
              {
                header: 'Balance',
                numeric: true,
                cell: (a) =>
                  a.balance < 0 ? (
                    <span className="d-inline-flex flex-column align-items-end gap-1">
                      <span className="text-danger">{formatPaise(a.balance)}</span>
                      <RecoverButton companyId={a.company_id} airline={a.name} owed={-a.balance} />
                    </span>
                  ) : (
                    formatPaise(a.balance)
                  ),
              },
              {
                header: 'Payout account',
                cell: (a) => (
                  <PayoutAccountForm
                    companyId={a.company_id}
                    airline={a.name}
                    account={a.payout_account}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </>
  );
}

/**
 * ADR 0055, 0056, 0061 and 0062: what the airlines are owed and paid. The latest reconciliation
 * run (its alert, CSV and a run now), the balances per airline (a negative one recovered through
 * Razorpay on request), the payouts with their provider state (a FAILED one retried from here),
 * and a button that pays every positive balance now.
 */
export function SettlementTab() {
  const report = useReconciliation();
  const payouts = useAdminPayouts();
  const run = useRunPayouts();
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 className="h4 mb-0">Settlement</h2>
        <Button onClick={() => run.mutate()} disabled={run.isPending}>
          {run.isPending ? 'Running payouts…' : 'Run payouts now'}
        </Button>
      </div>
      {run.isSuccess && (
        <Alert variant="success" role="status">
          {SETTLEMENT_MESSAGES.ran(run.data.items.length)}
        </Alert>
      )}
      {run.isError && (
        <Alert variant="danger" role="alert">
          {SETTLEMENT_MESSAGES.runFailed}
        </Alert>
      )}
      {report.isError && <Alert variant="danger">{SETTLEMENT_MESSAGES.reportFailed}</Alert>}
      <ReconciliationRun />
      {report.data && <Balances report={report.data} />}
      <AdminListSection
        title="Payouts"
        noun={['payout', 'payouts']}
        query={payouts}
        errorText={() => SETTLEMENT_MESSAGES.payoutsFailed}
        emptyText={SETTLEMENT_MESSAGES.noPayouts}
        page={1}
        onPage={() => undefined}
        tableLabel="Payouts"
        rowKey={(p) => p.payout_id}
        columns={[
          {
            header: 'Made',
            rowHeader: true,
            nowrap: true,
            cell: (p) => formatDateTime(p.created_at),
          },
          { header: 'Airline', cell: (p) => p.company_name },
          { header: 'Amount', numeric: true, nowrap: true, cell: (p) => formatPaise(p.amount) },
          { header: 'State', cell: (p) => PAYOUT_STATE_LABELS[p.state] },
          {
            header: 'Provider',
            cell: (p) => (
              <span>
                {p.provider}
                {p.provider_ref && (
                  <span className="d-block small text-body-secondary">{p.provider_ref}</span>
                )}
                {p.last_error && <span className="d-block small text-danger">{p.last_error}</span>}
                <RetryPayoutButton payout={p} />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
