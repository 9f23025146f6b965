import { useId, type FormEvent, type ReactNode } from 'react';
import { useSingleSubmit } from '../../lib/forms.ts';
import { FormModal } from './form-modal.tsx';

type ConfirmModalProps = {
  show: boolean;
  title: string;
  /** What is about to happen (the dialog's description), and any fields the action takes. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  error?: string | null;
  /** Returns the request's promise (`mutateAsync`), so a double click confirms once. */
  onConfirm: () => Promise<unknown>;
  onHide: () => void;
  /** Destructive actions (leave, cancel) are red; a neutral change (admin override) is not. */
  confirmVariant?: 'danger' | 'primary';
  /** The action cannot go yet ("Admin status override": no status chosen). */
  confirmDisabled?: boolean;
};

/**
 * The one confirmation dialog (leave a group, cancel a ticket, override a group's status): it
 * cannot be closed while the action is under way, and a double click confirms once (two
 * clicks once sent two cancels before the button could render as disabled).
 */
export function ConfirmModal({
  children,
  confirmLabel,
  onConfirm,
  confirmVariant = 'danger',
  confirmDisabled = false,
  ...modal
}: ConfirmModalProps) {
  const textId = useId();
  const once = useSingleSubmit();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!modal.pending && !confirmDisabled) once(onConfirm);
  };
  return (
    <FormModal
      {...modal}
      submitLabel={confirmLabel}
      submitVariant={confirmVariant}
      submitDisabled={confirmDisabled}
      describedBy={textId}
      onSubmit={confirm}
    >
      <div id={textId}>{children}</div>
    </FormModal>
  );
}
