import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@saath/shared/http';
import { queryRows } from '../../src/db/client.ts';
import { detailLocs, signUp } from '../helpers/app.ts';
import { ADMIN_EMAIL, ADMIN_ENV, adminHeaders, adminUserId, outsiders } from '../helpers/admin.ts';
import { rfqGroup } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp(ADMIN_ENV);
type Headers = Record<string, string>;
const auditLog = (query: string, headers: Headers) =>
  ctx.t.app.inject({ url: `${API.adminAuditLog}?${query}`, headers });

describe('GET /api/admin/audit-log', () => {
  it('is for admins only', async () => {
    for (const { who, headers, status } of await outsiders(ctx.t.app)) {
      const response = await auditLog('', headers);
      expect(response.statusCode, who).toBe(status);
      expect(typeof response.json().detail, who).toBe('string');
    }
  });

  it('lists overrides, deactivations, reactivations and quote selections, newest first', async () => {
    const headers = await adminHeaders(ctx.t.app);
    const adminId = await adminUserId(ctx.database);
    const { group } = await rfqGroup(ctx.t.app);
    const override = await ctx.t.app.inject({
      method: 'POST',
      url: API.adminOverride(group.community_id),
      headers,
      payload: { status: 'disabled', reason: 'Airline strike' },
    });
    expect(override.statusCode).toBe(200);
    const overrideAt = ctx.t.clock.now().toISOString();
    ctx.t.clock.advance(60_000);
    const victim = await signUp(ctx.t.app, { first_name: 'Kiran', last_name: 'Rao' });
    await ctx.t.app.inject({
      method: 'POST',
      url: API.adminDeactivateUser(victim.user.id),
      headers,
      payload: { reason: 'Chargeback' },
    });
    ctx.t.clock.advance(60_000);
    await ctx.t.app.inject({
      method: 'POST',
      url: API.adminReactivateUser(victim.user.id),
      headers,
      payload: { reason: 'Resolved' },
    });
    // A quote selection as another module writes it: the log shows whatever it kept.
    await queryRows(
      ctx.database.db,
      sql`INSERT INTO admin_audit_log (action, admin_user_id, community_id, reason, details, at)
          VALUES ('QUOTE_SELECTED', ${adminId}, ${group.community_id}, NULL,
                  ${JSON.stringify({ price_per_ticket: 450000 })}::jsonb, ${ctx.t.clock.now()})`,
    );

    const response = await auditLog('', headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, page: 1, pages: 1 });
    expect(body.items.map((e: { action: string }) => e.action)).toEqual([
      'QUOTE_SELECTED',
      'USER_REACTIVATED',
      'USER_DEACTIVATED',
      'GROUP_STATUS_OVERRIDE',
    ]);
    const actor = { user_id: adminId, email: ADMIN_EMAIL };
    const groupRef = {
      community_id: group.community_id,
      rfq_number: group.rfq_number,
      from_location: group.from_location,
      to_location: group.to_location,
    };
    expect(body.items[0]).toMatchObject({
      actor,
      group: groupRef,
      user: null,
      reason: null,
      details: { price_per_ticket: 450000 },
    });
    expect(body.items[1]).toMatchObject({
      actor,
      user: { user_id: victim.user.id, name: 'Kiran Rao', email: victim.email },
      group: null,
      reason: 'Resolved',
    });
    expect(body.items[2]).toMatchObject({ reason: 'Chargeback', user: { email: victim.email } });
    expect(body.items[3]).toMatchObject({
      actor,
      group: groupRef,
      from_status: 'RFQ_SENT',
      to_status: 'DISABLED',
      reason: 'Airline strike',
      at: overrideAt,
    });

    // Paged like the other admin lists.
    const second = (await auditLog('skip=1&limit=2', headers)).json();
    expect(second).toMatchObject({ total: 4, page: 1, pages: 2 });
    expect(second.items.map((e: { action: string }) => e.action)).toEqual([
      'USER_REACTIVATED',
      'USER_DEACTIVATED',
    ]);
  });

  it('is empty before any admin acted, and refuses a bad page (422)', async () => {
    const headers = await adminHeaders(ctx.t.app);
    expect((await auditLog('', headers)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pages: 1,
    });
    const bad = await auditLog('skip=-1&limit=500', headers);
    expect(bad.statusCode).toBe(422);
    expect(detailLocs(bad).sort()).toEqual(['query.limit', 'query.skip']);
  });
});
