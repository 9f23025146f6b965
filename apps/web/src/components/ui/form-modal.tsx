import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { t } from '../../lib/i18n.tsx';
import { SubmitButton } from './submit-button.tsx';

export type FormModalProps = {
  show: boolean;
  title: string;
  children: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  /** The request's failure, above the body. */
  error?: string | null;
  onSubmit: (event: FormEvent) => void;
  onHide: () => void;
  onExited?: () => void;
  submitVariant?: 'danger' | 'primary';
  submitDisabled?: boolean;
  /** The id of what describes the dialog (a confirmation's text). */
  describedBy?: string;
};

/**
 * The one dialog that sends something (a confirmation, the change-password form): it cannot be
 * closed while its request is under way, its body is a form (Enter sends) and its button is the
 * SubmitButton.
 */
export function FormModal(props: FormModalProps) {
  const { show, pending, onHide } = props;
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={props.onExited}
      centered
      backdrop={pending ? 'static' : true}
      keyboard={!pending}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy}
    >
      <Form noValidate onSubmit={props.onSubmit}>
        <Modal.Header closeButton={!pending} closeLabel={t('Close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {props.error && (
            <Alert variant="danger" role="alert">
              {props.error}
            </Alert>
          )}
          {props.children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
            {props.cancelLabel}
          </Button>
          <SubmitButton
            variant={props.submitVariant ?? 'primary'}
            pending={pending}
            pendingLabel={props.pendingLabel}
            disabled={props.submitDisabled}
          >
            {props.submitLabel}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
