import { useId } from 'react';
import { formatPaise } from '@saath/shared/money';

// spec §9 "Refund of Rs.800 ...": shown in ₹ (decisions.md "Money and time").
export const REFUND_AMOUNT_PAISE = 80_000;

/** The cancellation and refund policy (dashboard, later the ticket pages). */
export function RefundPolicyNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  // A standing notice, not an alert: a labelled section that only looks like one.
  return (
    <section className="alert alert-light border refund-notice mb-0" aria-labelledby={headingId}>
      <Heading id={headingId} className="h6 mb-2">
        Cancellation and refund policy
      </Heading>
      <p className="mb-2">
        A refund of {formatPaise(REFUND_AMOUNT_PAISE)} is given for medical reasons, a death in the
        family, job loss or a natural disaster, with proof, when you tell us within 72 hours of the
        event or of departure, whichever is earlier. Refunds are processed in 7 to 10 working days.
      </p>
      <p className="mb-0">There is no refund for missed flights or changed plans.</p>
    </section>
  );
}
