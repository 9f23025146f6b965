import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { CHANGE_PASSWORD_BOTH_REQUIRED, NEW_PASSWORDS_DO_NOT_MATCH } from '@saath/shared/accounts';
import {
  PASSWORD_MIN_LENGTH,
  passwordProblems,
  passwordRequirementsMessage,
} from '@saath/shared/password';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { CHANGE_PASSWORD_FAILED, NEW_PASSWORD_TOO_SHORT } from '../account-messages.ts';
import { useChangePassword } from '../api/profile.api.ts';
import { PasswordChecklist } from './password-checklist.tsx';

type ChangePasswordModalProps = {
  show: boolean;
  onHide: () => void;
  /** The page shows the success message for 3 s (spec §9). */
  onChanged: () => void;
};

/** spec §5 "Change password": the checks in the spec's order, then the shared strength rule. */
export function validateNewPassword(current: string, next: string, confirm: string): string | null {
  if (!current || !next) return CHANGE_PASSWORD_BOTH_REQUIRED;
  if (next !== confirm) return NEW_PASSWORDS_DO_NOT_MATCH;
  if (next.length < PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  const problems = passwordProblems(next);
  return problems.length ? passwordRequirementsMessage(problems) : null;
}

export function ChangePasswordModal({ show, onHide, onChanged }: ChangePasswordModalProps) {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const resetForm = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    setProblem(null);
    change.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewPassword(current, next, confirm);
    setProblem(invalid);
    if (invalid) return;
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          onChanged();
          onHide();
        },
      },
    );
  };

  const error =
    problem ?? (change.isError ? errorText(change.error, CHANGE_PASSWORD_FAILED) : null);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={resetForm}
      centered
      aria-labelledby="change-password-title"
    >
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="change-password-title" as="h2" className="h5">
            Change password
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            required
          />
          <TextField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            required
          />
          <PasswordChecklist id="new-password-rules" password={next} />
          <TextField
            id="confirm-new-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            required
          />
          <p className="small text-body-secondary mb-0">
            Changing your password signs you out on your other devices.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? (
              <>
                <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
                Changing…
              </>
            ) : (
              'Change password'
            )}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
