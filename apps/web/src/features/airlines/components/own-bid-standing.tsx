import type { Quote } from '@saath/shared/airlines';
import { standingMessage } from '@saath/shared/bids';
import type { MyStanding } from '@saath/shared/groups';
import { t } from '../../../lib/i18n.tsx';

/**
 * Whether the company's quote is the lowest of its group right now (is_lowest, ties go to the
 * earliest submission). A selected quote has won.
 */
export function OwnBidStanding({ quote }: { quote: Pick<Quote, 'is_lowest' | 'is_selected'> }) {
  if (quote.is_selected) return <span className="badge text-bg-success">{t('Accepted')}</span>;
  return quote.is_lowest ? (
    <span className="badge text-bg-success">{t('Lowest')}</span>
  ) : (
    <span className="badge text-bg-warning">{t('Outbid')}</span>
  );
}

/**
 * ADR 0027: where the company's bid stands, as the server ranks it ("You are the
 * lowest", "2nd of 3, ₹x above the lowest"). It moves live with the RFQ record.
 */
export function StandingText({ standing }: { standing: MyStanding | null | undefined }) {
  if (!standing) return null;
  const [text, values] = standingMessage(standing);
  return (
    <span className={standing.rank === 1 ? 'text-success fw-semibold' : 'text-body'}>
      {t(text, values)}
    </span>
  );
}
