import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { t } from '../../../lib/i18n.tsx';
import { API_KEY_COPIED, API_KEY_COPY_FAILED } from '../airline-messages.ts';

/**
 * A secret shown this once (a new API key, a webhook secret), with a copy button and the
 * warning that it will not be shown again.
 */
export function ShownOnce(props: {
  value: string;
  label: string;
  children: ReactNode;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(props.value).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <Alert variant="warning" className="mt-3 mb-0">
      <p className="fw-semibold mb-2">{props.children}</p>
      <InputGroup className="mb-2">
        <Form.Control
          readOnly
          value={props.value}
          aria-label={props.label}
          className="font-monospace"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="primary" onClick={() => void copy()}>
          {t('Copy')}
        </Button>
      </InputGroup>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span role="status" className="small">
          {copied === 'yes' ? t(API_KEY_COPIED) : copied === 'failed' ? t(API_KEY_COPY_FAILED) : ''}
        </span>
        <Button variant="outline-secondary" size="sm" onClick={props.onDone}>
          {t('I have saved it')}
        </Button>
      </div>
    </Alert>
  );
}
