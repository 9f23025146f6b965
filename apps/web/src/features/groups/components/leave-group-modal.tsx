import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { Group } from '@saath/shared/groups';
import { timeSlotLabel } from '@saath/shared/travel';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { formatLongDate } from '../../../lib/format.ts';

type LeaveGroupModalProps = {
  group: Group | null;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onHide: () => void;
};

/** spec §2: 'Leave Flight Group', asked before a member leaves (dashboard and group page). */
export function LeaveGroupModal({
  group,
  pending,
  error,
  onConfirm,
  onHide,
}: LeaveGroupModalProps) {
  return (
    <Modal
      show={group !== null}
      onHide={onHide}
      centered
      backdrop={pending ? 'static' : true}
      keyboard={!pending}
      aria-labelledby="leave-group-title"
    >
      <Modal.Header closeButton={!pending} closeLabel="Close">
        <Modal.Title id="leave-group-title" as="h2" className="h5">
          Leave Flight Group
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        {group && (
          <p className="fw-semibold mb-2">
            <GroupRouteLabel from={group.from_location} to={group.to_location} />,{' '}
            {formatLongDate(group.travel_date)}, {timeSlotLabel(group.time_slot)}
          </p>
        )}
        <p className="mb-0">
          Your passengers give up their seats in this group. You may join again later while spots
          remain.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          Stay in group
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? (
            <>
              <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
              Leaving…
            </>
          ) : (
            'Leave Group'
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
