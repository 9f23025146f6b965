import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { msg } from '@saath/shared/i18n';
import { formatPaise } from '@saath/shared/money';
import { PAYOUT_STATE_LABELS, type Reconciliation } from '@saath/shared/settlement';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useAdminPayouts, useReconciliation, useRunPayouts } from '../api/admin-settlement.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { PayoutAccountForm } from './payout-account-form.tsx';
import { ReconciliationRun, RetryPayoutButton } from './reconciliation-run.tsx';
import { RecoverButton } from './recover-button.tsx';
import { RecoveriesList } from './recoveries-list.tsx';

// Marked texts are shown with t(); `ran` fills its count in the page's language.
export const SETTLEMENT_MESSAGES = {
  payoutsFailed: msg('Failed to load the payouts. Please try again later.'),
  noPayouts: msg('No payout yet.'),
  reportFailed: msg('The reconciliation report could not be run. Please try again later.'),
  ran: (count: number) =>
    t(
      '{count, plural, =0 {No airline had a balance to pay.} one {# payout made.} other {# payouts made.}}',
      {
        count,
      },
    ),
  runFailed: msg('The payouts could not be run. Please try again.'),
} as const;

/**
 * The airlines' balances, read live (the report's differences are shown by the latest recorded
 * run above it, so the tab never shows two verdicts at once).
 */
function Balances({ report }: { report: Reconciliation }) {
  return (
    <>
      <h3 className="h6" id="settlement-airlines">
        {t('Balances per airline')}
      </h3>
      {report.airlines.length === 0 ? (
        <p className="text-body-secondary">{t('No airline has issued a ticket yet.')}</p>
      ) : (
        <Card className="shadow-sm mb-4">
          <DataTable
            labelledBy="settlement-airlines"
            rows={report.airlines}
            rowKey={(a) => a.company_id}
            columns={[
              { header: t('Airline'), rowHeader: true, cell: (a) => a.name },
              { header: t('Issued'), numeric: true, cell: (a) => formatPaise(a.payable_total) },
              { header: t('Cancelled'), numeric: true, cell: (a) => formatPaise(a.reversed_total) },
              { header: t('Paid'), numeric: true, cell: (a) => formatPaise(a.paid_total) },
              {
                header: t('Recovered'),
                numeric: true,
                cell: (a) => formatPaise(a.recovered_total),
              },
              {
                header: t('Balance'),
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
                header: t('Payout account'),
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
 * the recoveries' reversals, and a button that pays every positive balance now.
 */
export function SettlementTab() {
  const report = useReconciliation();
  const payouts = useAdminPayouts();
  const run = useRunPayouts();
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 className="h4 mb-0">{t('Settlement')}</h2>
        <Button onClick={() => run.mutate()} disabled={run.isPending}>
          {run.isPending ? t('Running payouts…') : t('Run payouts now')}
        </Button>
      </div>
      {run.isSuccess && (
        <Alert variant="success" role="status">
          {SETTLEMENT_MESSAGES.ran(run.data.items.length)}
        </Alert>
      )}
      {run.isError && (
        <Alert variant="danger" role="alert">
          {t(SETTLEMENT_MESSAGES.runFailed)}
        </Alert>
      )}
      {report.isError && <Alert variant="danger">{t(SETTLEMENT_MESSAGES.reportFailed)}</Alert>}
      <ReconciliationRun />
      {report.data && <Balances report={report.data} />}
      <AdminListSection
        title={t('Payouts')}
        id="payouts"
        loadingText={t('Loading payouts…')}
        countText={(count) => t('{count, plural, one {# payout} other {# payouts}}', { count })}
        query={payouts}
        errorText={() => t(SETTLEMENT_MESSAGES.payoutsFailed)}
        emptyText={t(SETTLEMENT_MESSAGES.noPayouts)}
        tableLabel={t('Payouts')}
        rowKey={(p) => p.payout_id}
        columns={[
          {
            header: t('Made'),
            rowHeader: true,
            nowrap: true,
            cell: (p) => formatDateTime(p.created_at),
          },
          { header: t('Airline'), cell: (p) => p.company_name },
          { header: t('Amount'), numeric: true, nowrap: true, cell: (p) => formatPaise(p.amount) },
          { header: t('State'), cell: (p) => t(PAYOUT_STATE_LABELS[p.state]) },
          {
            header: t('Provider'),
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
      <div className="mt-4">
        <RecoveriesList />
      </div>
    </>
  );
}
