import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { creditReasonMessage, type CreditEntry } from '@saath/shared/accounts';
import { formatPaise } from '@saath/shared/money';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useMyCredits } from '../api/profile.api.ts';

const signed = (n: number, text: string) => (n > 0 ? `+${text}` : n < 0 ? `−${text}` : '—');

/** Why a ledger entry exists, in the page's language (the shared template, through t()). */
function reasonText(entry: CreditEntry) {
  const { text, values } = creditReasonMessage(entry);
  return t(text, values);
}

// Built at render time: the headers are in the page's language.
const columns = (): readonly DataColumn<CreditEntry>[] => [
  { header: t('When'), nowrap: true, cell: (e) => formatDateTime(e.created_at) },
  { header: t('Why'), cell: (e) => reasonText(e) },
  {
    header: t('Credit'),
    numeric: true,
    nowrap: true,
    cell: (e) => signed(e.amount, formatPaise(Math.abs(e.amount))),
  },
  {
    header: t('Fee waivers'),
    numeric: true,
    cell: (e) => signed(e.waivers, String(Math.abs(e.waivers))),
  },
];

/**
 * Where the credit and ticketing-fee waivers came from (waivers were invisible): the
 * append-only ledger whose sums are the balances (docs/product/money.md).
 */
export function CreditLedger() {
  const credits = useMyCredits();
  return (
    <section id="credits" aria-labelledby="credits-heading" className="mb-4">
      <h2 id="credits-heading" className="h4 mb-3">
        {t('Credits and fee waivers')}
      </h2>
      <Card className="shadow-sm">
        <Card.Body>
          {credits.isPending ? (
            <PageSpinner label={t('Loading your credits…')} />
          ) : credits.isError ? (
            <Alert variant="danger" role="alert" className="mb-0">
              {t('Failed to load your credits. Please try again later.')}
            </Alert>
          ) : credits.data.entries.length === 0 ? (
            <p className="mb-0 text-body-secondary">
              {t(
                'Nothing yet. A group that does not form in time gives each member credit and a ticketing-fee waiver; one that gets no airline bid gives a waiver.',
              )}
            </p>
          ) : (
            <DataTable
              columns={columns()}
              rows={credits.data.entries}
              rowKey={(e) => e.id}
              labelledBy="credits-heading"
              hover={false}
            />
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
