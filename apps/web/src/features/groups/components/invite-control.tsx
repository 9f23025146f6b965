import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { timeSlotLabel } from '@saath/shared/travel';
import type { Group } from '@saath/shared/groups';
import { routeText } from '../../../components/ui/group-route-label.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { invitePath } from '../../../lib/paths.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { INVITE_COPIED, INVITE_COPY_FAILED, SUCCESS_MESSAGE_MS } from '../group-messages.ts';

/**
 * A member shares their group. The link opens the public preview (/invite/{id}): the
 * trip and how full it is, never who is in it. Copying uses the clipboard; where that is refused
 * (an insecure page, a denied permission) the link appears in a field to select by hand. Phones
 * get their own share sheet too (the Web Share API).
 */
export function InviteControl({ group }: { group: Group }) {
  const link = new URL(invitePath(group.community_id), window.location.origin).href;
  const [copied, showCopied] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [manual, setManual] = useState(false);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showCopied(t(INVITE_COPIED));
    } catch {
      setManual(true);
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: t('Join my Saath flight group'),
        text: t('Fly {route} on {date}, {slot}, with our group.', {
          route: routeText(group.from_location, group.to_location),
          date: formatLongDate(group.travel_date),
          slot: timeSlotLabel(group.time_slot),
        }),
        url: link,
      });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setManual(true);
    }
  };

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-2">{t('Invite fellow travellers')}</h2>
        <p className="text-body-secondary mb-3">
          {t(
            'Anyone with the link sees the route, date, time slot and how many have joined, never who. The more join, the sooner airlines are asked for quotes.',
          )}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => void copy()}>
            {t('Copy invite link')}
          </Button>
          {canShare && (
            <Button variant="outline-primary" onClick={() => void share()}>
              {t('Share…')}
            </Button>
          )}
        </div>
        <div aria-live="polite">
          {copied && (
            <p role="status" className="text-success fw-semibold small mt-2 mb-0">
              {copied}
            </p>
          )}
        </div>
        {manual && (
          <Form.Group controlId="invite-link" className="mt-3">
            <Form.Label className="small">{t(INVITE_COPY_FAILED)}</Form.Label>
            <Form.Control
              readOnly
              value={link}
              autoFocus
              onFocus={(event) => event.currentTarget.select()}
            />
          </Form.Group>
        )}
      </Card.Body>
    </Card>
  );
}
