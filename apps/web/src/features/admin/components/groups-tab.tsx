import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ADMIN_GROUP_MESSAGES, type AdminGroupFilters } from '@saath/shared/admin-groups';
import type { Group } from '@saath/shared/groups';
import { GROUP_CAPACITY } from '@saath/shared/travel';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge.tsx';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { filterEntries, filtersFromParams, hasFilters } from '../admin-group-filters.ts';
import { useAdminCommunities } from '../api/admin.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { GroupFilters } from './group-filters.tsx';
import { OverrideStatusModal } from './override-status-modal.tsx';

/** An admin's page of one group, /admin/groups/{id}. Here, not in lib/paths.ts: that
 * module is on every page's first load, and only this tab links there. */
const adminGroupPath = (id: string) => `/admin/groups/${encodeURIComponent(id)}`;

type GroupsTabProps = { page: number; onPage: (page: number) => void };

/**
 * Manage Groups: every group, 20 a page, with 'Override Status' per row;
 * filters kept in the URL, and each row opens the group's own admin page.
 */
export function GroupsTab({ page, onPage }: GroupsTabProps) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = useAdminCommunities(page, filters);
  // New filters start again at page 1.
  const applyFilters = (next: AdminGroupFilters) =>
    setParams(new URLSearchParams([['tab', 'groups'], ...filterEntries(next)]));
  const [selected, setSelected] = useState<Group | null>(null);
  const [changed, setChanged] = useState<Group | null>(null);

  return (
    <>
      {changed && (
        <Alert variant="success" dismissible onClose={() => setChanged(null)} role="status">
          {t('{rfq} is now {status}.', {
            rfq: changed.rfq_number,
            status: statusLabel(changed.status),
          })}
        </Alert>
      )}
      <AdminListSection
        title={t('Manage Groups')}
        id="groups"
        loadingText={t('Loading groups…')}
        countText={(count) => t('{count, plural, one {# group} other {# groups}}', { count })}
        query={query}
        errorText={() => t(ADMIN_MESSAGES.groupsFailed)}
        emptyText={
          hasFilters(filters)
            ? t(ADMIN_GROUP_MESSAGES.noMatchingGroups)
            : t(ADMIN_MESSAGES.noGroups)
        }
        page={page}
        onPage={onPage}
        tableLabel={t('Groups')}
        toolbar={
          // Remounted when the URL's filters change (back, a shared link), so the fields follow.
          <GroupFilters key={JSON.stringify(filters)} filters={filters} onApply={applyFilters} />
        }
        rowKey={(group) => group.community_id}
        columns={[
          {
            header: t('RFQ #'),
            rowHeader: true,
            nowrap: true,
            className: 'font-monospace',
            cell: (group) => (
              <Link to={adminGroupPath(group.community_id)}>{group.rfq_number}</Link>
            ),
          },
          {
            header: t('Route'),
            nowrap: true,
            cell: (group) => (
              <GroupRouteLabel codesOnly from={group.from_location} to={group.to_location} />
            ),
          },
          { header: t('Date'), nowrap: true, cell: (group) => formatLongDate(group.travel_date) },
          // docs/product/lifecycle.md: members out of the capacity, 15.
          {
            header: t('Members'),
            nowrap: true,
            cell: (group) => `${group.member_count} / ${GROUP_CAPACITY}`,
          },
          { header: t('Status'), cell: (group) => <StatusBadge status={group.status} /> },
          {
            header: t('Created At'),
            nowrap: true,
            className: 'small',
            cell: (group) => formatDateTime(group.created_at),
          },
          {
            header: t('Actions'),
            action: true,
            cell: (group) => (
              <Button
                size="sm"
                variant="outline-primary"
                className="text-nowrap"
                onClick={() => {
                  setChanged(null);
                  setSelected(group);
                }}
                // Starts with the visible words (WCAG 2.5.3), then says which row.
                aria-label={t('Override Status of {rfq}', { rfq: group.rfq_number })}
              >
                {t('Override Status')}
              </Button>
            ),
          },
        ]}
      />
      <OverrideStatusModal
        group={selected}
        onHide={() => setSelected(null)}
        onDone={(group) => {
          setSelected(null);
          setChanged(group);
        }}
      />
    </>
  );
}
