import { ADMIN_MESSAGES } from '@saath/shared/admin';
import { formatPaise } from '@saath/shared/money';
import { formatDate } from '../../../lib/format.ts';
import { NOT_AVAILABLE, shortId } from '../admin-format.ts';
import { useAdminUsers } from '../api/admin.api.ts';
import { AdminListSection } from './admin-list-section.tsx';

type UsersTabProps = { page: number; onPage: (page: number) => void };

/** spec §2 "Manage Users": every account, 20 a page; credits in ₹ (decisions.md "Money"). */
export function UsersTab({ page, onPage }: UsersTabProps) {
  const query = useAdminUsers(page);
  return (
    <AdminListSection
      title="Manage Users"
      noun={['user', 'users']}
      query={query}
      errorText={() => ADMIN_MESSAGES.usersFailed}
      emptyText={ADMIN_MESSAGES.noUsers}
      page={page}
      onPage={onPage}
      tableLabel="Users"
      rowKey={(user) => user.user_id}
      columns={[
        {
          header: 'User ID',
          nowrap: true,
          className: 'font-monospace small',
          cell: (user) => <span title={user.user_id}>{shortId(user.user_id)}</span>,
        },
        { header: 'Name', rowHeader: true, cell: (user) => user.name },
        { header: 'Email', nowrap: true, cell: (user) => user.email },
        { header: 'Phone', nowrap: true, cell: (user) => user.phone || NOT_AVAILABLE },
        {
          header: 'Credits',
          numeric: true,
          nowrap: true,
          cell: (user) => formatPaise(user.credit_balance),
        },
        { header: 'Joined', nowrap: true, cell: (user) => formatDate(user.created_at) },
        {
          header: 'Status',
          cell: (user) => (
            <span className={`badge text-bg-${user.is_active ? 'success' : 'secondary'}`}>
              {user.is_active ? 'Active' : 'Inactive'}
            </span>
          ),
        },
      ]}
    />
  );
}
