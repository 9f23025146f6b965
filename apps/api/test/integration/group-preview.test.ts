import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@saath/shared/http';
import { communities } from '../../src/db/schema/groups.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { createGroup, joinRequest, rfqGroup, traveller } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

// An invite link opens a public preview of the group. Anyone may read it, signed in
// or not; it says where, when and how full, never who.
const ctx = useTestApp(ADMIN_ENV);

const PREVIEW_KEYS = [
  'capacity',
  'community_id',
  'formation_deadline',
  'from_location',
  'open_for_joining',
  'passenger_count',
  'passengers_needed',
  'status',
  'threshold',
  'time_slot',
  'to_location',
  'travel_date',
];

const preview = (id: string, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ url: API.communityPreview(id), headers });

describe('GET /api/communities/{id}/preview', () => {
  it('shows a forming group to a guest: trip, counts, what is still needed and the deadline', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 3);

    const response = await preview(group.community_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      community_id: group.community_id,
      from_location: 'DEL',
      to_location: 'BOM',
      travel_date: '2026-12-10',
      time_slot: 'SLOT_08_12',
      status: 'PENDING',
      passenger_count: 3,
      threshold: 7,
      capacity: 15,
      passengers_needed: 4,
      open_for_joining: true,
      formation_deadline: group.formation_deadline,
    });
  });

  it('names nobody: exactly the public fields, no member, passenger, RFQ number or bid', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const response = await preview(group.community_id);
    expect(Object.keys(response.json()).sort()).toEqual(PREVIEW_KEYS);
    const memberIds = await Promise.all(
      members.map(
        async (m) =>
          (await ctx.t.app.inject({ url: API.me, headers: m.headers })).json().id as string,
      ),
    );
    for (const secret of [
      ...members.map((m) => m.email),
      ...memberIds,
      'Asha',
      'Ravi',
      'Passenger 1',
      'example.in',
      group.rfq_number,
    ]) {
      expect(response.body).not.toContain(secret);
    }
    // Formed: nothing more needed, still open to join (room left), no formation deadline.
    expect(response.json()).toMatchObject({
      status: 'RFQ_SENT',
      passenger_count: 7,
      passengers_needed: 0,
      open_for_joining: true,
      formation_deadline: null,
    });
  });

  it('answers the same to a member, another traveller and a guest', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const bodies = await Promise.all(
      [asha.headers, ravi.headers, {}].map(
        async (h) => (await preview(group.community_id, h)).body,
      ),
    );
    expect(new Set(bodies).size).toBe(1);
  });

  it('counts a join in the very next read (the group cache hears of it)', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const ravi = await traveller(ctx.t.app, 'Ravi');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    expect((await preview(group.community_id)).json().passengers_needed).toBe(5);
    expect((await joinRequest(ctx.t.app, ravi.headers, group.community_id, 4)).statusCode).toBe(
      200,
    );
    expect((await preview(group.community_id)).json()).toMatchObject({
      passenger_count: 6,
      passengers_needed: 1,
    });
  });

  it('says a disabled group is closed', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    const override = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/communities/${group.community_id}/override`,
      headers: await adminHeaders(ctx.t.app),
      payload: { status: 'disabled', reason: 'Invite preview test' },
    });
    expect(override.statusCode).toBe(200);
    expect((await preview(group.community_id)).json()).toMatchObject({
      status: 'DISABLED',
      open_for_joining: false,
      formation_deadline: null,
    });
  });

  it('says a forming group whose window has passed is closed, before the sweeper runs', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    ctx.t.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await preview(group.community_id)).json()).toMatchObject({
      status: 'PENDING',
      open_for_joining: false,
    });
  });

  it('says a full group takes nobody', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const group = await createGroup(ctx.t.app, asha.headers, {}, 2);
    await ctx.database.db
      .update(communities)
      .set({ passengerCount: 15, status: 'RFQ_SENT' })
      .where(eq(communities.id, group.community_id));
    await ctx.t.app.saath.changes.settle();
    expect((await preview(group.community_id)).json()).toMatchObject({
      passenger_count: 15,
      open_for_joining: false,
    });
  });

  it('answers 404 with the shared text for an unknown id', async () => {
    const response = await preview('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Group not found' });
  });

  it('answers 422 for an id that is not a UUID', async () => {
    const response = await preview('not-a-group');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatchObject([
      { loc: ['path', 'id'], msg: 'Group id must be a UUID' },
    ]);
  });
});
