import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { formatPaise } from '@saath/shared/money';
import {
  AIRLINE_LEDGER_KIND_LABELS,
  PAYOUT_STATE_LABELS,
  addsToBalance,
  type AirlineLedgerEntry,
  type PayoutView,
} from '@saath/shared/settlement';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageError } from '../../../components/ui/page-error.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { msg } from '@saath/shared/i18n';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useAirlineBalance, useAirlinePayouts } from '../api/balance.api.ts';
import { StatementDownloads } from '../components/statement-downloads.tsx';

const TITLE = msg('Balance');
export const BALANCE_LOAD_FAILED = msg('Your balance could not be loaded. Please try again.');

/**
 * A ledger row's amount as it moves the balance: issued seats and money recovered from a payout
 * add, cancellations and payouts take away.
 */
const signed = (row: AirlineLedgerEntry) =>
  addsToBalance(row.kind) ? formatPaise(row.amount) : `−${formatPaise(row.amount)}`;

// The tables' columns are built while rendering: their headers are in the page's language.
const columns = (): readonly DataColumn<AirlineLedgerEntry>[] => [
  {
    header: t('Date'),
    rowHeader: true,
    nowrap: true,
    cell: (row) => formatDateTime(row.created_at),
  },
  { header: t('Entry'), cell: (row) => t(AIRLINE_LEDGER_KIND_LABELS[row.kind]) },
  {
    header: t('Seat'),
    cell: (row) =>
      row.passenger_name ? (
        <span>
          {row.passenger_name}
          <span className="d-block small text-body-secondary">
            {[row.rfq_number, row.eticket_number].filter(Boolean).join(' · ')}
          </span>
        </span>
      ) : (
        '—'
      ),
  },
  { header: t('Amount'), nowrap: true, cell: (row) => signed(row) },
];

const payoutColumns = (): readonly DataColumn<PayoutView>[] => [
  { header: t('Date'), rowHeader: true, nowrap: true, cell: (p) => formatDateTime(p.created_at) },
  { header: t('Amount'), nowrap: true, cell: (p) => formatPaise(p.amount) },
  { header: t('State'), cell: (p) => t(PAYOUT_STATE_LABELS[p.state]) },
  { header: t('Reference'), cell: (p) => p.provider_ref ?? '—' },
];

/** The company's past payouts; a failed read hides the section (the balance still shows). */
function Payouts() {
  const payouts = useAirlinePayouts();
  if (!payouts.data) return null;
  return (
    <>
      <h2 className="h5 mt-4 mb-3" id="balance-payouts">
        {t('Payouts')}
      </h2>
      {payouts.data.items.length === 0 ? (
        <p className="text-body-secondary">{t('No payout yet.')}</p>
      ) : (
        <Card className="shadow-sm">
          <DataTable
            columns={payoutColumns()}
            rows={payouts.data.items}
            rowKey={(p) => p.payout_id}
            labelledBy="balance-payouts"
          />
        </Card>
      )}
    </>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Col>
      <Card className="shadow-sm h-100">
        <Card.Body as="dl" className="mb-0">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="h4 mb-1">{value}</dd>
          {note && <dd className="small text-body-secondary mb-0">{note}</dd>}
        </Card.Body>
      </Card>
    </Col>
  );
}

/**
 * What Saath owes the company (ADR 0055): the fares of the seats it ticketed, less those
 * cancelled and what was paid out, the next payout and the latest ledger entries.
 */
export default function AirlineBalancePage() {
  const balance = useAirlineBalance();
  if (balance.isPending) return <PageSpinner label={t('Loading your balance…')} />;
  if (balance.isError) {
    return (
      <Container className="py-4 py-lg-5">
        <title>{`${t(TITLE)} · Saath`}</title>
        <PageError
          title={t(TITLE)}
          message={t(BALANCE_LOAD_FAILED)}
          onRetry={() => void balance.refetch()}
        />
      </Container>
    );
  }
  const b = balance.data;
  const payoutNote =
    b.balance < 0
      ? t(
          'Cancellations after a payout are recovered from the next one, or reversed from your latest payout by Saath.',
        )
      : t('Next payout run: {time}', { time: formatDateTime(b.upcoming_payout.at) });
  return (
    <Container className="py-4 py-lg-5">
      <title>{`${t(TITLE)} · Saath`}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 className="h2 mb-1">{t(TITLE)}</h1>
          <p className="text-body-secondary mb-0">
            {t(
              'Each ticket you issue adds its fare; a cancelled ticket takes it back. Saath pays the balance out daily.',
            )}
          </p>
        </div>
        <LinkButton to={PATHS.airlineDashboard} variant="outline-primary">
          {t('Browse RFQs')}
        </LinkButton>
      </div>
      <Row xs={1} sm={2} lg={4} className="g-3 mb-4">
        <Figure label={t('Balance')} value={formatPaise(b.balance)} />
        <Figure
          label={t('Upcoming payout')}
          value={formatPaise(b.upcoming_payout.amount)}
          note={payoutNote}
        />
        <Figure
          label={t('Tickets issued')}
          value={formatPaise(b.payable_total)}
          note={t('Cancelled: {amount}', { amount: formatPaise(b.reversed_total) })}
        />
        <Figure
          label={t('Paid out')}
          value={formatPaise(b.paid_total)}
          note={
            b.recovered_total > 0
              ? t('Recovered through Razorpay: {amount}', {
                  amount: formatPaise(b.recovered_total),
                })
              : undefined
          }
        />
      </Row>
      <StatementDownloads />
      <h2 className="h5 mb-3" id="balance-entries">
        {t('Latest entries')}
      </h2>
      {b.recent.length === 0 ? (
        <Card className="shadow-sm text-center">
          <Card.Body className="py-5">
            <p className="text-body-secondary mb-0">
              {t('Nothing yet: your balance grows as you issue the tickets of the groups you won.')}
            </p>
          </Card.Body>
        </Card>
      ) : (
        <Card className="shadow-sm">
          <DataTable
            columns={columns()}
            rows={b.recent}
            rowKey={(row) => row.id}
            labelledBy="balance-entries"
          />
        </Card>
      )}
      <Payouts />
    </Container>
  );
}
