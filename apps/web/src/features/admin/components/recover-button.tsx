import Button from 'react-bootstrap/Button';
import { msg } from '@saath/shared/i18n';
import { formatPaise } from '@saath/shared/money';
import { errorText } from '../../../lib/error-text.ts';
import { t } from '../../../lib/i18n.tsx';
import { useRecoverBalance } from '../api/admin-settlement.api.ts';

export const RECOVER_FAILED = msg('The balance could not be recovered. Please try again.');

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
        aria-label={t('Recover {amount} through Razorpay from {airline}', {
          amount: formatPaise(owed),
          airline,
        })}
        onClick={() => recover.mutate(companyId)}
      >
        {recover.isPending
          ? t('Recovering…')
          : t('Recover {amount} through Razorpay', { amount: formatPaise(owed) })}
      </Button>
      {recover.isError && (
        <span role="alert" className="small text-danger text-wrap">
          {errorText(recover.error, t(RECOVER_FAILED))}
        </span>
      )}
    </>
  );
}
