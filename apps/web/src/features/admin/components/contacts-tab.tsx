import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ADMIN_MESSAGES } from '@saath/shared/admin';
import type { ContactSubmission } from '@saath/shared/contact';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { formatRelativeTime } from '../admin-format.ts';
import { useContactSubmissions } from '../api/admin.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { ContactDetailsModal } from './contact-details-modal.tsx';

type ContactsTabProps = { page: number; onPage: (page: number) => void };

/** spec §8: 'Failed to load contact submissions: {server detail, or message, or Unknown error}'. */
export function contactsErrorText(error: Error): string {
  return ADMIN_MESSAGES.contactFailed(errorText(error, error.message || 'Unknown error'));
}

/** spec §2 "Contact Messages": the contact form's submissions, 20 a page, newest first. */
export function ContactsTab({ page, onPage }: ContactsTabProps) {
  const query = useContactSubmissions(page);
  const [open, setOpen] = useState<ContactSubmission | null>(null);
  return (
    <>
      <AdminListSection
        title="Contact Messages"
        noun={['message', 'messages']}
        query={query}
        errorText={contactsErrorText}
        emptyText={ADMIN_MESSAGES.noContacts}
        page={page}
        onPage={onPage}
        tableLabel="Contact messages"
        rowKey={(message) => message.id}
        columns={[
          { header: 'Name', rowHeader: true, cell: (message) => message.name },
          {
            header: 'Email',
            nowrap: true,
            cell: (message) => <a href={`mailto:${message.email}`}>{message.email}</a>,
          },
          {
            header: 'Subject',
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
            header: 'Submitted',
            nowrap: true,
            cell: (message) => (
              <time dateTime={message.created_at} title={formatDateTime(message.created_at)}>
                {formatRelativeTime(message.created_at)}
              </time>
            ),
          },
          {
            header: 'Actions',
            action: true,
            cell: (message) => (
              <Button
                size="sm"
                variant="outline-primary"
                className="text-nowrap"
                onClick={() => setOpen(message)}
                // Starts with the visible words (WCAG 2.5.3), then says which row.
                aria-label={`View Details of the message from ${message.name}`}
              >
                View Details
              </Button>
            ),
          },
        ]}
      />
      <ContactDetailsModal message={open} onHide={() => setOpen(null)} />
    </>
  );
}
