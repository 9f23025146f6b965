import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { signInPausedMessage } from '@saath/shared/accounts';
import type { SignInThrottleSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema/sign-in-throttles.ts';
import type { Clock } from '../../platform/clock.ts';
import { HttpError } from '../../platform/errors.ts';
import { enqueueMailJob } from '../../platform/mailer.ts';

/** The mail job queued when an episode's first pause begins (composed by the accounts module). */
export const SIGN_IN_PAUSED_JOB = 'sign_in_pause_started';

// Ended episodes are deleted at most this often, by whichever failure comes first: no timer.
const PRUNE_INTERVAL_MS = 5 * 60_000;

/**
 * ADR 0033: the per-address limits (ADR 0009) cannot stop guesses spread over many addresses,
 * so failed password checks are also counted per account, in the database every API process
 * shares. After `failures` failures sign-in to the email pauses for `lockMs`; each later failure
 * before a success pauses it again, twice as long, up to `maxLockMs`. A pause refuses the right
 * password too (else the pause would tell a guesser when a guess was right). An email no account
 * uses is counted the same way, so a pause says nothing about whether the account exists.
 */
export function createSignInThrottle(deps: {
  db: Db;
  clock: Clock;
  settings: SignInThrottleSettings;
}) {
  const { db, clock, settings } = deps;
  let nextPruneAt = 0;

  const keyOf = (email: string) =>
    createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

  function paused(until: Date, now: Date): HttpError {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return new HttpError(429, signInPausedMessage(seconds), {}, { 'retry-after': seconds });
  }

  const lockMsAfter = (locks: number) =>
    Math.min(settings.maxLockMs, settings.lockMs * 2 ** Math.min(locks, 30));

  /** Refuses before any password is checked while the email's sign-in is paused. */
  async function assertOpen(email: string): Promise<void> {
    const [row] = await db
      .select({ lockedUntil: signInThrottles.lockedUntil })
      .from(signInThrottles)
      .where(eq(signInThrottles.key, keyOf(email)));
    const now = clock.now();
    if (row?.lockedUntil && row.lockedUntil > now) throw paused(row.lockedUntil, now);
  }

  /**
   * Records a password check's outcome under the account's row lock, so checks that ran at the
   * same time (from many addresses) are counted one after another: a success clears the episode,
   * a failure counts and may begin a pause. Throws the 429 when a pause began while this check
   * ran, whatever its outcome. Answers true when it queued the owner's mail (kick the worker).
   */
  async function settle(email: string, ok: boolean): Promise<boolean> {
    const key = keyOf(email);
    const mailed = await db.transaction(async (tx): Promise<boolean> => {
      const now = clock.now();
      if (!ok) {
        await tx
          .insert(signInThrottles)
          .values({ key, failures: 0, locks: 0, lastFailureAt: now })
          .onConflictDoNothing();
      }
      const [row] = await tx
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, key))
        .for('update');
      if (row?.lockedUntil && row.lockedUntil > now) throw paused(row.lockedUntil, now);
      if (ok) {
        if (row) await tx.delete(signInThrottles).where(eq(signInThrottles.key, key));
        return false;
      }
      if (!row) return false;
      // A day (by default) without a failure: the episode is over, start counting afresh.
      const fresh = now.getTime() - row.lastFailureAt.getTime() >= settings.forgetMs;
      const locks = fresh ? 0 : row.locks;
      const failures = (fresh ? 0 : row.failures) + 1;
      const lockNow = locks > 0 || failures >= settings.failures;
      await tx
        .update(signInThrottles)
        .set(
          lockNow
            ? {
                failures: 0,
                locks: locks + 1,
                lockedUntil: new Date(now.getTime() + lockMsAfter(locks)),
                lastFailureAt: now,
              }
            : { failures, locks, lockedUntil: null, lastFailureAt: now },
        )
        .where(eq(signInThrottles.key, key));
      // One mail per episode, at its first pause: its owner learns that someone is guessing
      // and how to reset the password. A job, composed behind the answer, so an unknown email
      // costs the request the same work (the composer sends nothing for it).
      if (!lockNow || locks > 0) return false;
      await enqueueMailJob(tx, clock, SIGN_IN_PAUSED_JOB, email);
      return true;
    });
    // Left-over rows only cost space: a failed clean-up must not change the answer.
    if (!ok) await pruneWhenDue().catch(() => undefined);
    return mailed;
  }

  /** Ends the email's episode in `tx`: a password reset proved the mailbox's owner. */
  async function clear(tx: Db, email: string): Promise<void> {
    await tx.delete(signInThrottles).where(eq(signInThrottles.key, keyOf(email)));
  }

  async function pruneWhenDue(): Promise<void> {
    const now = clock.now();
    if (now.getTime() < nextPruneAt) return;
    nextPruneAt = now.getTime() + PRUNE_INTERVAL_MS;
    // Rows of emails nobody owns would otherwise pile up: delete forgotten, unpaused episodes.
    await db
      .delete(signInThrottles)
      .where(
        and(
          lt(signInThrottles.lastFailureAt, new Date(now.getTime() - settings.forgetMs)),
          or(isNull(signInThrottles.lockedUntil), lt(signInThrottles.lockedUntil, now)),
        ),
      );
  }

  return { assertOpen, settle, clear };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
