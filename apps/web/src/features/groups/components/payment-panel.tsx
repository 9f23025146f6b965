import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { Group } from '@saath/shared/groups';
import { formatPaise } from '@saath/shared/money';
import { creditsApplicable } from '@saath/shared/payment-rules';
import type { MyPayment, WinningQuote } from '@saath/shared/payments';
import { SEAT_RELEASED } from '@saath/shared/group-status';
import { ReceiptDownloadButton } from '../../../components/ui/receipt-download-button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatTimeRange } from '../../../lib/format.ts';
import { useSingleSubmit } from '../../../lib/forms.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { payResultPath } from '../../../lib/payment-paths.ts';
import { payWithRazorpay } from '../../../lib/razorpay-checkout.ts';
import { useMoneyTimeline } from '../../../lib/money-timeline-query.ts';
import { useSession } from '../../../lib/session.store.ts';
import { useStartPayment, useVerifyRazorpay } from '../api/groups.api.ts';
import {
  PAYMENT_PROVIDER_UNAVAILABLE,
  PAYMENT_START_FAILED,
  RAZORPAY_LOAD_FAILED,
  RAZORPAY_VERIFY_FAILED,
  SEAT_RELEASED_DETAIL,
} from '../group-messages.ts';
import { DeadlineCountdown } from './deadline-countdown.tsx';
import { Fact } from './fact.tsx';

/**
 * The payment stage (docs/product/money.md): once a bid wins (READY_FOR_BOOKING, "awaiting payment") each
 * member pays their own share before the deadline; then 'Paid', or the seat released.
 */
export function PaymentPanel({ group }: { group: Group }) {
  const awaiting = group.status.toUpperCase() === 'READY_FOR_BOOKING';
  const mine = group.my_payment ?? null;
  if (!mine) return null;
  if (mine.status === 'EXPIRED') {
    return (
      <PanelFrame title={t(SEAT_RELEASED)} className="bg-danger-subtle text-danger-emphasis">
        <p className="mb-0">{t(SEAT_RELEASED_DETAIL)}</p>
      </PanelFrame>
    );
  }
  if (mine.status === 'PAID' || mine.status === 'REFUNDED') {
    return <PaidShare group={group} share={mine} />;
  }
  if (!awaiting) return null;
  return <DueShare group={group} share={mine} />;
}

type PanelFrameProps = { title: string; className?: string; children: ReactNode };

function PanelFrame({ title, className = 'bidding-panel', children }: PanelFrameProps) {
  return (
    <section
      id="payment"
      className={`${className} rounded-3 p-3 mb-3`}
      aria-labelledby="payment-heading"
    >
      <h3 id="payment-heading" className="h6 mb-2">
        {title}
      </h3>
      {children}
    </section>
  );
}

function PaidCount({ group }: { group: Group }) {
  if (group.status.toUpperCase() !== 'READY_FOR_BOOKING') return null;
  const paid = group.paid_member_count ?? 0;
  const active = group.active_member_count ?? paid;
  return (
    <p className="mb-2" role="status">
      {tx('<0>{paid} of {active}</0> members paid', [<strong />], { paid, active })}
    </p>
  );
}

function WinningFlight({ quote }: { quote: WinningQuote | null | undefined }) {
  if (!quote) return null;
  const times = formatTimeRange(quote.departure_time, quote.arrival_time);
  return (
    <p className="mb-2">
      <strong>{quote.airline_name}</strong> ·{' '}
      {t('Flight {number}', { number: quote.flight_number })}
      {times && <> · {times}</>} ·{' '}
      {t('{price} per ticket', { price: formatPaise(quote.price_per_ticket) })}
    </p>
  );
}

function PaidShare({ group, share }: { group: Group; share: MyPayment }) {
  const refunded = share.status === 'REFUNDED';
  // What came back since (a refund request approved, an admin's refund): from the timeline.
  const money = useMoneyTimeline(group.community_id);
  const back = money.data?.refunded ?? 0;
  return (
    <PanelFrame title={refunded ? t('Your payment was refunded') : t('Paid')}>
      <WinningFlight quote={group.winning_quote} />
      <p className="mb-2">
        {share.paid_at
          ? tx('You paid <0>{amount}</0> on {time} IST.', [<strong />], {
              amount: formatPaise(share.amount_due),
              time: formatDateTime(share.paid_at),
            })
          : tx('You paid <0>{amount}</0>.', [<strong />], {
              amount: formatPaise(share.amount_due),
            })}
        {back > 0 && money.data && (
          <>
            {' '}
            {tx(
              '{refunded} of it was refunded to you, so you have paid <0>{net}</0> in all.',
              [<strong />],
              { refunded: formatPaise(back), net: formatPaise(money.data.net) },
            )}
          </>
        )}
        {!refunded && group.status.toUpperCase() === 'READY_FOR_BOOKING' && (
          <> {t('Your tickets are issued when the group is booked.')}</>
        )}
      </p>
      <PaidCount group={group} />
      {/* ADR 0023: every captured payment has a receipt (a refunded one lists its refund). */}
      {share.payment_id && <ReceiptDownloadButton paymentId={share.payment_id} />}
    </PanelFrame>
  );
}

function DueShare({ group, share }: { group: Group; share: MyPayment }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const start = useStartPayment();
  const verify = useVerifyRazorpay();
  const [problem, setProblem] = useState<string | null>(null);
  const once = useSingleSubmit();
  const balance = user?.credit_balance ?? 0;
  const [useCredits, setUseCredits] = useState(share.credits_applied > 0);
  const before = share.fare + share.fee + share.gst;
  // What the server takes off when asked to (docs/product/money.md: credits the member
  // chooses, never bringing a share below the provider's smallest charge).
  const credits = useCredits
    ? Math.max(share.credits_applied, creditsApplicable(before, balance))
    : 0;
  const total = before - credits;

  const pay = () =>
    once(async () => {
      setProblem(null);
      const answer = await start.mutateAsync({ id: group.community_id, applyCredits: useCredits });
      const { checkout } = answer;
      if ('url' in checkout) {
        // The sandbox's checkout is a page of this app.
        if (checkout.url.startsWith('/')) void navigate(checkout.url);
        else setProblem(t(PAYMENT_PROVIDER_UNAVAILABLE));
        return;
      }
      // Razorpay (ADR 0022): its Checkout opens over the page; the API checks what it hands
      // back, then the result page shows the payment.
      const handed = await payWithRazorpay(checkout, {
        description: t('Your share of {rfq}', { rfq: group.rfq_number }),
        prefill: user ? { name: user.first_name, email: user.email } : undefined,
      }).catch(() => {
        setProblem(t(RAZORPAY_LOAD_FAILED));
        return null;
      });
      if (!handed) return;
      await verify.mutateAsync({ id: answer.payment_id, body: handed }).catch((error: unknown) => {
        setProblem(errorText(error, t(RAZORPAY_VERIFY_FAILED)));
        throw error;
      });
      void navigate(payResultPath(answer.payment_id));
    });
  const pending = start.isPending || verify.isPending;

  return (
    <PanelFrame title={t('Pay for your seats')}>
      <WinningFlight quote={group.winning_quote} />
      <p className="mb-2">
        {t(
          "An airline's bid has won. Pay your share before the deadline to keep your seats; the group is booked as soon as every member has paid.",
        )}
      </p>
      {group.payment_deadline && (
        <DeadlineCountdown label={t('Payment due')} deadline={group.payment_deadline} />
      )}
      <PaidCount group={group} />
      <dl className="group-facts payment-breakdown mb-3" aria-label={t('Your share')}>
        <Fact term={t('Fare')}>{formatPaise(share.fare)}</Fact>
        <Fact term={t('Ticketing fee')}>{formatPaise(share.fee)}</Fact>
        <Fact term={t('GST on the fee')}>{formatPaise(share.gst)}</Fact>
        <Fact term={t('Credits applied')}>
          {credits > 0 ? `−${formatPaise(credits)}` : formatPaise(0)}
        </Fact>
        <Fact term={t('Total')}>
          <strong>{formatPaise(total)}</strong>
        </Fact>
      </dl>
      {balance > 0 && (
        <Form.Check
          id="payment-use-credits"
          className="mb-3"
          checked={useCredits}
          onChange={(event) => setUseCredits(event.target.checked)}
          label={t('Use my credits ({amount} available)', { amount: formatPaise(balance) })}
        />
      )}
      <div aria-live="polite">
        {(start.isError || problem) && (
          <Alert variant="danger" role="alert">
            {problem ?? errorText(start.error, t(PAYMENT_START_FAILED))}
          </Alert>
        )}
      </div>
      <SubmitButton
        type="button"
        size="lg"
        pending={pending}
        pendingLabel={t('Opening checkout…')}
        onClick={pay}
      >
        {t('Pay {amount}', { amount: formatPaise(total) })}
      </SubmitButton>
    </PanelFrame>
  );
}
