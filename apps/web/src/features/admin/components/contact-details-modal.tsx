import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ContactSubmission } from '@saath/shared/contact';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { formatRelativeTime, replyMailto } from '../admin-format.ts';

type ContactDetailsModalProps = { message: ContactSubmission | null; onHide: () => void };

/** Contact Messages: the whole message, 'Reply via Email' and Close. */
export function ContactDetailsModal({ message, onHide }: ContactDetailsModalProps) {
  return (
    <Modal show={message !== null} onHide={onHide} centered aria-labelledby="contact-title">
      {message && (
        <>
          <Modal.Header closeButton closeLabel={t('Close')}>
            <Modal.Title id="contact-title" as="h2" className="h5">
              {t('Contact Message')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <dl className="row mb-0">
              <dt className="col-sm-3">{t('Name')}</dt>
              <dd className="col-sm-9">{message.name}</dd>
              <dt className="col-sm-3">{t('Email')}</dt>
              <dd className="col-sm-9 text-break">
                <a href={`mailto:${message.email}`}>{message.email}</a>
              </dd>
              <dt className="col-sm-3">{t('Subject')}</dt>
              <dd className="col-sm-9 text-break">{message.subject}</dd>
              <dt className="col-sm-3">{t('Submitted')}</dt>
              <dd className="col-sm-9">
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>{' '}
                <span className="text-body-secondary">
                  ({formatRelativeTime(message.created_at)})
                </span>
              </dd>
              <dt className="col-sm-3">{t('Message')}</dt>
              <dd className="col-sm-9 mb-0">
                <div className="admin-message border rounded p-3 bg-body-tertiary">
                  {message.message}
                </div>
              </dd>
            </dl>
          </Modal.Body>
          <Modal.Footer>
            <a className="btn btn-primary" href={replyMailto(message.email, message.subject)}>
              {t('Reply via Email')}
            </a>
            <Button variant="outline-secondary" onClick={onHide}>
              {t('Close')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
