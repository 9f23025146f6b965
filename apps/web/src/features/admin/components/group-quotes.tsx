import Button from 'react-bootstrap/Button';
import { ADMIN_GROUP_MESSAGES, type AdminQuote } from '@saath/shared/admin-groups';
import { formatPaise } from '@saath/shared/money';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { CardTable } from './card-table.tsx';

type GroupQuotesProps = {
  quotes: readonly AdminQuote[];
  passengers: number;
  /** The group can still take a selection (shared canSelectQuote). */
  selectable: boolean;
  onSelect: (quote: AdminQuote) => void;
};

/** Every quote of the group, lowest first, with 'Select this quote' while it can. */
export function GroupQuotes({ quotes, passengers, selectable, onSelect }: GroupQuotesProps) {
  return (
    <CardTable
      emptyText={t(ADMIN_GROUP_MESSAGES.noQuotes)}
      label={t('Quotes')}
      rows={quotes}
      rowKey={(q) => q.quote_id}
      columns={[
        {
          header: t('Airline'),
          rowHeader: true,
          cell: (q) => (
            <>
              {q.airline_name} <span className="text-body-secondary">({q.airline_code})</span>
              {q.is_selected && (
                <StatusBadge status="BOOKED" label={t('Selected')} className="ms-2" />
              )}
              {q.is_lowest && !q.is_selected && (
                <StatusBadge status="RFQ_SENT" label={t('Lowest')} className="ms-2" />
              )}
            </>
          ),
        },
        { header: t('Flight'), nowrap: true, cell: (q) => q.flight_number },
        {
          header: t('Price per ticket'),
          numeric: true,
          nowrap: true,
          cell: (q) => formatPaise(q.price_per_ticket),
        },
        {
          header: t('Total ({count, plural, one {# passenger} other {# passengers}})', {
            count: passengers,
          }),
          numeric: true,
          nowrap: true,
          cell: (q) => formatPaise(q.total_price),
        },
        {
          header: t('Placed'),
          nowrap: true,
          className: 'small',
          cell: (q) => formatDateTime(q.quoted_at),
        },
        ...(selectable
          ? [
              {
                header: t('Actions'),
                action: true,
                cell: (q: AdminQuote) => (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="text-nowrap"
                    onClick={() => onSelect(q)}
                    aria-label={t('Select this quote: {airline} at {price}', {
                      airline: q.airline_name,
                      price: formatPaise(q.price_per_ticket),
                    })}
                  >
                    {t('Select this quote')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
