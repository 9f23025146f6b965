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
      columns={['User ID', 'Name', 'Email', 'Phone', 'Credits', 'Joined', 'Status']}
      numericColumns={['Credits']}
    >
      {(users) =>
        users.map((user) => (
          <tr key={user.user_id}>
            <td className="font-monospace small text-nowrap" title={user.user_id}>
              {shortId(user.user_id)}
            </td>
            <th scope="row" className="fw-semibold">
              {user.name}
            </th>
            <td>{user.email}</td>
            <td className="text-nowrap">{user.phone || NOT_AVAILABLE}</td>
            <td className="text-end text-nowrap">{formatPaise(user.credit_balance)}</td>
            <td className="text-nowrap">{formatDate(user.created_at)}</td>
            <td>
              <span className={`badge text-bg-${user.is_active ? 'success' : 'secondary'}`}>
                {user.is_active ? 'Active' : 'Inactive'}
              </span>
            </td>
          </tr>
        ))
      }
    </AdminListSection>
  );
}
