import type { AuditEntry } from '@saath/shared/admin-audit';
import { pageOf, type PageQuery, type Paged } from '@saath/shared/paging';
import type { Db } from '../../db/client.ts';
import * as repo from './admin.audit.repository.ts';

const person = (
  id: string | null,
  first: string | null,
  last: string | null,
  email: string | null,
) => (id ? { user_id: id, name: `${first ?? ''} ${last ?? ''}`.trim(), email: email ?? '' } : null);

export function toAuditEntry(r: repo.AuditListRow): AuditEntry {
  return {
    id: r.id,
    action: r.action,
    at: new Date(r.at).toISOString(),
    reason: r.reason,
    actor: person(r.actor_id, r.actor_first_name, r.actor_last_name, r.actor_email),
    user: person(r.user_id, r.user_first_name, r.user_last_name, r.user_email),
    group:
      r.community_id && r.rfq_number
        ? {
            community_id: r.community_id,
            rfq_number: r.rfq_number,
            from_location: r.from_location ?? '',
            to_location: r.to_location ?? '',
          }
        : null,
    from_status: r.from_status,
    to_status: r.to_status,
    details: r.details ?? {},
  };
}

/** Every admin action kept in admin_audit_log, newest first, a page at a time. */
export function createAdminAuditService(deps: { db: Db }) {
  async function list(query: PageQuery): Promise<Paged<AuditEntry>> {
    const [rows, total] = await Promise.all([
      repo.listAuditRows(deps.db, query.skip, query.limit),
      repo.countAuditRows(deps.db),
    ]);
    return { items: rows.map(toAuditEntry), ...pageOf(query.skip, query.limit, total) };
  }
  return { list };
}

export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
