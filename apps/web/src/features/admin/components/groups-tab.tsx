import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ADMIN_MESSAGES } from '@saath/shared/admin';
import type { Group } from '@saath/shared/groups';
import { GROUP_CAPACITY } from '@saath/shared/travel';
import { GroupRouteLabel } from '../../../components/ui/group-route-label.tsx';
import { StatusBadge, statusLabel } from '../../../components/ui/status-badge.tsx';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { useAdminCommunities } from '../api/admin.api.ts';
import { AdminListSection } from './admin-list-section.tsx';
import { OverrideStatusModal } from './override-status-modal.tsx';

type GroupsTabProps = { page: number; onPage: (page: number) => void };

/** spec §2 "Manage Groups": every group, 20 a page, with 'Override Status' per row. */
export function GroupsTab({ page, onPage }: GroupsTabProps) {
  const query = useAdminCommunities(page);
  const [selected, setSelected] = useState<Group | null>(null);
  const [changed, setChanged] = useState<Group | null>(null);

  return (
    <>
      {changed && (
        <Alert variant="success" dismissible onClose={() => setChanged(null)} role="status">
          {changed.rfq_number} is now {statusLabel(changed.status)}.
        </Alert>
      )}
      <AdminListSection
        title="Manage Groups"
        noun={['group', 'groups']}
        query={query}
        errorText={() => ADMIN_MESSAGES.groupsFailed}
        emptyText={ADMIN_MESSAGES.noGroups}
        page={page}
        onPage={onPage}
        tableLabel="Groups"
        columns={['RFQ #', 'Route', 'Date', 'Members', 'Status', 'Created At', 'Actions']}
      >
        {(groups) =>
          groups.map((group) => (
            <tr key={group.community_id}>
              <th scope="row" className="font-monospace fw-semibold text-nowrap">
                {group.rfq_number}
              </th>
              <td className="text-nowrap">
                <GroupRouteLabel codesOnly from={group.from_location} to={group.to_location} />
              </td>
              <td className="text-nowrap">{formatLongDate(group.travel_date)}</td>
              {/* spec §2 and decisions.md "Group size": members out of the capacity, 15. */}
              <td className="text-nowrap">
                {group.member_count} / {GROUP_CAPACITY}
              </td>
              <td>
                <StatusBadge status={group.status} />
              </td>
              <td className="small">{formatDateTime(group.created_at)}</td>
              <td>
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="text-nowrap"
                  onClick={() => {
                    setChanged(null);
                    setSelected(group);
                  }}
                  // Starts with the visible words (WCAG 2.5.3), then says which row.
                  aria-label={`Override Status of ${group.rfq_number}`}
                >
                  Override Status
                </Button>
              </td>
            </tr>
          ))
        }
      </AdminListSection>
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
