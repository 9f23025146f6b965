import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

type SubmitButtonProps = Omit<ButtonProps, 'children' | 'type'> & {
  pending: boolean;
  /** Shown beside the spinner while the request is under way ('Saving…'). */
  pendingLabel: string;
  children: ReactNode;
  /** A button outside its form's element, or a confirm that is no submit, says so. */
  type?: 'submit' | 'button';
};

/**
 * The one button that sends a form or a confirmed action: disabled with a
 * spinner and its pending label while the request is under way.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  type = 'submit',
  ...button
}: SubmitButtonProps) {
  return (
    <Button {...button} type={type} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <Spinner as="span" size="sm" animation="border" aria-hidden="true" className="me-2" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
