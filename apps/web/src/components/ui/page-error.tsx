import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { t } from '../../lib/i18n.tsx';

type PageErrorProps = {
  /** Rendered as the page's h1 when the page has nothing else to show. */
  title: string;
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
};

/** A page that could not load its data: a heading, the text and a retry. */
export function PageError({ title, message, onRetry, children }: PageErrorProps) {
  return (
    <div className="py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <Alert variant="danger" role="alert">
        {message}
      </Alert>
      <div className="d-flex flex-wrap gap-2">
        {onRetry && (
          <Button variant="outline-primary" onClick={onRetry}>
            {t('Try again')}
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
