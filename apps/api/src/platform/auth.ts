import { createSecretKey } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from '@saath/shared/accounts';
import { API_KEY_INVALID, API_KEY_PREFIX, API_KEY_REFUSED } from '@saath/shared/api-keys';
import { profileCompleteness, type CompletionField } from '@saath/shared/profile';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { users } from '../db/schema/users.ts';
import type { Clock } from './clock.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';
import { tooManyRequestsMessage } from './rate-limit.ts';
import { createBatcher } from './batcher.ts';
import { AUTH_CACHE_DEFAULT_SESSIONS } from '../config.ts';
import { createAccessTokenVerifier } from './jwt.ts';
import { ADMINISTRATORS_ONLY, AIRLINES_ONLY } from '@saath/shared/errors';

/** Who is calling: read from the token's session, never from the body. */
export type Principal = {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  /**
   * The language the user reads (ADR 0064), read with the session: a mail written while serving
   * their request (a join's) needs no read of its own. A change of it, like any change of the
   * user's row, drops their cached sign-ins in every process.
   */
  language: string;
  role: Role;
  isAdmin: boolean;
  companyId: string | null;
  permissions: string[];
  /**
   * The profile-completeness gate for group actions (docs/product/roles.md), read with the
   * session at no extra query.
   */
  missingProfileFields: CompletionField[];
  /** Set when the caller is an airline's system with an API key (ADR 0019), not a session. */
  apiKeyId?: string;
};

/** What an API key resolves to: who it acts as (null: no live key), or its budget is spent. */
export type KeyAnswer = { principal: Principal | null } | { retryAfterSeconds: number };

/** Resolves API keys (the api-keys module); the platform only knows their prefix. */
export type KeyResolver = { principalOfKey(key: string): Promise<KeyAnswer> };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export type Auth = {
  issueToken(userId: string, sessionId: string, expiresAt: Date): Promise<string>;
  /** The principal of a bearer token, or null for a missing, bad, expired or revoked one. */
  principalOf(authorization: string | undefined): Promise<Principal | null>;
  /**
   * Forgets what this process remembers about a user's sessions; call after anything that
   * changes a principal (logout, password change or reset, profile, role).
   */
  forgetUser(userId: string): void;
  /** Forgets every session (the change feed may have missed a revocation). */
  forgetAll(): void;
  requireUser: Guard;
  requireAirline: Guard;
  requireAdmin: Guard;
  /** requireUser, or an airline's API key (the RFQ reads only). */
  requireUserOrKey: Guard;
  /** requireAirline, or an airline's API key (quotes). */
  requireAirlineOrKey: Guard;
};

// Ids in a token we signed are UUIDs; anything else cannot name a session (and must not reach
// the uuid[] cast of the batched lookup, which would fail the whole batch).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * ADR 0001: every token names a session row, read with its user in one prepared query. A
 * resolved principal is remembered for `cacheSeconds` (never past the token's expiry), so a
 * burst of requests costs one lookup. This process forgets a user at once on logout, password
 * or profile changes; other processes see a revocation within `cacheSeconds`.
 */
export function createAuth(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  cacheSeconds: number;
  /** Resolved tokens kept at most (AUTH_CACHE_MAX_SESSIONS), least recently used dropped. */
  maxEntries?: number;
  /** Where API keys are looked up; without it no route takes a key. */
  keys?: KeyResolver;
}): Auth {
  const key = createSecretKey(Buffer.from(deps.secret, 'utf8'));
  const verifyAccessToken = createAccessTokenVerifier(deps.secret);
  // Many requests of different users at once (a burst of sign-ins, expired cache entries) read
  // their sessions together: one statement per batch instead of one per request (ADR 0007).
  const principalQuery = (session: SQL, name: string) =>
    deps.db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        email: users.email,
        role: users.role,
        isAdmin: users.isAdmin,
        companyId: users.companyId,
        permissions: users.permissions,
        firstName: users.firstName,
        language: users.language,
        lastName: users.lastName,
        phone: users.phone,
        gender: users.gender,
        dateOfBirth: users.dateOfBirth,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          session,
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(users.isActive, true),
        ),
      )
      .prepare(name);
  const lookup = principalQuery(
    sql`${sessions.id} = ANY(${sql.placeholder('sessionIds')}::uuid[])`,
    'auth_session_principals',
  );
  // A batch of one, the usual one, has a statement of its own: PostgreSQL plans `= ANY($1)`
  // again on every run (a plan kept for an array of unknown length never looks as cheap as one
  // made for the array at hand), 0.3 ms of its CPU each time; `= $1` it plans once.
  const lookupOne = principalQuery(
    eq(sessions.id, sql.placeholder('sessionId')),
    'auth_session_principal',
  );
  type SessionRow = Awaited<ReturnType<typeof lookup.execute>>[number];
  const loadSession = createBatcher<{ sessionId: string; userId: string }, SessionRow | undefined>(
    async (wanted) => {
      const sessionIds = [...new Set(wanted.map((w) => w.sessionId))];
      const now = deps.clock.now();
      const rows = await (sessionIds.length === 1
        ? lookupOne.execute({ sessionId: sessionIds[0], now })
        : lookup.execute({ sessionIds, now }));
      const byId = new Map(rows.map((r) => [r.sessionId, r]));
      // The session must belong to the token's user, as the token says.
      return wanted.map((w) => {
        const row = byId.get(w.sessionId);
        return row && row.userId === w.userId ? row : undefined;
      });
    },
    { maxBatch: 200, concurrency: 2 },
  );

  async function issueToken(userId: string, sessionId: string, expiresAt: Date) {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(deps.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  }

  type Claims = { userId: string; sessionId: string; expiresAtMs: number };

  /** Who a token claims to be, if it is one we signed and it has not expired; no lookup. */
  async function claimsOf(token: string): Promise<Claims | undefined> {
    const payload = verifyAccessToken(token, deps.clock.now());
    if (!payload || typeof payload.sid !== 'string') return undefined;
    if (!UUID.test(payload.sid) || !UUID.test(payload.sub)) return undefined;
    return { userId: payload.sub, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
  }

  /** The principal of a token's session as the database has it now (null: none). */
  async function principalFor({ userId, sessionId }: Claims): Promise<Principal | null> {
    const row = await loadSession({ sessionId, userId });
    if (!row) return null;
    const { lastName, phone, gender, dateOfBirth, sessionId: _s, userId: _u, ...rest } = row;
    const { missingFields } = profileCompleteness({
      first_name: row.firstName,
      last_name: lastName,
      email: row.email,
      phone,
      gender,
      date_of_birth: dateOfBirth,
    });
    return { userId, sessionId, ...rest, missingProfileFields: missingFields };
  }

  // The tokens of each user that the cache holds or is loading, so that forgetUser finds them.
  // Kept in step with the cache (onInsert, dispose), so it never outgrows the cache's bound.
  const tokensOfUser = new Map<string, Set<string>>();
  const track = (userId: string, token: string) => {
    let tokens = tokensOfUser.get(userId);
    if (!tokens) tokensOfUser.set(userId, (tokens = new Set()));
    tokens.add(token);
  };
  const untrack = (userId: string, token: string) => {
    const tokens = tokensOfUser.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOfUser.delete(userId);
  };
  const cacheMs = deps.cacheSeconds * 1000;
  // Only tokens we signed get here, so a revoked session's "no principal" is kept too: a client
  // retrying with a stale token costs one lookup per cacheSeconds, not one per request.
  type Resolved = { userId: string; principal: Principal | null };
  const cache = new LRUCache<string, Resolved, Claims>({
    max: deps.maxEntries ?? AUTH_CACHE_DEFAULT_SESSIONS,
    ttl: cacheMs,
    // The injected clock, read on every check (no 1 ms memo): tests move it by hand.
    perf: { now: () => deps.clock.now().getTime() },
    ttlResolution: 0,
    // A lookup that forgetUser interrupted still answers its request; it is just not kept.
    ignoreFetchAbort: true,
    onInsert: (resolved, token) => track(resolved.userId, token),
    dispose: (resolved, token) => untrack(resolved.userId, token),
    // Concurrent requests with the same uncached token share one lookup.
    fetchMethod: async (token, _stale, { options, signal, context: claims }) => {
      // Tracked while loading, so that forgetUser's delete aborts a lookup that may have read
      // the session before a logout or a change.
      track(claims.userId, token);
      const principal = await principalFor(claims);
      if (signal.aborted) untrack(claims.userId, token);
      // Never past the token's own expiry.
      const left = claims.expiresAtMs - deps.clock.now().getTime();
      options.ttl = Math.max(1, Math.min(cacheMs, left));
      return { userId: claims.userId, principal };
    },
  });

  async function principalOf(authorization: string | undefined): Promise<Principal | null> {
    const token = bearerOf(authorization);
    if (!token) return null;
    const kept = cacheMs > 0 ? cache.get(token) : undefined;
    if (kept) return kept.principal;
    const claims = await claimsOf(token);
    if (!claims) return null;
    if (cacheMs <= 0) return principalFor(claims);
    return (await cache.fetch(token, { context: claims }))?.principal ?? null;
  }

  function forgetUser(userId: string) {
    for (const token of [...(tokensOfUser.get(userId) ?? [])]) cache.delete(token);
    tokensOfUser.delete(userId);
  }

  function forgetAll() {
    cache.clear();
    tokensOfUser.clear();
  }

  const requireUser: Guard = async (request) => {
    request.principal = await principalOf(request.headers.authorization);
    if (request.principal) return;
    // ADR 0019: a key is refused everywhere but the airline endpoints, and told so.
    if (bearerOf(request.headers.authorization)?.startsWith(API_KEY_PREFIX))
      throw unauthorized(API_KEY_REFUSED);
    throw unauthorized();
  };

  /** The key's principal when the bearer is an API key, else `guard`'s check. */
  const orKey =
    (guard: Guard): Guard =>
    async (request, reply) => {
      const token = bearerOf(request.headers.authorization);
      if (!deps.keys || !token?.startsWith(API_KEY_PREFIX)) return guard(request, reply);
      const answer = await deps.keys.principalOfKey(token);
      if ('retryAfterSeconds' in answer) {
        reply.header('retry-after', String(answer.retryAfterSeconds));
        throw new HttpError(429, tooManyRequestsMessage(answer.retryAfterSeconds));
      }
      if (!answer.principal) throw unauthorized(API_KEY_INVALID);
      request.principal = answer.principal;
    };

  // An airline user has role AIRLINE or a company; admins pass every check.
  const requireAirline: Guard = async (request, reply) => {
    await requireUser(request, reply);
    const p = request.principal!;
    if (!(p.isAdmin || p.role === 'AIRLINE' || p.companyId)) throw forbidden(AIRLINES_ONLY);
  };

  const requireAdmin: Guard = async (request, reply) => {
    await requireUser(request, reply);
    if (!request.principal!.isAdmin) throw forbidden(ADMINISTRATORS_ONLY);
  };

  return {
    issueToken,
    principalOf,
    forgetUser,
    forgetAll,
    requireUser,
    requireAirline,
    requireAdmin,
    requireUserOrKey: orKey(requireUser),
    requireAirlineOrKey: orKey(requireAirline),
  };
}

function bearerOf(authorization: string | undefined): string | undefined {
  return authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}
