import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API } from '@saath/shared/http';
import { STRONG_PASSWORD, buildTestApp, register, uniqueEmail } from '../helpers/app.ts';
import { useTestApp } from '../helpers/suite.ts';

// ADR 0033: the per-address limits cannot stop guesses spread over many addresses; failed
// password checks are also counted per account (5 failures pause sign-in for a minute, each later
// failure pauses it twice as long, up to 15 minutes; a success resets).
const ctx = useTestApp();
const PAUSED =
  /^Sign-in to this account is paused after several incorrect passwords\. Please try again in \d+ (seconds|minutes), or reset your password\.$/;

const loginFrom = (email: string, password: string, remoteAddress = '203.0.113.1') =>
  ctx.t.app.inject({
    method: 'POST',
    url: API.login,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
    remoteAddress,
  });

const guess = (email: string, n = 0) => loginFrom(email, `Guess!pass${n}`, `198.51.100.${n % 250}`);

const answer = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  retryAfter: response.headers['retry-after'],
  body: response.json(),
});

async function pausedMails(email: string) {
  await ctx.t.flushMail();
  return ctx.t.mail.to(email).filter((m) => m.subject.includes('was paused'));
}

describe('per-account sign-in pause', () => {
  it('stops guesses from 20 addresses, 20 each, after 5 failures, and mails the owner once', async () => {
    // The per-address limit of production (20 a minute) does not stop this spread.
    const limited = await buildTestApp(ctx.database, { AUTH_RATE_LIMIT_PER_MINUTE: '20' });
    try {
      const { email } = await register(ctx.t.app);
      const statuses: number[] = [];
      for (let address = 1; address <= 20; address++)
        for (let n = 0; n < 20; n++) {
          const response = await limited.app.inject({
            method: 'POST',
            url: API.login,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ username: email, password: `Guess!${n}` }).toString(),
            remoteAddress: `192.0.2.${address}`,
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 429) {
            expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
            expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
            expect(response.json().detail).toMatch(PAUSED);
          }
        }
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(395).fill(429)]);
      await limited.flushMail();
      const mails = limited.mail.to(email).filter((m) => m.subject.includes('was paused'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Sign-in to your Saath account was paused');
      expect(mails[0]!.text).toContain('paused for 60 seconds');
      expect(mails[0]!.text).toContain('http://saath.test/forgot-password');
    } finally {
      await limited.app.close();
    }
  });

  it('refuses the right password during the pause, and lets it in once the pause ends', async () => {
    const { email } = await register(ctx.t.app);
    for (let n = 0; n < 5; n++) expect((await guess(email, n)).statusCode).toBe(401);
    const during = await loginFrom(email, STRONG_PASSWORD);
    expect(during.statusCode).toBe(429);
    expect(during.headers['retry-after']).toBe('60');
    ctx.t.clock.advance(59_000);
    expect((await loginFrom(email, STRONG_PASSWORD)).headers['retry-after']).toBe('1');
    ctx.t.clock.advance(1_000);
    expect((await loginFrom(email, STRONG_PASSWORD)).statusCode).toBe(200);
    // The success reset the count: four more failures pause nothing.
    for (let n = 0; n < 4; n++) expect((await guess(email, n)).statusCode).toBe(401);
    expect((await loginFrom(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('pauses again, twice as long each time, up to 15 minutes; one mail for the episode', async () => {
    const { email } = await register(ctx.t.app);
    for (let n = 0; n < 5; n++) await guess(email, n);
    const pauses: string[] = [];
    for (let round = 0; round < 6; round++) {
      const refused = await loginFrom(email, STRONG_PASSWORD);
      pauses.push(refused.headers['retry-after'] as string);
      ctx.t.clock.advance(Number(refused.headers['retry-after']) * 1000);
      expect((await guess(email, round)).statusCode).toBe(401);
    }
    expect(pauses).toEqual(['60', '120', '240', '480', '900', '900']);
    expect(await pausedMails(email)).toHaveLength(1);
  });

  it('treats an email no account uses exactly as an account: same answers, no mail', async () => {
    const { email } = await register(ctx.t.app);
    const unknown = uniqueEmail('nobody');
    const known: unknown[] = [];
    const nobody: unknown[] = [];
    for (let n = 0; n < 7; n++) {
      known.push(answer(await guess(email, n)));
      nobody.push(answer(await guess(unknown, n)));
    }
    expect(nobody).toEqual(known);
    expect(known.map((a) => (a as { status: number }).status)).toEqual([
      401, 401, 401, 401, 401, 429, 429,
    ]);
    await ctx.t.flushMail();
    expect(ctx.t.mail.to(unknown)).toEqual([]);
    expect(await pausedMails(email)).toHaveLength(1);
  });

  it('counts wrong current passwords on change-password too', async () => {
    const { email } = await register(ctx.t.app);
    const login = await loginFrom(email, STRONG_PASSWORD);
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const change = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: API.changePassword,
        headers,
        payload: { current_password: 'Guess!pass1', new_password: 'Fresh!pass9' },
      });
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await change()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await loginFrom(email, STRONG_PASSWORD)).statusCode).toBe(429);
  });

  it('ends the pause when the owner resets the password', async () => {
    const { email } = await register(ctx.t.app);
    for (let n = 0; n < 5; n++) await guess(email, n);
    await ctx.t.app.inject({ method: 'POST', url: API.resetRequest, payload: { email } });
    await ctx.t.flushMail();
    const link = ctx.t.mail
      .to(email)
      .find((m) => m.subject === 'Reset your Saath password')
      ?.text.match(/\/reset-password\/(\S+)/)?.[1];
    const reset = await ctx.t.app.inject({
      method: 'POST',
      url: API.resetPassword,
      payload: { token: link, new_password: 'Fresh!pass9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom(email, 'Fresh!pass9')).statusCode).toBe(200);
  });
});
