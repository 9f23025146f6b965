import { describe, expect, it } from 'vitest';
import { API } from '@saath/shared/http';
import { createGroup, joinRequest, rfqGroup, traveller } from '../helpers/groups.ts';
import { useTestApp } from '../helpers/suite.ts';

// The credit balance and the ticketing-fee waivers held, and where each came from.
const ctx = useTestApp();
const DAY = 24 * 3600_000;

const credits = (headers: Record<string, string>) =>
  ctx.t.app.inject({ url: API.myCredits, headers });

describe('GET /api/users/me/credits', () => {
  it('lists what a failed formation and a group with no bid gave, with the totals on /me', async () => {
    const { app, clock } = ctx.t;
    const asha = await traveller(app, 'Asha');
    const failed = await createGroup(app, asha.headers, { to_location: 'BLR' }, 2);
    const { group: unbid, members } = await rfqGroup(app);
    const ravi = members[1]!;
    await joinRequest(app, asha.headers, unbid.community_id, 1);
    clock.advance(DAY + 1000);
    await app.saath.lifecycle.sweep(); // the unformed group is disabled
    clock.advance(2 * DAY);
    await app.saath.lifecycle.sweep(); // the RFQ closes with no bid: cancelled

    const response = await credits(asha.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ credit_balance: 1000, fee_waivers: 2 });
    // Newest first, each naming the group it came from.
    expect(body.entries).toMatchObject([
      { reason: 'GROUP_CANCELLED', amount: 0, waivers: 1, rfq_number: unbid.rfq_number },
      { reason: 'GROUP_DISABLED', amount: 1000, waivers: 1, rfq_number: failed.rfq_number },
    ]);
    const me = (await app.inject({ url: API.me, headers: asha.headers })).json();
    expect(me).toMatchObject({ credit_balance: 1000, fee_waivers: 2 });
    // Each member sees their own entries only.
    expect((await credits(ravi.headers)).json()).toMatchObject({
      credit_balance: 0,
      fee_waivers: 1,
      entries: [{ reason: 'GROUP_CANCELLED', rfq_number: unbid.rfq_number }],
    });
  });

  it('is empty for a new traveller and refuses guests', async () => {
    const meera = await traveller(ctx.t.app, 'Meera');
    expect((await credits(meera.headers)).json()).toEqual({
      credit_balance: 0,
      fee_waivers: 0,
      credit_reserved: 0,
      fee_waivers_reserved: 0,
      entries: [],
    });
    expect((await ctx.t.app.inject({ url: API.myCredits })).statusCode).toBe(401);
  });
});
