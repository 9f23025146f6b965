import { useMemo } from 'react';
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { formatPaise } from '@saath/shared/money';
import { SANDBOX_TEST_VPAS, upiFormSchema, upiPayUri } from '@saath/shared/payment-checkout';
import type { Payment } from '@saath/shared/payments';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { communityPath } from '../../../lib/paths.ts';
import { useSandboxUpiCollect, useSandboxUpiDecision } from '../api/payments.api.ts';
import { CHECKOUT_FAILED } from '../payment-messages.ts';
import { SandboxTestList } from './payment-summary.tsx';

/**
 * Paying by UPI in the sandbox (ADR 0057): a UPI ID to send a collect request to, or the QR code
 * (wide screens) and `upi://pay` link (phones) of the same amount; once sent, the waiting state
 * until the server decides the collect.
 */
export function UpiPay({ payment }: { payment: Payment }) {
  const collect = payment.upi_collect;
  if (collect && collect.state !== 'DECLINED' && collect.state !== 'EXPIRED')
    return <UpiWaiting payment={payment} />;
  return <UpiCollectForm payment={payment} />;
}

function UpiCollectForm({ payment }: { payment: Payment }) {
  const send = useSandboxUpiCollect(payment.payment_id);
  const form = useSchemaForm({
    initial: { vpa: '' },
    idPrefix: 'upi',
    schema: upiFormSchema,
  });
  const onSubmit = form.submit((data) =>
    send.mutateAsync(data.vpa, { onError: (error) => void form.showServerErrors(error) }),
  );
  const refusal =
    send.isError && !(send.error instanceof ApiError && send.error.status === 422)
      ? errorText(send.error, t(CHECKOUT_FAILED))
      : null;
  const link = upiPayUri(payment.amount, payment.payment_id);

  return (
    <>
      <SandboxTestList
        title={t('Test UPI IDs')}
        items={SANDBOX_TEST_VPAS.map((test) => ({ value: test.vpa, outcome: test.outcome }))}
        note={t(
          'Any other UPI ID (name@bank) waits for you to approve or decline it on this page.',
        )}
      />
      <div className="d-md-flex gap-4 align-items-start">
        <Form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('Pay by UPI (test mode)')}
          className="flex-grow-1"
        >
          <ErrorSummary {...form.summary()} />
          <TextField
            {...form.field('vpa')}
            label={t('Your UPI ID')}
            hint={t('We send a collect request to it; approve it in your UPI app.')}
            autoComplete="off"
            inputMode="email"
            placeholder={t('name@bank')}
            maxLength={100}
            required
          />
          <p className="d-md-none">
            {tx(
              'Paying on this phone? <0>Open your UPI app</0> to pay {amount} there instead.',
              [<a href={link} className="fw-semibold" />],
              { amount: formatPaise(payment.amount) },
            )}
          </p>
          <div aria-live="polite">
            {refusal && (
              <Alert variant="danger" role="alert">
                {refusal}
              </Alert>
            )}
          </div>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <SubmitButton size="lg" pending={send.isPending} pendingLabel={t('Sending…')}>
              {t('Pay {amount} by UPI', { amount: formatPaise(payment.amount) })}
            </SubmitButton>
            <Link to={communityPath(payment.community_id)}>
              {t('Cancel and go back to the group')}
            </Link>
          </div>
        </Form>
        <UpiQr text={link} amount={payment.amount} />
      </div>
    </>
  );
}

/** The `upi://pay` text as a QR code to scan with a phone: wide screens only. */
function UpiQr({ text, amount }: { text: string; amount: number }) {
  const code = useMemo(() => generate(text), [text]);
  const size = code.size;
  return (
    <figure className="d-none d-md-block text-center mb-0 upi-qr">
      <svg
        viewBox={`-2 -2 ${size + 4} ${size + 4}`}
        width="168"
        height="168"
        role="img"
        aria-label={t('QR code to pay {amount} with a UPI app', { amount: formatPaise(amount) })}
        shapeRendering="crispEdges"
      >
        <rect x="-2" y="-2" width={size + 4} height={size + 4} fill="#fff" />
        <path d={toSvgPath(code)} fill="#000" />
      </svg>
      <figcaption className="small text-body-secondary mt-1">
        {t('Or scan with a UPI app')}
      </figcaption>
    </figure>
  );
}

/**
 * The collect is sent: the page says so and follows the payment (its query reads it again while
 * it waits) until the server approves, declines or expires it. The sandbox's buttons stand in
 * for the payer's UPI app.
 */
function UpiWaiting({ payment }: { payment: Payment }) {
  const decide = useSandboxUpiDecision(payment.payment_id);
  const collect = payment.upi_collect!;
  const answered = collect.state !== 'PENDING';
  return (
    <section aria-labelledby="upi-waiting-heading" className="upi-waiting">
      <div className="d-flex align-items-start gap-3 mb-3">
        <Spinner
          animation="border"
          variant="primary"
          aria-hidden="true"
          className="flex-shrink-0"
        />
        <div>
          <h2 id="upi-waiting-heading" className="h5 mb-1">
            {t('Waiting for you to approve in your UPI app')}
          </h2>
          <p className="mb-0" role="status">
            {answered
              ? t('Your UPI app answered. Confirming your payment…')
              : t(
                  'We sent a collect request for {amount} to {vpa}. Open your UPI app and approve it.',
                  { amount: formatPaise(payment.amount), vpa: collect.vpa },
                )}
          </p>
          <p className="small text-body-secondary mb-0">
            {t('The request expires at {time} IST. Keep this page open: it updates by itself.', {
              time: formatDateTime(collect.expires_at),
            })}
          </p>
        </div>
      </div>
      {!answered && (
        <div className="border rounded p-3 bg-body-tertiary">
          <h3 className="h6">{t('Sandbox UPI app (test mode)')}</h3>
          <p className="small mb-2">
            {t('Stands in for the app of {vpa}: approve to pay, decline to refuse.', {
              vpa: collect.vpa,
            })}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="success"
              disabled={decide.isPending}
              onClick={() => decide.mutate('APPROVE')}
            >
              {t('Approve {amount}', { amount: formatPaise(payment.amount) })}
            </Button>
            <Button
              variant="outline-danger"
              disabled={decide.isPending}
              onClick={() => decide.mutate('DECLINE')}
            >
              {t('Decline')}
            </Button>
          </div>
          <div aria-live="polite">
            {decide.isError && (
              <Alert variant="danger" role="alert" className="mt-3 mb-0">
                {errorText(decide.error, t(CHECKOUT_FAILED))}
              </Alert>
            )}
          </div>
        </div>
      )}
      <p className="mt-3 mb-0">
        <Link to={communityPath(payment.community_id)}>{t('Back to the group')}</Link>
      </p>
    </section>
  );
}
