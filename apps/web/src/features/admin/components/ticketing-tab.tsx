import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ADMIN_TICKETING_MESSAGES, type AdminTicketingRow } from '@saath/shared/ticketing';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useTicketingBoard } from '../api/admin-ticketing.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { ExtendDeadlineModal } from './extend-deadline-modal.tsx';

/** An admin's page of one group (as the Groups tab links it; kept out of the first load). */
const adminGroupPath = (id: string) => `/admin/groups/${encodeURIComponent(id)}`;

/**
 * docs/product/ticketing.md "The admin's board": booked groups whose winning airline still has
 * tickets to issue, overdue first as the API orders them; an admin may extend one award's
 * deadline once, with a reason.
 */
export function TicketingTab() {
  const query = useTicketingBoard();
  const [extending, setExtending] = useState<AdminTicketingRow | null>(null);
  const [extended, setExtended] = useState<AdminTicketingRow | null>(null);

  return (
    <>
      {extended && (
        <Alert variant="success" dismissible onClose={() => setExtended(null)} role="status">
          {t(ADMIN_TICKETING_MESSAGES.extended, {
            rfq: extended.rfq_number,
            deadline: formatDateTime(extended.ticketing_deadline),
          })}
        </Alert>
      )}
      <AdminListSection
        title={t('Ticketing')}
        id="ticketing"
        loadingText={t('Loading groups awaiting tickets…')}
        countText={(count) =>
          t('{count, plural, one {# group awaiting tickets} other {# groups awaiting tickets}}', {
            count,
          })
        }
        query={query}
        errorText={() => t(ADMIN_TICKETING_MESSAGES.loadFailed)}
        emptyText={t(ADMIN_TICKETING_MESSAGES.empty)}
        tableLabel={t('Ticketing')}
        rowKey={(row) => row.quote_id}
        columns={[
          {
            header: t('RFQ'),
            rowHeader: true,
            nowrap: true,
            cell: (row) => <Link to={adminGroupPath(row.community_id)}>{row.rfq_number}</Link>,
          },
          {
            header: t('Route'),
            cell: (row) => (
              <GroupRouteLabel codesOnly from={row.from_location} to={row.to_location} />
            ),
          },
          { header: t('Travel date'), cell: (row) => formatLongDate(row.travel_date) },
          { header: t('Airline'), cell: (row) => row.airline_name },
          {
            header: t('Deadline'),
            cell: (row) => (
              <div>
                <time dateTime={row.ticketing_deadline}>
                  {formatDateTime(row.ticketing_deadline)}
                </time>
                {row.overdue && <span className="badge text-bg-danger ms-2">{t('Overdue')}</span>}
              </div>
            ),
          },
          {
            header: t('Issued'),
            numeric: true,
            nowrap: true,
            cell: (row) =>
              t('{issued} of {total}', { issued: row.tickets_issued, total: row.tickets_total }),
          },
          { header: t('Extended'), cell: (row) => (row.extended ? t('Yes') : t('No')) },
          {
            header: t('Actions'),
            action: true,
            hiddenHeader: true,
            cell: (row) =>
              row.extended ? (
                <div>
                  <Button size="sm" variant="outline-primary" disabled>
                    <span aria-hidden="true">{t('Extend')}</span>
                    <span className="visually-hidden">
                      {t('Extend {rfq}', { rfq: row.rfq_number })}
                    </span>
                  </Button>
                  <span className="d-block small text-body-secondary">
                    {t(ADMIN_TICKETING_MESSAGES.alreadyExtended)}
                  </span>
                </div>
              ) : (
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => {
                    setExtended(null);
                    setExtending(row);
                  }}
                >
                  <span aria-hidden="true">{t('Extend')}</span>
                  <span className="visually-hidden">
                    {t('Extend {rfq}', { rfq: row.rfq_number })}
                  </span>
                </Button>
              ),
          },
        ]}
      />
      <ExtendDeadlineModal
        row={extending}
        onHide={() => setExtending(null)}
        onDone={(row) => {
          setExtending(null);
          setExtended(row);
        }}
      />
    </>
  );
}
