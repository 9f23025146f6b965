import { describe, expect, it } from 'vitest';
import { failureOutcome, MAIL_MAX_AGE_MS } from './mailer.ts';

// ADR 0026: a failed job is retried with its kind's back-off until its age limit, then
// DEAD; the last try lands on the deadline itself; an admin's retry (expires_at) starts anew.
const HOUR = 3600_000;
const created = new Date('2026-11-20T00:00:00Z');
const policy = { maxAgeMs: 24 * HOUR, backoffMs: (n: number) => 30_000 * 2 ** (n - 1) };
const at = (ms: number) => new Date(created.getTime() + ms);

describe('failureOutcome', () => {
  it('backs off by the kind’s schedule while young', () => {
    expect(
      failureOutcome({ attempts: 1, createdAt: created, expiresAt: null }, at(0), policy),
    ).toEqual({ status: 'PENDING', nextAttemptAt: at(30_000) });
    expect(
      failureOutcome({ attempts: 3, createdAt: created, expiresAt: null }, at(HOUR), policy),
    ).toEqual({ status: 'PENDING', nextAttemptAt: at(HOUR + 120_000) });
  });

  it('schedules the last try on the deadline, and is dead at it', () => {
    expect(
      failureOutcome({ attempts: 20, createdAt: created, expiresAt: null }, at(23 * HOUR), policy),
    ).toEqual({ status: 'PENDING', nextAttemptAt: at(24 * HOUR) });
    expect(
      failureOutcome({ attempts: 21, createdAt: created, expiresAt: null }, at(24 * HOUR), policy),
    ).toEqual({ status: 'DEAD' });
  });

  it('counts from an admin’s retry when there was one', () => {
    const expiresAt = at(48 * HOUR);
    expect(
      failureOutcome({ attempts: 22, createdAt: created, expiresAt }, at(30 * HOUR), policy),
    ).toMatchObject({ status: 'PENDING' });
  });

  it('gives mail three days', () => {
    expect(MAIL_MAX_AGE_MS).toBe(72 * HOUR);
  });
});
