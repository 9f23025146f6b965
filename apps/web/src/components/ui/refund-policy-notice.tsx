import { useId } from 'react';
import { t } from '../../lib/i18n.tsx';
import { refundNoneText, refundPolicySummaryText } from '../../lib/refund-policy-text.ts';

/** The cancellation and refund policy (dashboard, later the ticket pages). */
export function RefundPolicyNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  // A standing notice, not an alert: a labelled section that only looks like one.
  return (
    <section className="alert alert-light border refund-notice mb-0" aria-labelledby={headingId}>
      <Heading id={headingId} className="h6 mb-2">
        {t('Cancellation and refund policy')}
      </Heading>
      <p className="mb-2">{refundPolicySummaryText()}</p>
      <p className="mb-0">{refundNoneText()}</p>
    </section>
  );
}
