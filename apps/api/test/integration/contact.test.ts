import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '@saath/shared/contact';
import { API } from '@saath/shared/http';
import { buildTestApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, ADMIN_ENV, adminHeaders, outsiders } from '../helpers/admin.ts';
import { useTestApp } from '../helpers/suite.ts';

const ctx = useTestApp(ADMIN_ENV);

const VALID = {
  name: 'Meera Iyer',
  email: 'Meera.Iyer@example.in',
  subject: 'Group of six to Goa',
  message: 'We are six friends flying Bengaluru to Goa in January. Can we join as one group?',
};

const send = (payload: Record<string, unknown>, app = ctx.t.app) =>
  app.inject({ method: 'POST', url: API.contact, payload });

describe('POST /api/contact/', () => {
  it('stores the message, answers 201 with it and tells the operator', async () => {
    const response = await send({ ...VALID, name: '  Meera Iyer  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      subject: VALID.subject,
      message: VALID.message,
      created_at: ctx.t.clock.now().toISOString(),
      // Fields of our own: open until an admin marks it handled.
      handled_at: null,
      handled_by: null,
      handled_by_name: null,
    });

    const list = await ctx.t.app.inject({
      url: API.contact,
      headers: await adminHeaders(ctx.t.app),
    });
    expect(list.json().items).toEqual([body]);

    await ctx.t.flushMail();
    const [mail] = ctx.t.mail.to(ADMIN_EMAIL);
    expect(mail?.subject).toBe(`New contact message: ${VALID.subject}`);
    expect(mail?.text).toContain('Meera Iyer <meera.iyer@example.in>');
    expect(mail?.text).toContain(VALID.message);
  });

  it('queues no mail when no admin address is configured', async () => {
    const plain = await buildTestApp(ctx.database, {}, { clock: ctx.t.clock });
    expect((await send(VALID, plain.app)).statusCode).toBe(201);
    await plain.flushMail();
    expect(plain.mail.sent).toEqual([]);
    await plain.app.close();
  });

  const cases: Array<[string, unknown, string]> = [
    ['name', undefined, 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'x'.repeat(CONTACT_LIMITS.nameMax + 1), 'Name must be at most 100 characters'],
    ['email', undefined, 'Email is required'],
    ['email', 'meera@', 'Enter a valid email address'],
    ['subject', undefined, 'Subject is required'],
    ['subject', 'Hi', 'Subject must be at least 3 characters'],
    [
      'subject',
      'x'.repeat(CONTACT_LIMITS.subjectMax + 1),
      'Subject must be at most 200 characters',
    ],
    ['message', undefined, 'Message is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    [
      'message',
      'x'.repeat(CONTACT_LIMITS.messageMax + 1),
      'Message must be at most 5000 characters',
    ],
  ];
  it.each(cases)('refuses %s = %j with 422 at [body, field]', async (field, value, msg) => {
    const response = await send({ ...VALID, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', field], msg, type: expect.any(String) },
    ]);
  });

  it('reports every bad field at once, so the form can mark each', async () => {
    const response = await send({ name: 'A', email: 'x', subject: 'Hi', message: 'short' });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .detail.map((d: { loc: string[] }) => d.loc.at(-1))
        .sort(),
    ).toEqual(['email', 'message', 'name', 'subject']);
    const list = await ctx.t.app.inject({
      url: API.contact,
      headers: await adminHeaders(ctx.t.app),
    });
    expect(list.json().total).toBe(0);
  });

  it('is rate limited per client address (AUTH_RATE_LIMIT_PER_MINUTE)', async () => {
    const limited = await buildTestApp(ctx.database, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i += 1) expect((await send(VALID, limited.app)).statusCode).toBe(201);
    const over = await send(VALID, limited.app);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // Another address is not held back by the first one's burst.
    const other = await limited.app.inject({
      method: 'POST',
      url: API.contact,
      payload: VALID,
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(201);
    await limited.app.close();
  });
});

describe('GET /api/contact/', () => {
  it('is for admins only', async () => {
    for (const { who, headers, status } of await outsiders(ctx.t.app)) {
      const response = await ctx.t.app.inject({ url: API.contact, headers });
      expect(response.statusCode, who).toBe(status);
      expect(typeof response.json().detail, who).toBe('string');
    }
  });

  it('lists newest first, a page at a time', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await send({ ...VALID, subject: `Question number ${i}` });
      ctx.t.clock.advance(60_000);
    }
    const headers = await adminHeaders(ctx.t.app);
    const page = async (query: string) =>
      (await ctx.t.app.inject({ url: `${API.contact}?${query}`, headers })).json();

    const first = await page('skip=0&limit=2');
    expect(first.items.map((i: { subject: string }) => i.subject)).toEqual([
      'Question number 5',
      'Question number 4',
    ]);
    expect(first).toMatchObject({ total: 5, page: 1, pages: 3 });
    const last = await page('skip=4&limit=2');
    expect(last.items.map((i: { subject: string }) => i.subject)).toEqual(['Question number 1']);
    expect(last).toMatchObject({ total: 5, page: 3, pages: 3 });
    // Defaults: skip 0, limit 20.
    expect(await page('')).toMatchObject({ total: 5, page: 1, pages: 1 });
  });
});
