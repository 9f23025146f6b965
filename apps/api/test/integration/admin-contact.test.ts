import { describe, expect, it } from 'vitest';
import { CONTACT_NOT_FOUND, CONTACT_STATE_MESSAGE } from '@saath/shared/contact';
import { API } from '@saath/shared/http';
import { detailLocs, detailMsgs } from '../helpers/app.ts';
import { ADMIN_ENV, adminHeaders, adminUserId, outsiders } from '../helpers/admin.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp(ADMIN_ENV);
type Headers = Record<string, string>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function send(subject: string) {
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: API.contact,
    payload: {
      name: 'Meera Iyer',
      email: 'meera@example.in',
      subject,
      message: 'We are six friends flying to Goa in January.',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}
const mark = (id: string, headers: Headers) =>
  ctx.t.app.inject({ method: 'POST', url: API.adminContactHandled(id), headers });
const reopen = (id: string, headers: Headers) =>
  ctx.t.app.inject({ method: 'POST', url: API.adminContactReopen(id), headers });
const list = (query: string, headers: Headers) =>
  ctx.t.app.inject({ url: `${API.contact}?${query}`, headers });
const subjects = (response: { json(): { items: Array<{ subject: string }> } }) =>
  response.json().items.map((m) => m.subject);

describe('contact messages handled / reopened', () => {
  it('the new answer fields start empty (the submit answer too)', async () => {
    const sent = await send('First question');
    expect(sent).toMatchObject({ handled_at: null, handled_by: null, handled_by_name: null });
  });

  it('marks handled with the admin and the clock, reopens, and filters by state', async () => {
    const headers = await adminHeaders(ctx.t.app);
    const first = await send('First question');
    ctx.t.clock.advance(60_000);
    await send('Second question');
    ctx.t.clock.advance(60_000);

    const handled = await mark(first.id, headers);
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      id: first.id,
      subject: 'First question',
      handled_at: ctx.t.clock.now().toISOString(),
      handled_by: await adminUserId(ctx.database),
      handled_by_name: expect.any(String),
    });
    // The default answer is unchanged: every message, newest first.
    expect(subjects(await list('', headers))).toEqual(['Second question', 'First question']);
    expect(subjects(await list('state=all', headers))).toEqual([
      'Second question',
      'First question',
    ]);
    expect(subjects(await list('state=open', headers))).toEqual(['Second question']);
    const done = await list('state=handled', headers);
    expect(subjects(done)).toEqual(['First question']);
    expect(done.json()).toMatchObject({ total: 1, page: 1, pages: 1 });

    // Marking again keeps the first time; reopening clears both.
    const firstAt = handled.json().handled_at;
    ctx.t.clock.advance(60_000);
    expect((await mark(first.id, headers)).json().handled_at).toBe(firstAt);
    const reopened = await reopen(first.id, headers);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      handled_at: null,
      handled_by: null,
      handled_by_name: null,
    });
    expect((await reopen(first.id, headers)).json().handled_at).toBeNull();
    expect((await list('state=handled', headers)).json().total).toBe(0);
  });

  it('refuses guests (401), travellers and airline users (403), and changes nothing', async () => {
    const message = await send('A question');
    for (const { who, headers, status } of await outsiders(ctx.t.app)) {
      expect((await mark(message.id, headers)).statusCode, who).toBe(status);
      expect((await reopen(message.id, headers)).statusCode, who).toBe(status);
      expect((await list('state=open', headers)).statusCode, who).toBe(status);
    }
    const headers = await adminHeaders(ctx.t.app);
    expect((await list('state=open', headers)).json().total).toBe(1);
  });

  it('refuses a bad id or state (422) and an unknown message (404)', async () => {
    const headers = await adminHeaders(ctx.t.app);
    for (const call of [mark, reopen]) {
      const bad = await call('nope', headers);
      expect(bad.statusCode).toBe(422);
      expect(detailLocs(bad)).toEqual(['path.id']);
      const missing = await call(MISSING_ID, headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: CONTACT_NOT_FOUND });
    }
    const state = await list('state=closed', headers);
    expect(state.statusCode).toBe(422);
    expect(detailMsgs(state)).toEqual([CONTACT_STATE_MESSAGE]);
  });
});
