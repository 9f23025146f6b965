import { Fragment, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { formatPaise } from '@saath/shared/money';
import {
  PAYMENT_RECEIVED,
  UPI_COLLECT_EXPIRED,
  UPI_DECLINED,
  type Payment,
} from '@saath/shared/payments';
import {
  SANDBOX_TEST_CARDS,
  checkoutFormSchema,
  formatExpiryInput,
} from '@saath/shared/payment-checkout';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.tsx';
import { communityPath } from '../../../lib/paths.ts';
import { payResultPath } from '../../../lib/payment-paths.ts';
import {
  followsUpiCollect,
  useAfterDecided,
  usePayment,
  useSandboxCheckout,
} from '../api/payments.api.ts';
import {
  PaymentSummary,
  PaymentUnavailable,
  SandboxTestList,
  TestModeBanner,
} from '../components/payment-summary.tsx';
import { UpiPay } from '../components/upi-pay.tsx';
import { CHECKOUT_FAILED, paymentClosedText } from '../payment-messages.ts';

/** The sandbox provider's checkout page, /pay/{paymentId}, clearly in test mode. */
export default function CheckoutPage() {
  const { paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  useResultWhenDecided(paymentId, payment.data);

  return (
    <Container className="py-4 py-lg-5 checkout-page">
      <title>{t('Checkout (test mode) · Saath')}</title>
      <Row className="justify-content-center">
        <Col lg={7} xl={6}>
          <h1 className="h2 mb-3">{t('Checkout')}</h1>
          <TestModeBanner />
          {payment.isPending ? (
            <PageSpinner label={t('Loading your payment…')} />
          ) : payment.isError ? (
            <PaymentUnavailable error={payment.error} />
          ) : payment.data.status !== 'CREATED' ? (
            <Alert variant="info" role="status">
              <p className="mb-2">{paymentClosedText(payment.data.status)}</p>
              <Link to={payResultPath(paymentId)} className="alert-link">
                {t('See this payment')}
              </Link>
            </Alert>
          ) : (
            <Card className="shadow-sm">
              <Card.Body>
                <h2 className="h5 mb-3">{t('You are paying')}</h2>
                <PaymentSummary payment={payment.data} />
                <hr />
                <PaymentMethods payment={payment.data} />
              </Card.Body>
            </Card>
          )}
        </Col>
      </Row>
    </Container>
  );
}

/**
 * A payment this page followed while its UPI collect waited opens its result once the server
 * decided it (paid, declined or expired), with what happened in words.
 */
function useResultWhenDecided(paymentId: string, payment: Payment | undefined) {
  const navigate = useNavigate();
  const afterDecided = useAfterDecided(paymentId);
  const followed = useRef(false);
  useEffect(() => {
    if (followsUpiCollect(payment)) followed.current = true;
    else if (payment && followed.current) {
      followed.current = false;
      afterDecided();
      const state = payment.upi_collect?.state;
      const message =
        payment.status === 'PAID'
          ? PAYMENT_RECEIVED
          : state === 'EXPIRED'
            ? UPI_COLLECT_EXPIRED
            : UPI_DECLINED;
      void navigate(payResultPath(paymentId), { state: { message } });
    }
  }, [payment, paymentId, navigate, afterDecided]);
}

type Method = 'UPI' | 'CARD';

/** UPI first, card second; a collect already sent keeps the page on UPI. */
function PaymentMethods({ payment }: { payment: Payment }) {
  const [method, setMethod] = useState<Method>('UPI');
  const waiting = followsUpiCollect(payment);
  return (
    <>
      {!waiting && (
        <fieldset className="mb-3">
          <legend className="h6">{t('Pay by')}</legend>
          <div className="btn-group" role="group">
            {(['UPI', 'CARD'] as const).map((choice) => (
              <Fragment key={choice}>
                <input
                  type="radio"
                  className="btn-check"
                  name="method"
                  id={`method-${choice}`}
                  value={choice}
                  checked={method === choice}
                  onChange={() => setMethod(choice)}
                />
                <label className="btn btn-outline-primary px-4" htmlFor={`method-${choice}`}>
                  {choice === 'UPI' ? 'UPI' : t('Card')}
                </label>
              </Fragment>
            ))}
          </div>
        </fieldset>
      )}
      {waiting || method === 'UPI' ? (
        <UpiPay payment={payment} />
      ) : (
        <CardForm
          paymentId={payment.payment_id}
          amount={payment.amount}
          communityId={payment.community_id}
        />
      )}
    </>
  );
}

type CardFormProps = { paymentId: string; amount: number; communityId: string };

function CardForm({ paymentId, amount, communityId }: CardFormProps) {
  const navigate = useNavigate();
  const checkout = useSandboxCheckout(paymentId);
  const form = useSchemaForm({
    initial: { name: '', card_number: '', expiry: '', cvc: '' },
    idPrefix: 'checkout',
    schema: checkoutFormSchema,
  });
  const expiryField = form.field('expiry');
  const onSubmit = form.submit((data) =>
    checkout.mutateAsync(data.card_number, {
      onSuccess: (answer) =>
        void navigate(payResultPath(paymentId), { state: { message: answer.message } }),
      // A 422 belongs to its field; anything else (a 409: already paid, window closed) is said
      // above the button.
      onError: (error) => void form.showServerErrors(error),
    }),
  );
  const refusal =
    checkout.isError && !(checkout.error instanceof ApiError && checkout.error.status === 422)
      ? errorText(checkout.error, t(CHECKOUT_FAILED))
      : null;

  return (
    <>
      <SandboxTestList
        title={t('Test cards')}
        items={SANDBOX_TEST_CARDS.map((card) => ({ value: card.number, outcome: card.outcome }))}
        note={t('Any future expiry date, any 3-digit security code and any name.')}
      />
      <Form noValidate onSubmit={onSubmit} aria-label={t('Pay by card (test mode)')}>
        <ErrorSummary {...form.summary()} />
        <TextField
          {...form.field('name')}
          label={t('Name on card')}
          autoComplete="cc-name"
          required
        />
        <TextField
          {...form.field('card_number')}
          label={t('Card number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          required
        />
        <Row className="g-3">
          <Col xs={6}>
            <TextField
              {...expiryField}
              // MM/YY while typing: a phone's number pad has no slash.
              onChange={(value) => expiryField.onChange(formatExpiryInput(value))}
              label={t('Expiry (MM/YY)')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('MM/YY')}
              maxLength={7}
              required
            />
          </Col>
          <Col xs={6}>
            <TextField
              {...form.field('cvc')}
              label={t('CVC')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              required
            />
          </Col>
        </Row>
        <div aria-live="polite">
          {refusal && (
            <Alert variant="danger" role="alert">
              {refusal}
            </Alert>
          )}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <SubmitButton size="lg" pending={checkout.isPending} pendingLabel={t('Paying…')}>
            {t('Pay {amount}', { amount: formatPaise(amount) })}
          </SubmitButton>
          <Link to={communityPath(communityId)}>{t('Cancel and go back to the group')}</Link>
        </div>
      </Form>
    </>
  );
}
