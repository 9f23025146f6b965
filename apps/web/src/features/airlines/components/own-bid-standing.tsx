import type { Quote } from '@saath/shared/airlines';

/**
 * Whether the company's quote is the lowest of its group right now (is_lowest, ties go to the
 * earliest submission). A selected quote has won.
 */
export function OwnBidStanding({ quote }: { quote: Pick<Quote, 'is_lowest' | 'is_selected'> }) {
  if (quote.is_selected) return <span className="badge text-bg-success">Accepted</span>;
  return quote.is_lowest ? (
    <span className="badge text-bg-success">Lowest</span>
  ) : (
    <span className="badge text-bg-warning">Outbid</span>
  );
}
