import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { AdminUser } from '@saath/shared/admin';
import { ACCOUNT_ACTION_FAILED, ACCOUNT_REASON_MAX } from '@saath/shared/admin-users';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import { useSetAccountActive } from '../api/admin-operators.api.ts';

type AccountActionModalProps = {
  /** The account to switch (deactivate an active one, reactivate an inactive one). */
  user: AdminUser | null;
  onHide: () => void;
  onDone: (user: AdminUser) => void;
};

/**
 * Deactivating or reactivating an account asks why (the audit log keeps it); nothing
 * is sent until a reason is typed, and the dialog stays until the server answered.
 */
export function AccountActionModal({ user, onHide, onDone }: AccountActionModalProps) {
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<AdminUser | null>(user);
  const action = useSetAccountActive();
  if (user && user !== shown) {
    setShown(user);
    setReason('');
    action.reset();
  }
  const deactivating = shown?.is_active ?? true;
  const pending = action.isPending;

  return (
    <ConfirmModal
      show={user !== null}
      title={deactivating ? t('Deactivate Account') : t('Reactivate Account')}
      confirmLabel={deactivating ? t('Deactivate') : t('Reactivate')}
      pendingLabel={deactivating ? t('Deactivating...') : t('Reactivating...')}
      cancelLabel={t('Cancel')}
      confirmVariant={deactivating ? 'danger' : 'primary'}
      confirmDisabled={!reason.trim()}
      pending={pending}
      error={action.isError ? errorText(action.error, t(ACCOUNT_ACTION_FAILED)) : null}
      onHide={onHide}
      onConfirm={() =>
        action.mutateAsync(
          { userId: shown!.user_id, active: !deactivating, reason: reason.trim() },
          { onSuccess: onDone },
        )
      }
    >
      {shown && (
        // A long address breaks inside the dialog instead of running out of it (390 px).
        <p className="text-break">
          {deactivating
            ? tx(
                '<0>{name}</0> ({email}) is signed out everywhere at once and cannot sign in until reactivated.',
                [<strong />],
                { name: shown.name || shown.email, email: shown.email },
              )
            : tx('<0>{name}</0> ({email}) can sign in again.', [<strong />], {
                name: shown.name || shown.email,
                email: shown.email,
              })}
        </p>
      )}
      <Form.Group className="mb-0" controlId="account-action-reason">
        <Form.Label>{t('Reason')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          required
          maxLength={ACCOUNT_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={pending}
          placeholder={t('Kept in the audit log')}
        />
      </Form.Group>
    </ConfirmModal>
  );
}
