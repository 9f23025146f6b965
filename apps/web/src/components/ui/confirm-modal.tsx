import { useEffect, useId, useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

type ConfirmModalProps = {
  show: boolean;
  title: string;
  /** What is about to happen; the dialog's description. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onHide: () => void;
};

/**
 * The one confirmation dialog (leave a group, cancel a ticket): it cannot be closed while the
 * action is under way, and a double click confirms once (issue 14: two clicks sent two cancels
 * before the button could render as disabled, and the second answered an error).
 */
export function ConfirmModal({
  show,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  error,
  onConfirm,
  onHide,
}: ConfirmModalProps) {
  const titleId = useId();
  const textId = useId();
  // Set at the first click, before React renders the pending state; cleared when it ends.
  const confirming = useRef(false);
  useEffect(() => {
    if (!pending) confirming.current = false;
  }, [pending, show]);
  const confirm = () => {
    if (confirming.current || pending) return;
    confirming.current = true;
    onConfirm();
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      backdrop={pending ? 'static' : true}
      keyboard={!pending}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <Modal.Header closeButton={!pending} closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <div id={textId}>{children}</div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              {pendingLabel}
            </>
          ) : (
            confirmLabel
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
