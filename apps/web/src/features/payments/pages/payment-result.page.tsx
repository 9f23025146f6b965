import { useLocation, useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { formatPaise } from '@saath/shared/money';
import {
  CARD_DECLINED,
  PAYMENT_RECEIVED,
  UPI_COLLECT_EXPIRED,
  UPI_DECLINED,
  type Payment,
} from '@saath/shared/payments';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { ReceiptDownloadButton } from '../../../components/ui/receipt-download-button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { communityPath } from '../../../lib/paths.ts';
import { payPath } from '../../../lib/payment-paths.ts';
import { usePayment } from '../api/payments.api.ts';
import {
  PaymentSummary,
  PaymentUnavailable,
  TestModeBanner,
} from '../components/payment-summary.tsx';
import { paymentClosedText, RAZORPAY_CONFIRMING } from '../payment-messages.ts';
import { serverText, useServerTexts } from '../../../lib/server-texts.ts';

/**
 * What became of a payment, /pay/{paymentId}/result: paid (back to the group) or
 * declined (try again from the group, which starts a new payment). The payment's own status is
 * read from the server; the checkout's message is shown when it came from there.
 */
export default function PaymentResultPage() {
  const { paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  const message = (useLocation().state as { message?: unknown } | null)?.message;
  // The sandbox is test mode; a real provider's payment (Razorpay, ADR 0022) is not.
  const live = payment.data?.provider === 'razorpay';

  return (
    <Container className="py-4 py-lg-5 checkout-page">
      <title>{live ? t('Payment result · Saath') : t('Payment result (test mode) · Saath')}</title>
      <Row className="justify-content-center">
        <Col lg={7} xl={6}>
          {!live && <TestModeBanner />}
          {payment.isPending ? (
            <PageSpinner label={t('Loading your payment…')} />
          ) : payment.isError ? (
            <>
              <h1 className="h2 mb-3">{t('Payment')}</h1>
              <PaymentUnavailable error={payment.error} />
            </>
          ) : (
            <Outcome
              payment={payment.data}
              message={typeof message === 'string' ? message : null}
            />
          )}
        </Col>
      </Row>
    </Container>
  );
}

function Outcome(props: { payment: Payment; message: string | null }) {
  const { payment } = props;
  // The checkout's message is the API's answer, in English: shown in the page's language.
  useServerTexts();
  const message = props.message === null ? null : serverText(props.message);
  const group = communityPath(payment.community_id);
  if (payment.status === 'PAID') {
    return (
      <Card className="shadow-sm border-success">
        <Card.Body>
          <h1 className="h2 text-success-emphasis mb-2">{t('Paid')}</h1>
          <p className="lead mb-3" role="status">
            {payment.paid_at
              ? t('{message} on {time} IST.', {
                  message: message ?? t(PAYMENT_RECEIVED),
                  time: formatDateTime(payment.paid_at),
                })
              : t('{message}.', { message: message ?? t(PAYMENT_RECEIVED) })}
          </p>
          <PaymentSummary payment={payment} />
          {payment.receipt_number && (
            <p className="mt-3 mb-0">
              {tx('Receipt number <0>{number}</0>', [<strong className="text-nowrap" />], {
                number: payment.receipt_number,
              })}
            </p>
          )}
          <p className="mt-3">
            {t(
              'Your seats are paid for. The group is booked as soon as every member has paid, and your tickets then appear on the group page and in your email.',
            )}
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-start">
            <Link to={group} className="btn btn-primary">
              {t('Back to your group')}
            </Link>
            <ReceiptDownloadButton
              paymentId={payment.payment_id}
              receiptNumber={payment.receipt_number}
            />
          </div>
        </Card.Body>
      </Card>
    );
  }
  if (payment.status === 'FAILED') {
    // A UPI collect that ran out of time was not declined by anyone: said as it happened.
    const collect = payment.upi_collect?.state;
    const expired = collect === 'EXPIRED';
    const why =
      message ??
      t(expired ? UPI_COLLECT_EXPIRED : collect === 'DECLINED' ? UPI_DECLINED : CARD_DECLINED);
    return (
      <Card className="shadow-sm border-danger">
        <Card.Body>
          <h1 className="h2 text-danger-emphasis mb-2">{expired ? t('Expired') : t('Declined')}</h1>
          <Alert variant="danger" role="alert">
            {t('{reason}. Nothing was charged.', { reason: why })}
          </Alert>
          <PaymentSummary payment={payment} />
          <p className="mt-3">
            {t(
              'Try again before the payment deadline to keep your seats: the group page starts a new payment.',
            )}
          </p>
          <Link to={`${group}#payment`} className="btn btn-primary">
            {t('Try again')}
          </Link>
        </Card.Body>
      </Card>
    );
  }
  // Razorpay's capture arrives by its webhook, perhaps a moment after Checkout closes.
  const razorpay = payment.provider === 'razorpay' && payment.status === 'CREATED';
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h1 className="h2 mb-2">{t('Payment')}</h1>
        <p>{razorpay ? t(RAZORPAY_CONFIRMING) : paymentClosedText(payment.status)}</p>
        <PaymentSummary payment={payment} />
        <div className="d-flex flex-wrap gap-3 mt-3">
          {payment.status === 'CREATED' && !razorpay && (
            <Link to={payPath(payment.payment_id)} className="btn btn-primary">
              {t('Pay {amount}', { amount: formatPaise(payment.amount) })}
            </Link>
          )}
          <Link to={group} className="btn btn-outline-primary">
            {t('Back to your group')}
          </Link>
          {payment.receipt_number && (
            <ReceiptDownloadButton
              paymentId={payment.payment_id}
              receiptNumber={payment.receipt_number}
            />
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
