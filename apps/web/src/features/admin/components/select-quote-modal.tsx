import { ADMIN_GROUP_MESSAGES, type AdminQuote } from '@saath/shared/admin-groups';
import { formatPaise } from '@saath/shared/money';
import type { Group } from '@saath/shared/groups';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useSelectQuote } from '../api/admin-groups.api.ts';

type SelectQuoteModalProps = {
  group: Group;
  quote: AdminQuote | null;
  onHide: () => void;
  /** Called after the server booked the group on the quote. */
  onDone: (group: Group, quote: AdminQuote) => void;
};

/**
 * 'Select this quote' asks once more, because it cannot be undone: the group books
 * on the quote at once (docs/product/lifecycle.md), tickets are issued and everyone is told.
 */
export function SelectQuoteModal({ group, quote, onHide, onDone }: SelectQuoteModalProps) {
  const select = useSelectQuote();
  const hide = () => {
    select.reset();
    onHide();
  };
  return (
    <ConfirmModal
      show={quote !== null}
      title={t('Select this quote?')}
      confirmLabel={t('Select this quote')}
      pendingLabel={t('Selecting...')}
      cancelLabel={t('Cancel')}
      confirmVariant="primary"
      pending={select.isPending}
      error={select.isError ? errorText(select.error, t(ADMIN_GROUP_MESSAGES.selectFailed)) : null}
      onHide={hide}
      onConfirm={() =>
        select.mutateAsync(quote!.quote_id, {
          onSuccess: (booked) => {
            select.reset();
            onDone(booked, quote!);
          },
        })
      }
    >
      {quote && (
        <>
          <p>
            {tx(
              '<0>{airline}</0> {flight} at <1>{price}</1> per ticket, {total} for {count, plural, one {# passenger} other {# passengers}} (<2>{rfq}</2>).',
              [<strong />, <strong />, <span className="font-monospace" />],
              {
                airline: quote.airline_name,
                flight: quote.flight_number,
                price: formatPaise(quote.price_per_ticket),
                total: formatPaise(quote.total_price),
                count: group.passenger_count,
                rfq: group.rfq_number,
              },
            )}
          </p>
          <p className="alert alert-warning small mb-0">
            {t(
              'The group books on this quote at once: tickets are issued, members and every bidding airline are told. This cannot be undone.',
            )}
          </p>
        </>
      )}
    </ConfirmModal>
  );
}
