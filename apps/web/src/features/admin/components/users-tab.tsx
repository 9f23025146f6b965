import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AdminUser } from '@saath/shared/admin';
import { msg, type Message } from '@saath/shared/i18n';
import { USER_SEARCH_MAX, USER_STATES, type UserState } from '@saath/shared/admin-users';
import { formatPaise } from '@saath/shared/money';
import { formatDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.tsx';
import { useSession } from '../../../lib/session.store.ts';
import { NOT_AVAILABLE, shortId } from '../admin-format.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useListParam } from '../admin-list-params.ts';
import { useAdminUsers } from '../api/admin-operators.api.ts';
import { AccountActionModal } from './account-action-modal.tsx';
import { AdminListSection } from './admin-list-section.tsx';
import { FilterSelect } from './filter-select.tsx';

type UsersTabProps = { page: number; onPage: (page: number) => void };

const ROLE_LABELS: Record<AdminUser['role'], Message> = {
  TRAVELLER: msg('Traveller'),
  AIRLINE: msg('Airline'),
  ADMIN: msg('Admin'),
};

const STATE_LABELS: Record<UserState, Message> = {
  all: msg('All accounts'),
  active: msg('Active'),
  inactive: msg('Inactive'),
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
          {changed.is_active
            ? t('{email} is now active.', { email: changed.email })
            : t('{email} is now deactivated.', { email: changed.email })}
        </Alert>
      )}
      <AdminListSection
        title={t('Manage Users')}
        id="users"
        loadingText={t('Loading users…')}
        countText={(count) => t('{count, plural, one {# user} other {# users}}', { count })}
        query={query}
        errorText={() => t(ADMIN_MESSAGES.usersFailed)}
        emptyText={t(ADMIN_MESSAGES.noUsers)}
        page={page}
        onPage={onPage}
        tableLabel={t('Users')}
        rowKey={(user) => user.user_id}
        toolbar={
          <Form
            role="search"
            aria-label={t('Find users')}
            className="row g-2 align-items-end mb-3"
            onSubmit={search}
          >
            <Form.Group className="col-12 col-sm" controlId="users-search">
              <Form.Label className="small mb-1">{t('Search name, email or phone')}</Form.Label>
              <Form.Control
                type="search"
                size="sm"
                value={typed}
                maxLength={USER_SEARCH_MAX}
                onChange={(e) => setTyped(e.target.value)}
              />
            </Form.Group>
            <Form.Group className="col-8 col-sm-auto" controlId="users-status">
              <Form.Label className="small mb-1">{t('Status')}</Form.Label>
              <FilterSelect
                value={status}
                options={USER_STATES}
                labels={STATE_LABELS}
                onChange={setStatus}
              />
            </Form.Group>
            <div className="col-4 col-sm-auto">
              <Button type="submit" size="sm" variant="primary" className="w-100">
                {t('Search')}
              </Button>
            </div>
          </Form>
        }
        columns={[
          {
            header: t('User ID'),
            nowrap: true,
            className: 'font-monospace small',
            cell: (user) => <span title={user.user_id}>{shortId(user.user_id)}</span>,
          },
          // A name may be one 100-character word: it breaks rather than widen the table.
          {
            header: t('Name'),
            rowHeader: true,
            className: 'text-break',
            cell: (user) => user.name,
          },
          // Long addresses break rather than push Status and Actions out of sight.
          { header: t('Email'), className: 'text-break', cell: (user) => user.email },
          { header: t('Phone'), nowrap: true, cell: (user) => user.phone || t(NOT_AVAILABLE) },
          { header: t('Role'), nowrap: true, cell: (user) => t(ROLE_LABELS[user.role]) },
          {
            header: t('Credits'),
            numeric: true,
            nowrap: true,
            cell: (user) => formatPaise(user.credit_balance),
          },
          { header: t('Joined'), nowrap: true, cell: (user) => formatDate(user.created_at) },
          {
            header: t('Status'),
            cell: (user) => (
              <span className={`badge text-bg-${user.is_active ? 'success' : 'secondary'}`}>
                {user.is_active ? t('Active') : t('Inactive')}
              </span>
            ),
          },
          {
            header: t('Actions'),
            action: true,
            cell: (user) =>
              user.is_admin || user.user_id === me?.id ? (
                <span className="small text-body-secondary">{t('Administrator')}</span>
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
                  aria-label={
                    user.is_active
                      ? t('Deactivate {email}', { email: user.email })
                      : t('Reactivate {email}', { email: user.email })
                  }
                >
                  {user.is_active ? t('Deactivate') : t('Reactivate')}
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
