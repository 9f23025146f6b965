import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { ALERTS_PAGE, UNSUBSCRIBE_INVALID, UNSUBSCRIBE_MISSING } from '@saath/shared/alerts';
import { routeText } from '../../../components/ui/group-route-label.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useUnsubscribe } from '../api/alerts.api.ts';

/**
 * The page an alert mail's unsubscribe link opens. Opening it unsubscribes (one click
 * for the person); the request is a POST made by the page, so a mail scanner that only fetches
 * the link changes nothing. No sign-in: the signed token is the permission.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  let body;
  if (!token) body = <p className="mb-0">{t(UNSUBSCRIBE_MISSING)}</p>;
  else if (unsubscribe.isError)
    body = (
      <div className="alert alert-danger mb-0">
        {errorText(unsubscribe.error, t(UNSUBSCRIBE_INVALID))}
      </div>
    );
  else if (unsubscribe.isSuccess) {
    const { message, from_location: from, to_location: to } = unsubscribe.data;
    body = (
      <div className="alert alert-success mb-0">
        <p className="fw-semibold mb-1">{message}</p>
        {from && to && (
          <p className="mb-0">{t('Route: {route}', { route: routeText(from, to) })}</p>
        )}
      </div>
    );
  } else
    body = (
      <p className="mb-0">
        <Spinner as="span" size="sm" animation="border" aria-hidden="true" className="me-2" />
        {t('Unsubscribing…')}
      </p>
    );

  return (
    <Container className="py-4 py-lg-5" style={{ maxWidth: 640 }}>
      <title>{`${t('Unsubscribe')} · Saath`}</title>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-3">{t('Route alert mails')}</h1>
          <div role="status">{body}</div>
          <p className="mt-3 mb-0 small text-body-secondary">
            {tx('Manage all your alerts on <0>your alerts page</0> (sign-in needed).', [
              <Link to={ALERTS_PAGE} />,
            ])}
          </p>
        </Card.Body>
      </Card>
    </Container>
  );
}
