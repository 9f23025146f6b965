import type { AdminUser } from '@saath/shared/admin';
import {
  CANNOT_DEACTIVATE_ADMIN,
  CANNOT_DEACTIVATE_SELF,
  USER_NOT_FOUND,
  type AdminUserQuery,
} from '@saath/shared/admin-users';
import { pageOf, type Paged } from '@saath/shared/paging';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Principal } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import * as accounts from '../accounts/index.ts';
import { insertAuditRow } from './admin.audit.repository.ts';
import * as repo from './admin.users.repository.ts';
import { asWork } from '../../platform/work.ts';

/** A user as an admin sees them; is_active is the account's sign-in switch (users.is_active). */
export function toAdminUser(r: repo.AdminUserRow): AdminUser {
  return {
    user_id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    phone: r.phone,
    credit_balance: Number(r.creditPaise),
    created_at: r.createdAt.toISOString(),
    is_active: r.isActive,
    is_admin: r.isAdmin,
    // As the sign-in and the guards read it (docs/product/roles.md): an admin first, then a company's user.
    role: r.isAdmin ? 'ADMIN' : r.role === 'AIRLINE' || r.companyId ? 'AIRLINE' : 'TRAVELLER',
  };
}

/**
 * The admin Users tab's list, search and filter, and the account switch.
 *
 * Deactivating an account, in one transaction with the account row locked: is_active goes
 * false, every live session is revoked, one audit row is written. The users and sessions
 * triggers announce the change (ADR 0013), so every process's session cache forgets the user's
 * tokens: the next request with an old token is refused (401), whatever AUTH_CACHE_SECONDS is.
 * A reactivated account signs in again; its old sessions stay ended.
 *
 * Rules: an admin cannot deactivate their own account (they would lock themselves out), nor
 * another admin's (ADMIN_EMAIL re-activates it at every start, and two admins must not be able
 * to shut each other out): both 403. Asking for the state an account is already in answers that
 * state and writes nothing, so two admins deactivating the same account at once give one audit
 * row: the second waits for the lock, then finds it inactive.
 */
export function createAdminUsersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(query: AdminUserQuery): Promise<Paged<AdminUser>> {
    const filter = { q: query.q, status: query.status };
    const [rows, total] = await Promise.all([
      repo.listUsers(db, filter, query.skip, query.limit),
      repo.countUsers(db, filter),
    ]);
    return { items: rows.map(toAdminUser), ...pageOf(query.skip, query.limit, total) };
  }

  async function setActive(admin: Principal, id: string, active: boolean, reason: string) {
    await db.transaction(async (tx) => {
      const user = await accounts.lockUserById(asWork(tx), id);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (!active && user.id === admin.userId) throw forbidden(CANNOT_DEACTIVATE_SELF);
      if (!active && user.isAdmin) throw forbidden(CANNOT_DEACTIVATE_ADMIN);
      if (user.isActive === active) return;
      const now = clock.now();
      await accounts.updateUser(asWork(tx), id, { isActive: active, updatedAt: now });
      if (!active) await accounts.revokeUserSessions(asWork(tx), id, now);
      await insertAuditRow(tx, {
        action: active ? 'USER_REACTIVATED' : 'USER_DEACTIVATED',
        adminUserId: admin.userId,
        userId: id,
        reason,
        at: now,
      });
    });
    return toAdminUser((await repo.findAdminUser(db, id))!);
  }

  return {
    list,
    deactivate: (admin: Principal, id: string, reason: string) =>
      setActive(admin, id, false, reason),
    reactivate: (admin: Principal, id: string, reason: string) =>
      setActive(admin, id, true, reason),
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
