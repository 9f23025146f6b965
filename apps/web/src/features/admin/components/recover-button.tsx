import Button from 'react-bootstrap/Button';
import { formatPaise } from '@saath/shared/money';
import { errorText } from '../../../lib/error-text.ts';
import { useRecoverBalance } from '../api/admin-settlement.api.ts';

export const RECOVER_FAILED = 'The balance could not be recovered. Please try again.';

/**
 * An airline owes money back (a seat cancelled after its payout, ADR 0062): an admin may take it
 * back from the airline's latest Razorpay Route transfers now, instead of netting it from the
 * next payout. The server refuses what it cannot do (nothing owed, the sandbox) with its reason.
 */
export function RecoverButton({
  companyId,
  airline,
  owed,
}: {
  companyId: string;
  airline: string;
  owed: number;
}) {
  const recover = useRecoverBalance();
  return (
    <>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={recover.isPending}
        // The visible text first, so a voice user says what they see (WCAG 2.5.3).
        aria-label={`Recover ${formatPaise(owed)} through Razorpay from ${airline}`}
        onClick={() => recover.mutate(companyId)}
      >
        {recover.isPending ? 'Recovering…' : `Recover ${formatPaise(owed)} through Razorpay`}
      </Button>
      {recover.isError && (
        <span role="alert" className="small text-danger text-wrap">
          {errorText(recover.error, RECOVER_FAILED)}
        </span>
      )}
    </>
  );
}
