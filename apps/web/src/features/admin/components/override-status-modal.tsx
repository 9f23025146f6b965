import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import {
  ADMIN_MESSAGES,
  OVERRIDE_REASON_MAX,
  OVERRIDE_STATUSES,
  type OverrideStatus,
} from '@saath/shared/admin';
import type { Group } from '@saath/shared/groups';
import { routeText } from '../../../components/ui/group-route-label.tsx';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useOverrideStatus } from '../api/admin.api.ts';

type OverrideStatusModalProps = {
  group: Group | null;
  onHide: () => void;
  /** Called after the server accepted the change, with the group as it now stands. */
  onDone: (group: Group) => void;
};

/**
 * spec §2 "Manage Groups": 'Override Status' shows the RFQ, route and current status, a
 * 'New Status' select, a note about automated actions, Cancel and 'Update Status'. spec §5:
 * nothing is sent until a status is chosen. The optional reason goes to the audit log
 * (decisions.md "Group lifecycle").
 */
export function OverrideStatusModal({ group, onHide, onDone }: OverrideStatusModalProps) {
  return (
    <Modal show={group !== null} onHide={onHide} centered aria-labelledby="override-title">
      {/* Keyed so each group starts with an empty form and no old error. */}
      {group && (
        <OverrideForm key={group.community_id} group={group} onHide={onHide} onDone={onDone} />
      )}
    </Modal>
  );
}

function OverrideForm({
  group,
  onHide,
  onDone,
}: { group: Group } & Omit<OverrideStatusModalProps, 'group'>) {
  const [status, setStatus] = useState<OverrideStatus | ''>('');
  const [reason, setReason] = useState('');
  const override = useOverrideStatus();
  const noteId = useId();
  const pending = override.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status || pending) return;
    override.mutate(
      { communityId: group.community_id, body: { status, reason: reason.trim() || null } },
      { onSuccess: onDone },
    );
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Modal.Header closeButton={!pending} closeLabel="Close">
        <Modal.Title id="override-title" as="h2" className="h5">
          Override Group Status
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {override.isError && (
          <Alert variant="danger" role="alert">
            {errorText(override.error, ADMIN_MESSAGES.overrideFailed)}
          </Alert>
        )}
        <dl className="row mb-3">
          <dt className="col-5 col-sm-4">RFQ</dt>
          <dd className="col-7 col-sm-8 font-monospace">{group.rfq_number}</dd>
          <dt className="col-5 col-sm-4">Route</dt>
          <dd className="col-7 col-sm-8">{routeText(group.from_location, group.to_location)}</dd>
          <dt className="col-5 col-sm-4">Current Status</dt>
          <dd className="col-7 col-sm-8 mb-0">
            <StatusBadge status={group.status} />
          </dd>
        </dl>
        <Form.Group className="mb-3" controlId="override-status">
          <Form.Label>New Status</Form.Label>
          <Form.Select
            value={status}
            onChange={(e) => setStatus(e.target.value as OverrideStatus | '')}
            disabled={pending}
            aria-describedby={noteId}
          >
            <option value="">Select a status</option>
            {OVERRIDE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="mb-3" controlId="override-reason">
          <Form.Label>Reason (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={OVERRIDE_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={pending}
            placeholder="Kept in the audit log"
          />
        </Form.Group>
        {/* A note, not an alert: it is there from the start, nothing went wrong. */}
        <p id={noteId} className="alert alert-warning mb-0 small">
          Changing the status may trigger automated actions like notifications to the group's
          members, credits or tickets.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={!status || pending}>
          {pending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Updating...
            </>
          ) : (
            'Update Status'
          )}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
