import { ADMIN_GROUP_MESSAGES, type AdminQuote } from '@saath/shared/admin-groups';
import { formatPaise } from '@saath/shared/money';
import type { Group } from '@saath/shared/groups';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
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
      title="Select this quote?"
      confirmLabel="Select this quote"
      pendingLabel="Selecting..."
      cancelLabel="Cancel"
      confirmVariant="primary"
      pending={select.isPending}
      error={select.isError ? errorText(select.error, ADMIN_GROUP_MESSAGES.selectFailed) : null}
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
            <strong>{quote.airline_name}</strong> {quote.flight_number} at{' '}
            <strong>{formatPaise(quote.price_per_ticket)}</strong> per ticket,{' '}
            {formatPaise(quote.total_price)} for {group.passenger_count} passengers (
            <span className="font-monospace">{group.rfq_number}</span>).
          </p>
          <p className="alert alert-warning small mb-0">
            The group books on this quote at once: tickets are issued, members and every bidding
            airline are told. This cannot be undone.
          </p>
        </>
      )}
    </ConfirmModal>
  );
}
