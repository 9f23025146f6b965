import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { OVERRIDE_REASON_MAX, OVERRIDE_STATUSES, type OverrideStatus } from '@saath/shared/admin';
import type { Group } from '@saath/shared/groups';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { routeText } from '../../../components/ui/group-route-label.tsx';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { t } from '../../../lib/i18n.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useOverrideStatus } from '../api/admin.api.ts';

type OverrideStatusModalProps = {
  group: Group | null;
  onHide: () => void;
  /** Called after the server accepted the change, with the group as it now stands. */
  onDone: (group: Group) => void;
};

/**
 * Manage Groups: 'Override Status' shows the RFQ, route and current status, a
 * 'New Status' select, a note about automated actions, Cancel and 'Update Status';
 * nothing is sent until a status is chosen. The optional reason goes to the audit log
 * (docs/product/lifecycle.md).
 */
export function OverrideStatusModal({ group, onHide, onDone }: OverrideStatusModalProps) {
  const [status, setStatus] = useState<OverrideStatus | ''>('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<Group | null>(group);
  const override = useOverrideStatus();
  const pending = override.isPending;
  // Each group starts with an empty form and no old error.
  if (group && group !== shown) {
    setShown(group);
    setStatus('');
    setReason('');
    override.reset();
  }

  return (
    <ConfirmModal
      show={group !== null}
      title={t('Override Group Status')}
      confirmLabel={t('Update Status')}
      pendingLabel={t('Updating...')}
      cancelLabel={t('Cancel')}
      confirmVariant="primary"
      confirmDisabled={!status}
      pending={pending}
      error={override.isError ? errorText(override.error, t(ADMIN_MESSAGES.overrideFailed)) : null}
      onHide={onHide}
      onConfirm={() =>
        override.mutateAsync(
          {
            communityId: shown!.community_id,
            body: { status: status as OverrideStatus, reason: reason.trim() || null },
          },
          { onSuccess: onDone },
        )
      }
    >
      {shown && (
        <dl className="row mb-3">
          <dt className="col-5 col-sm-4">{t('RFQ')}</dt>
          <dd className="col-7 col-sm-8 font-monospace">{shown.rfq_number}</dd>
          <dt className="col-5 col-sm-4">{t('Route')}</dt>
          <dd className="col-7 col-sm-8">{routeText(shown.from_location, shown.to_location)}</dd>
          <dt className="col-5 col-sm-4">{t('Current Status')}</dt>
          <dd className="col-7 col-sm-8 mb-0">
            <StatusBadge status={shown.status} />
          </dd>
        </dl>
      )}
      <Form.Group className="mb-3" controlId="override-status">
        <Form.Label>{t('New Status')}</Form.Label>
        <Form.Select
          value={status}
          onChange={(e) => setStatus(e.target.value as OverrideStatus | '')}
          disabled={pending}
        >
          <option value="">{t('Select a status')}</option>
          {OVERRIDE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="override-reason">
        <Form.Label>{t('Reason (optional)')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={OVERRIDE_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={pending}
          placeholder={t('Kept in the audit log')}
        />
      </Form.Group>
      {/* A note, not an alert: it is there from the start, nothing went wrong. */}
      <p className="alert alert-warning mb-0 small">
        {t(
          "Changing the status may trigger automated actions like notifications to the group's members, credits or tickets.",
        )}
      </p>
    </ConfirmModal>
  );
}
