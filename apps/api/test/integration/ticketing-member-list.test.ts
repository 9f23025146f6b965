import { describe, expect, it } from 'vitest';
import { API } from '@saath/shared/http';
import { ADMIN_ENV } from '../helpers/admin.ts';
import { awaitingPaymentGroup, payAll } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';
import { ticketGroup } from '../helpers/ticketing.ts';

// docs/product/ticketing.md: a member's dashboard card of a booked group says how many of its
// tickets the airline has issued and by when, as the group page does; it reads the list.
const ctx = useTestApp(ADMIN_ENV);

type Listed = {
  community_id: string;
  status: string;
  ticketing_deadline?: string | null;
  tickets_issued?: number;
  tickets_total?: number;
  pnr?: string | null;
};

describe("a member's list of groups (GET /api/communities/) once booked", () => {
  it('carries the ticketing deadline, the issued count and the PNR, as the detail does', async () => {
    const { group, asha, ravi, carrier } = await awaitingPaymentGroup(ctx.t);
    const listed = async () =>
      (
        (await ctx.t.app.inject({ url: API.communities, headers: asha.headers })).json() as Listed[]
      ).find((g) => g.community_id === group.community_id)!;

    // Awaiting payment: nothing to say about tickets yet.
    expect(await listed()).not.toHaveProperty('tickets_total');

    await payAll(ctx.t.app, group.community_id, [asha, ravi]);
    const booked = await listed();
    expect(booked).toMatchObject({ status: 'BOOKED', tickets_issued: 0, tickets_total: 7 });
    expect(booked.ticketing_deadline).toEqual(expect.any(String));
    expect(booked.pnr).toBeNull();

    const { pnr } = await ticketGroup(ctx.t.app, carrier.headers, group.community_id, {
      only: (p) => p.full_name === 'Passenger 4',
    });
    const detail = (
      await ctx.t.app.inject({ url: API.community(group.community_id), headers: asha.headers })
    ).json();
    const partly = await listed();
    expect(partly).toMatchObject({ tickets_issued: 1, tickets_total: 7, pnr });
    expect(partly.tickets_issued).toBe(detail.tickets_issued);
    expect(partly.ticketing_deadline).toBe(detail.ticketing_deadline);
  });

  it("counts only the group's own tickets, whatever other groups were booked and issued", async () => {
    // Another group booked and fully ticketed first: its 7 issued tickets are not this one's.
    const other = await awaitingPaymentGroup(ctx.t);
    await payAll(ctx.t.app, other.group.community_id, [other.asha, other.ravi]);
    await ticketGroup(ctx.t.app, other.carrier.headers, other.group.community_id);

    const { group, asha, ravi } = await awaitingPaymentGroup(ctx.t);
    await payAll(ctx.t.app, group.community_id, [asha, ravi]);
    const detail = (
      await ctx.t.app.inject({ url: API.community(group.community_id), headers: asha.headers })
    ).json();
    expect(detail).toMatchObject({ tickets_issued: 0, tickets_total: 7 });
    const listed = (
      (await ctx.t.app.inject({ url: API.communities, headers: asha.headers })).json() as Listed[]
    ).find((g) => g.community_id === group.community_id);
    expect(listed).toMatchObject({ tickets_issued: 0, tickets_total: 7 });
  });
});
