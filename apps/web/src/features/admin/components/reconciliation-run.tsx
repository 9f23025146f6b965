import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { msg } from '@saath/shared/i18n';
import { formatPaise } from '@saath/shared/money';
import {
  differenceName,
  type PayoutView,
  type ReconciliationRun as Run,
} from '@saath/shared/settlement';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import {
  useDownloadReconciliation,
  useLatestReconciliation,
  useRetryPayout,
  useRunReconciliation,
} from '../api/admin-settlement.api.ts';

// Marked texts are shown with t(); the ones with values fill them in the page's language.
export const RECONCILIATION_MESSAGES = {
  none: msg('No reconciliation has run yet. It runs every night, or now with "Run the check now".'),
  failed: msg('The last reconciliation could not be loaded. Please try again later.'),
  runFailed: msg('The reconciliation could not be run. Please try again.'),
  downloadFailed: msg('The report could not be downloaded. Please try again.'),
  clean: (at: string) => t('Reconciled to the paisa at {at}.', { at: formatDateTime(at) }),
  differences: (count: number, at: string) =>
    t('{count, plural, one {# difference} other {# differences}} found at {at}', {
      count,
      at: formatDateTime(at),
    }),
  retryFailed: msg('The payout could not be retried. Please try again.'),
} as const;

const by = (run: Run) => (run.trigger === 'NIGHTLY' ? t('nightly run') : t("an admin's run"));

/** The found amount less the expected one, signed: what a difference is off by. */
const off = (d: { expected: number; actual: number }) => formatPaise(d.actual - d.expected);

/**
 * ADR 0061: the latest recorded reconciliation run, nightly or an admin's. A red alert naming
 * each difference (its group or airline, the amounts, the rows involved) or the green "Reconciled
 * to the paisa"; the latest nightly result when an admin's run came after it; the run's CSV; and
 * a button to run the check now (recorded, and mailed to every admin on a difference).
 */
export function ReconciliationRun() {
  const latest = useLatestReconciliation();
  const run = useRunReconciliation();
  const download = useDownloadReconciliation();
  const last = latest.data?.latest;
  const nightly = latest.data?.latest_nightly;
  return (
    <section aria-labelledby="settlement-reconciliation" className="mb-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0" id="settlement-reconciliation">
          {t('Reconciliation')}
        </h3>
        <div className="d-flex flex-wrap gap-2">
          {last && (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => download.mutate(last.ran_at)}
              disabled={download.isPending}
            >
              {t('Download report (CSV)')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => run.mutate()}
            disabled={run.isPending}
          >
            {run.isPending ? t('Checking…') : t('Run the check now')}
          </Button>
        </div>
      </div>
      {run.isError && (
        <Alert variant="danger" role="alert">
          {t(RECONCILIATION_MESSAGES.runFailed)}
        </Alert>
      )}
      {download.isError && (
        <Alert variant="danger" role="alert">
          {t(RECONCILIATION_MESSAGES.downloadFailed)}
        </Alert>
      )}
      {latest.isError && <Alert variant="danger">{t(RECONCILIATION_MESSAGES.failed)}</Alert>}
      {latest.data && !last && (
        <Alert variant="secondary" role="status">
          {t(RECONCILIATION_MESSAGES.none)}
        </Alert>
      )}
      {last && <RunAlert run={last} />}
      {last && nightly && nightly.run_id !== last.run_id && (
        <p className="small text-body-secondary mb-0">
          {t(
            'Last nightly run {at}: {count, plural, =0 {reconciled to the paisa} one {# difference} other {# differences}}.',
            { at: formatDateTime(nightly.ran_at), count: nightly.differences_found },
          )}
        </p>
      )}
    </section>
  );
}

function RunAlert({ run }: { run: Run }) {
  if (run.differences_found === 0)
    return (
      <Alert variant="success" role="status">
        {RECONCILIATION_MESSAGES.clean(run.ran_at)} <span className="small">({by(run)})</span>
      </Alert>
    );
  const { report } = run;
  return (
    <Alert variant="danger">
      <p className="fw-semibold">
        {RECONCILIATION_MESSAGES.differences(run.differences_found, run.ran_at)} ({by(run)})
      </p>
      <ul className="mb-0">
        {report.differences.map((d) => (
          <li key={`${d.subject}-${d.id}-${d.rule}`} className="text-break">
            <strong>
              {d.subject} {differenceName(d, report)}
            </strong>
            {t(': expected {expected}, found {actual} (off by {off}).', {
              expected: formatPaise(d.expected),
              actual: formatPaise(d.actual),
              off: off(d),
            })}{' '}
            <span className="small">
              {t('{rule}. Rows: {rows}', { rule: d.rule, rows: d.rows.join('; ') })}
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** ADR 0061: a FAILED payout sent again now, with the same idempotency key. */
export function RetryPayoutButton({ payout }: { payout: PayoutView }) {
  const retry = useRetryPayout();
  if (payout.state !== 'FAILED') return null;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1 mt-1">
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => retry.mutate(payout.payout_id)}
        disabled={retry.isPending}
        aria-label={t('Retry the payout of {amount} to {airline}', {
          amount: formatPaise(payout.amount),
          airline: payout.company_name,
        })}
      >
        {t('Retry')}
      </Button>
      {retry.isError && (
        <span role="alert" className="small text-danger">
          {errorText(retry.error, t(RECONCILIATION_MESSAGES.retryFailed))}
        </span>
      )}
    </span>
  );
}
