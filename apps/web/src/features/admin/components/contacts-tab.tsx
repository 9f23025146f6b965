import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  CONTACT_ACTION_FAILED,
  CONTACT_STATES,
  type ContactState,
  type ContactSubmission,
} from '@saath/shared/contact';
import { msg, type Message } from '@saath/shared/i18n';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { formatRelativeTime } from '../admin-format.ts';
import { useListParam } from '../admin-list-params.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useContactSubmissions, useSetContactHandled } from '../api/admin-operators.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { ContactDetailsModal } from './contact-details-modal.tsx';
import { FilterSelect } from './filter-select.tsx';

type ContactsTabProps = { page: number; onPage: (page: number) => void };

/** 'Failed to load contact submissions: {server detail, or message, or Unknown error}'. */
export function contactsErrorText(error: Error): string {
  return ADMIN_MESSAGES.contactFailed(errorText(error, error.message || t('Unknown error')));
}

const STATE_LABELS: Record<ContactState, Message> = {
  all: msg('All messages'),
  open: msg('Open'),
  handled: msg('Handled'),
};

/** Open until an admin marks it handled; the title says by whom and when. */
function HandledBadge({ message }: { message: ContactSubmission }) {
  if (!message.handled_at) return <span className="badge text-bg-warning">{t('Open')}</span>;
  const when = formatDateTime(message.handled_at);
  return (
    <span
      className="badge text-bg-success"
      title={
        message.handled_by_name
          ? t('Handled by {name} on {when}', { name: message.handled_by_name, when })
          : t('Handled on {when}', { when })
      }
    >
      {t('Handled')}
    </span>
  );
}

/**
 * Contact Messages: the contact form's submissions, 20 a page, newest first.
 * Each shows its state, can be marked handled or reopened, and the list can be
 * filtered by state (kept in the URL; all by default, as before).
 */
export function ContactsTab({ page, onPage }: ContactsTabProps) {
  const [state, setState] = useListParam<ContactState>('state', 'all', CONTACT_STATES);
  const query = useContactSubmissions(page, state);
  const handle = useSetContactHandled();
  const [open, setOpen] = useState<ContactSubmission | null>(null);
  return (
    <>
      {handle.isError && (
        <Alert variant="danger" dismissible onClose={() => handle.reset()} role="alert">
          {errorText(handle.error, t(CONTACT_ACTION_FAILED))}
        </Alert>
      )}
      <AdminListSection
        title={t('Contact Messages')}
        id="messages"
        loadingText={t('Loading messages…')}
        countText={(count) => t('{count, plural, one {# message} other {# messages}}', { count })}
        query={query}
        errorText={contactsErrorText}
        emptyText={t(ADMIN_MESSAGES.noContacts)}
        page={page}
        onPage={onPage}
        tableLabel={t('Contact messages')}
        rowKey={(message) => message.id}
        toolbar={
          <Form.Group className="d-flex align-items-center gap-2 mb-3" controlId="contact-state">
            <Form.Label className="small mb-0">{t('Show')}</Form.Label>
            <FilterSelect
              className="w-auto"
              value={state}
              options={CONTACT_STATES}
              labels={STATE_LABELS}
              onChange={setState}
            />
          </Form.Group>
        }
        columns={[
          { header: t('Name'), rowHeader: true, cell: (message) => message.name },
          {
            header: t('Email'),
            nowrap: true,
            cell: (message) => <a href={`mailto:${message.email}`}>{message.email}</a>,
          },
          {
            header: t('Subject'),
            cell: (message) => (
              <span
                className="admin-subject d-inline-block text-truncate align-bottom"
                title={message.subject}
              >
                {message.subject}
              </span>
            ),
          },
          {
            header: t('Submitted'),
            nowrap: true,
            cell: (message) => (
              <time dateTime={message.created_at} title={formatDateTime(message.created_at)}>
                {formatRelativeTime(message.created_at)}
              </time>
            ),
          },
          { header: t('State'), cell: (message) => <HandledBadge message={message} /> },
          {
            header: t('Actions'),
            action: true,
            cell: (message) => (
              <div className="d-flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="text-nowrap"
                  onClick={() => setOpen(message)}
                  // Starts with the visible words (WCAG 2.5.3), then says which row.
                  aria-label={t('View Details of the message from {name}', { name: message.name })}
                >
                  {t('View Details')}
                </Button>
                <Button
                  size="sm"
                  variant={message.handled_at ? 'outline-secondary' : 'outline-success'}
                  className="text-nowrap"
                  disabled={handle.isPending && handle.variables?.id === message.id}
                  onClick={() => handle.mutate({ id: message.id, handled: !message.handled_at })}
                  aria-label={
                    message.handled_at
                      ? t('Reopen the message from {name}', { name: message.name })
                      : t('Mark handled the message from {name}', { name: message.name })
                  }
                >
                  {message.handled_at ? t('Reopen') : t('Mark handled')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      <ContactDetailsModal message={open} onHide={() => setOpen(null)} />
    </>
  );
}
