import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_KEY_INVALID,
  API_KEY_NOT_FOUND,
  API_KEY_PREFIX,
  API_KEY_REFUSED,
  MAX_ACTIVE_API_KEYS,
  ONLY_AIRLINES_MANAGE_KEYS,
  TOO_MANY_API_KEYS,
} from '@saath/shared/api-keys';
import { API } from '@saath/shared/http';
import { queryRows } from '../../src/db/client.ts';
import { ADMIN_ENV, adminHeaders } from '../helpers/admin.ts';
import { bearer, buildTestApp, detailLocs } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';
import { airline, bid, createGroup, rfqGroup, traveller } from '../helpers/groups.ts';

// ADR 0019: an airline's system bids with a key, and nothing else
// accepts one.
const ctx = useTestApp(ADMIN_ENV);
const KEYS = '/api/airline/api-keys';
type Headers = Record<string, string>;

afterEach(() => {
  vi.useRealTimers();
});

async function createKey(headers: Headers, name = 'Revenue system') {
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: KEYS,
    headers,
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`key creation failed: ${response.body}`);
  const created = response.json();
  return { ...created, headers: bearer(created.key) } as {
    id: string;
    key: string;
    prefix: string;
    headers: Headers;
  };
}

const listKeys = (headers: Headers) => ctx.t.app.inject({ url: KEYS, headers });
const revoke = (headers: Headers, id: string) =>
  ctx.t.app.inject({ method: 'DELETE', url: `${KEYS}/${id}`, headers });

describe('creating, listing and revoking API keys', () => {
  it('shows the key once; the list has its name and prefix, never the key; only its hash is kept', async () => {
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: KEYS,
      headers: vistara.headers,
      payload: { name: '  Revenue system  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = response.json();
    expect(created.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created).toMatchObject({
      name: 'Revenue system',
      prefix: created.key.slice(0, API_KEY_PREFIX.length + 4),
      created_at: ctx.t.clock.now().toISOString(),
      last_used_at: null,
      revoked_at: null,
    });

    const list = await listKeys(vistara.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'Revenue system',
        prefix: created.prefix,
        created_at: created.created_at,
        last_used_at: null,
        revoked_at: null,
      },
    ]);
    expect(list.body).not.toContain(created.key);

    const [row] = await queryRows<{ key_hash: string }>(
      ctx.database.db,
      sql`SELECT key_hash FROM api_keys WHERE id = ${created.id}`,
    );
    expect(row!.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
  });

  it('lists only the company’s keys, newest first, revoked ones with their time', async () => {
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const indigo = await airline(ctx.t.app, 'IndiGo Keys');
    const first = await createKey(vistara.headers, 'First');
    ctx.t.clock.advance(1000);
    const second = await createKey(vistara.headers, 'Second');
    await createKey(indigo.headers, 'Theirs');
    ctx.t.clock.advance(1000);
    expect((await revoke(vistara.headers, first.id)).json().revoked_at).toBe(
      ctx.t.clock.now().toISOString(),
    );
    const list = (await listKeys(vistara.headers)).json();
    expect(list.map((k: { name: string }) => k.name)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ id: second.id, revoked_at: null });
    expect(list[1]).toMatchObject({ id: first.id, revoked_at: ctx.t.clock.now().toISOString() });
  });

  it('validates the name and the id (422 with the field)', async () => {
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }]) {
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: KEYS,
        headers: vistara.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(detailLocs(response)).toEqual(['body.name']);
    }
    const control = await ctx.t.app.inject({
      method: 'POST',
      url: KEYS,
      headers: vistara.headers,
      payload: { name: 'bad\u0000name' },
    });
    expect(control.statusCode).toBe(422);
    const badId = await revoke(vistara.headers, 'not-a-uuid');
    expect(badId.statusCode).toBe(422);
    expect(detailLocs(badId)).toEqual(['path.id']);
  });

  it(`allows ${MAX_ACTIVE_API_KEYS} active keys at once, even when created concurrently (409 past it)`, async () => {
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_API_KEYS + 5 }, (_, i) =>
        ctx.t.app.inject({
          method: 'POST',
          url: KEYS,
          headers: vistara.headers,
          payload: { name: `Key ${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ACTIVE_API_KEYS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      detail: TOO_MANY_API_KEYS,
    });
    // Revoking one makes room for one.
    await revoke(vistara.headers, answers.find((a) => a.statusCode === 201)!.json().id);
    expect((await createKey(vistara.headers)).key).toBeTruthy();
  });

  it('cannot revoke another airline’s key: it answers 404 like a missing one', async () => {
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const indigo = await airline(ctx.t.app, 'IndiGo Keys');
    const theirs = await createKey(indigo.headers);
    const response = await revoke(vistara.headers, theirs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: API_KEY_NOT_FOUND });
    const missing = await revoke(vistara.headers, '00000000-0000-4000-8000-000000000000');
    expect(missing.json()).toEqual({ detail: API_KEY_NOT_FOUND });
    // Still working.
    expect(
      (await ctx.t.app.inject({ url: API.airlineBids, headers: theirs.headers })).statusCode,
    ).toBe(200);
  });

  it('a traveller or an admin cannot manage keys (403); a guest 401', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const admin = await adminHeaders(ctx.t.app);
    for (const headers of [asha.headers, admin]) {
      for (const request of [
        { method: 'GET' as const, url: KEYS },
        { method: 'POST' as const, url: KEYS, payload: { name: 'Mine' } },
        { method: 'DELETE' as const, url: `${KEYS}/00000000-0000-4000-8000-000000000000` },
      ]) {
        const response = await ctx.t.app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      }
    }
    const admins = await ctx.t.app.inject({ url: KEYS, headers: admin });
    expect(admins.json()).toEqual({ detail: ONLY_AIRLINES_MANAGE_KEYS });
    expect((await ctx.t.app.inject({ url: KEYS })).statusCode).toBe(401);
  });
});

describe('bidding with an API key', () => {
  it('lists the open RFQs, reads one, submits and replaces a quote and lists its own, as its company', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const key = await createKey(vistara.headers);

    const rfqs = await ctx.t.app.inject({ url: API.communities, headers: key.headers });
    expect(rfqs.statusCode).toBe(200);
    expect(rfqs.json().map((g: { community_id: string }) => g.community_id)).toEqual([
      group.community_id,
    ]);
    const one = await ctx.t.app.inject({
      url: API.community(group.community_id),
      headers: key.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ community_id: group.community_id, status: 'RFQ_SENT' });

    const first = await bid(ctx.t.app, key.headers, group.community_id, 520_000);
    expect(first.statusCode).toBe(201);
    const replaced = await bid(ctx.t.app, key.headers, group.community_id, 495_000);
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ price_per_ticket: 495_000 });

    const own = await ctx.t.app.inject({ url: API.airlineBids, headers: key.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(1);
    expect(own.json()[0]).toMatchObject({ price_per_ticket: 495_000 });
    const quotes = await ctx.t.app.inject({
      url: API.quotes(group.community_id),
      headers: key.headers,
    });
    expect(quotes.json().map((q: { price_per_ticket: number }) => q.price_per_ticket)).toEqual([
      495_000,
    ]);
    // The company's signed-in users see the key's bid as their own.
    const seen = await ctx.t.app.inject({ url: API.airlineBids, headers: vistara.headers });
    expect(seen.json()[0]).toMatchObject({ quote_id: replaced.json().quote_id });
  });

  it('cannot read another company’s quotes with a key', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const indigo = await airline(ctx.t.app, 'IndiGo Keys');
    const theirs = (await bid(ctx.t.app, indigo.headers, group.community_id, 480_000)).json();
    const key = await createKey(vistara.headers);
    await bid(ctx.t.app, key.headers, group.community_id, 500_000);

    const quotes = await ctx.t.app.inject({
      url: API.quotes(group.community_id),
      headers: key.headers,
    });
    expect(quotes.statusCode).toBe(200);
    expect(quotes.body).not.toContain(theirs.quote_id);
    expect(quotes.json()).toHaveLength(1);
    const bids = await ctx.t.app.inject({ url: API.airlineBids, headers: key.headers });
    expect(bids.body).not.toContain(theirs.quote_id);
    // Withdrawing is not a key's to do, theirs or its own.
    const withdraw = await ctx.t.app.inject({
      method: 'DELETE',
      url: API.quotes(theirs.quote_id),
      headers: key.headers,
    });
    expect(withdraw.statusCode).toBe(401);
  });

  it('reads only groups open for bidding or bid on: a traveller’s pending group is 404', async () => {
    const asha = await traveller(ctx.t.app, 'Asha');
    const pending = await createGroup(ctx.t.app, asha.headers, { to_location: 'BLR' }, 1);
    const key = await createKey((await airline(ctx.t.app, 'Vistara Keys')).headers);
    const response = await ctx.t.app.inject({
      url: API.community(pending.community_id),
      headers: key.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('is refused (401) by every endpoint but the airline ones: travellers’, admin, key management', async () => {
    const { group, members } = await rfqGroup(ctx.t.app);
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const key = await createKey(vistara.headers);
    const quote = (await bid(ctx.t.app, vistara.headers, group.community_id, 500_000)).json();
    const refused = [
      { method: 'GET', url: API.me },
      { method: 'GET', url: API.myCredits },
      { method: 'GET', url: API.tickets },
      { method: 'GET', url: `${API.searchCommunities}?from_location=DEL&to_location=BOM` },
      { method: 'POST', url: API.communities, payload: {} },
      { method: 'POST', url: API.joinCommunity(group.community_id), payload: {} },
      { method: 'GET', url: API.communityPassengers(group.community_id) },
      { method: 'GET', url: `${API.airlineBids}.csv` },
      { method: 'DELETE', url: API.quotes(quote.quote_id) },
      { method: 'POST', url: API.selectQuote(quote.quote_id) },
      { method: 'GET', url: API.adminUsers },
      { method: 'GET', url: API.adminAnalytics },
      { method: 'GET', url: API.contact },
      { method: 'GET', url: KEYS },
      { method: 'POST', url: KEYS, payload: { name: 'Minted by a key' } },
      { method: 'DELETE', url: `${KEYS}/${key.id}` },
      { method: 'POST', url: '/api/users/logout' },
    ] as const;
    for (const request of refused) {
      const response = await ctx.t.app.inject({ ...request, headers: key.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toEqual({ detail: API_KEY_REFUSED });
    }
    // Nothing changed: the key is live, the group has its one bid and its members.
    expect((await listKeys(vistara.headers)).json()[0].revoked_at).toBeNull();
    const seen = await ctx.t.app.inject({
      url: API.community(group.community_id),
      headers: members[0]!.headers,
    });
    expect(seen.json()).toMatchObject({ status: 'RFQ_SENT', lowest_known_price: 500_000 });
  });

  it('a revoked key is refused at once; revoking again keeps the first time', async () => {
    const { group } = await rfqGroup(ctx.t.app);
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const key = await createKey(vistara.headers);
    expect(
      (await ctx.t.app.inject({ url: API.communities, headers: key.headers })).statusCode,
    ).toBe(200);
    const revoked = await revoke(vistara.headers, key.id);
    expect(revoked.statusCode).toBe(200);
    const at = revoked.json().revoked_at;
    expect(at).toBe(ctx.t.clock.now().toISOString());
    for (const request of [
      { url: API.communities },
      { url: API.airlineBids },
      { url: API.community(group.community_id) },
    ]) {
      const response = await ctx.t.app.inject({ ...request, headers: key.headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: API_KEY_INVALID });
    }
    expect((await bid(ctx.t.app, key.headers, group.community_id, 500_000)).statusCode).toBe(401);
    ctx.t.clock.advance(60_000);
    expect((await revoke(vistara.headers, key.id)).json().revoked_at).toBe(at);
  });

  it('a made-up key, or one whose creator was deactivated, is refused', async () => {
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const key = await createKey(vistara.headers);
    for (const made of [`${API_KEY_PREFIX}${'A'.repeat(43)}`, API_KEY_PREFIX, `${key.key}x`]) {
      const response = await ctx.t.app.inject({ url: API.airlineBids, headers: bearer(made) });
      expect(response.statusCode, made).toBe(401);
    }
    const admin = await adminHeaders(ctx.t.app);
    const deactivated = await ctx.t.app.inject({
      method: 'POST',
      url: API.adminDeactivateUser(vistara.user_id),
      headers: admin,
      payload: { reason: 'Left the airline' },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await ctx.t.app.inject({ url: API.airlineBids, headers: key.headers })).json()).toEqual(
      { detail: API_KEY_INVALID },
    );
  });

  it('records the last use to the minute, without a write on every request', async () => {
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const key = await createKey(vistara.headers);
    const lastUsed = async () => (await listKeys(vistara.headers)).json()[0].last_used_at;
    const use = () => ctx.t.app.inject({ url: API.airlineBids, headers: key.headers });
    const firstUse = ctx.t.clock.now().toISOString();
    await use();
    expect(await lastUsed()).toBe(firstUse);
    ctx.t.clock.advance(30_000);
    await use();
    expect(await lastUsed()).toBe(firstUse);
    ctx.t.clock.advance(31_000);
    await use();
    expect(await lastUsed()).toBe(ctx.t.clock.now().toISOString());
  });
});

describe('the API keys’ own rate limit', () => {
  it("counts all a company's keys in one budget: 429 and Retry-After past it; other companies and signed-in users go on", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await ctx.t.app.close();
    ctx.t = await buildTestApp(ctx.database, { ...ADMIN_ENV, API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
    const vistara = await airline(ctx.t.app, 'Vistara Keys');
    const busy = await createKey(vistara.headers, 'Busy');
    const quiet = await createKey(vistara.headers, 'Quiet');
    const akasa = await airline(ctx.t.app, 'Akasa Keys');
    const other = await createKey(akasa.headers, 'Other company');
    const get = (headers: Headers) => ctx.t.app.inject({ url: API.airlineBids, headers });
    // Two keys of one company spend one budget of 3.
    for (const key of [busy, quiet, busy]) expect((await get(key.headers)).statusCode).toBe(200);
    const refused = await get(busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/^Too many requests/);
    // A key the company has not used yet is no way around it.
    expect((await get(quiet.headers)).statusCode).toBe(429);
    expect((await get(other.headers)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await get(vistara.headers)).statusCode).toBe(200);
    // A minute later the key has its budget again.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await get(busy.headers)).statusCode).toBe(200);
  });
});
