import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ADMIN_MESSAGES, type AdminUser } from '@saath/shared/admin';
import { USER_SEARCH_MAX, USER_STATES, type UserState } from '@saath/shared/admin-users';
import { formatPaise } from '@saath/shared/money';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.store.ts';
import { NOT_AVAILABLE, shortId } from '../admin-format.ts';
import { useListParam } from '../admin-list-params.ts';
import { useAdminUsers } from '../api/admin-operators.api.ts';
import { AccountActionModal } from './account-action-modal.tsx';
import { AdminListSection } from './admin-list-section.tsx';
import { FilterSelect } from './filter-select.tsx';

type UsersTabProps = { page: number; onPage: (page: number) => void };

const ROLE_LABELS: Record<AdminUser['role'], string> = {
  TRAVELLER: 'Traveller',
  AIRLINE: 'Airline',
  ADMIN: 'Admin',
};

const STATE_LABELS: Record<UserState, string> = {
  all: 'All accounts',
  active: 'Active',
  inactive: 'Inactive',
};

/**
 * Manage Users: every account, 20 a page; credits in ₹ (docs/product/money.md).
 * Search by name, email or phone and filter by state (both kept in the URL), and
 * deactivate or reactivate an account with a reason. No button for one's own account or
 * another admin's: the server refuses those (403).
 */
export function UsersTab({ page, onPage }: UsersTabProps) {
  const [q, setQ] = useListParam<string>('q', '');
  const [status, setStatus] = useListParam<UserState>('status', 'all', USER_STATES);
  const query = useAdminUsers(page, { q, status });
  const me = useSession().user;
  const [typed, setTyped] = useState(q);
  const [seen, setSeen] = useState(q);
  // The box follows the URL (back, a shared link), and keeps what is typed in between.
  if (q !== seen) {
    setSeen(q);
    setTyped(q);
  }
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [changed, setChanged] = useState<AdminUser | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <>
      {changed && (
        <Alert variant="success" dismissible onClose={() => setChanged(null)} role="status">
          {changed.email} is now {changed.is_active ? 'active' : 'deactivated'}.
        </Alert>
      )}
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
        toolbar={
          <Form
            role="search"
            aria-label="Find users"
            className="row g-2 align-items-end mb-3"
            onSubmit={search}
          >
            <Form.Group className="col-12 col-sm" controlId="users-search">
              <Form.Label className="small mb-1">Search name, email or phone</Form.Label>
              <Form.Control
                type="search"
                size="sm"
                value={typed}
                maxLength={USER_SEARCH_MAX}
                onChange={(e) => setTyped(e.target.value)}
              />
            </Form.Group>
            <Form.Group className="col-8 col-sm-auto" controlId="users-status">
              <Form.Label className="small mb-1">Status</Form.Label>
              <FilterSelect
                value={status}
                options={USER_STATES}
                labels={STATE_LABELS}
                onChange={setStatus}
              />
            </Form.Group>
            <div className="col-4 col-sm-auto">
              <Button type="submit" size="sm" variant="primary" className="w-100">
                Search
              </Button>
            </div>
          </Form>
        }
        columns={[
          {
            header: 'User ID',
            nowrap: true,
            className: 'font-monospace small',
            cell: (user) => <span title={user.user_id}>{shortId(user.user_id)}</span>,
          },
          // A name may be one 100-character word: it breaks rather than widen the table.
          { header: 'Name', rowHeader: true, className: 'text-break', cell: (user) => user.name },
          // Long addresses break rather than push Status and Actions out of sight.
          { header: 'Email', className: 'text-break', cell: (user) => user.email },
          { header: 'Phone', nowrap: true, cell: (user) => user.phone || NOT_AVAILABLE },
          { header: 'Role', nowrap: true, cell: (user) => ROLE_LABELS[user.role] },
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
          {
            header: 'Actions',
            action: true,
            cell: (user) =>
              user.is_admin || user.user_id === me?.id ? (
                <span className="small text-body-secondary">Administrator</span>
              ) : (
                <Button
                  size="sm"
                  variant={user.is_active ? 'outline-danger' : 'outline-success'}
                  className="text-nowrap"
                  onClick={() => {
                    setChanged(null);
                    setSelected(user);
                  }}
                  // Starts with the visible words (WCAG 2.5.3), then says which row.
                  aria-label={`${user.is_active ? 'Deactivate' : 'Reactivate'} ${user.email}`}
                >
                  {user.is_active ? 'Deactivate' : 'Reactivate'}
                </Button>
              ),
          },
        ]}
      />
      <AccountActionModal
        user={selected}
        onHide={() => setSelected(null)}
        onDone={(user) => {
          setSelected(null);
          setChanged(user);
        }}
      />
    </>
  );
}
