import { createSecretKey } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import type { Role } from '@saath/shared/accounts';
import { profileCompleteness, type CompletionField } from '@saath/shared/profile';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { users } from '../db/schema/users.ts';
import type { Clock } from './clock.ts';
import { forbidden, unauthorized } from './errors.ts';
import { createBatcher } from './batcher.ts';
import { verifyHs256 } from './jwt.ts';

/** Who is calling: read from the token's session, never from the body. */
export type Principal = {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  role: Role;
  isAdmin: boolean;
  companyId: string | null;
  permissions: string[];
  /** spec §5 completeness gate for group actions, read with the session at no extra query. */
  missingProfileFields: CompletionField[];
};

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
  requireUser: Guard;
  requireAirline: Guard;
  requireAdmin: Guard;
};

const CACHE_LIMIT = 20_000;
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
}): Auth {
  const key = createSecretKey(Buffer.from(deps.secret, 'utf8'));
  const cache = new Map<string, { principal: Principal; until: number }>();
  const tokensOfUser = new Map<string, Set<string>>();

  // Many requests of different users at once (a burst of sign-ins, expired cache entries) read
  // their sessions together: one statement per batch instead of one per request (ADR 0007).
  const lookup = deps.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      email: users.email,
      role: users.role,
      isAdmin: users.isAdmin,
      companyId: users.companyId,
      permissions: users.permissions,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      gender: users.gender,
      dateOfBirth: users.dateOfBirth,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} = ANY(${sql.placeholder('sessionIds')}::uuid[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare('auth_session_principals');
  type SessionRow = Awaited<ReturnType<typeof lookup.execute>>[number];
  const loadSession = createBatcher<{ sessionId: string; userId: string }, SessionRow | undefined>(
    async (wanted) => {
      const rows = await lookup.execute({
        sessionIds: [...new Set(wanted.map((w) => w.sessionId))],
        now: deps.clock.now(),
      });
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

  function remember(token: string, principal: Principal, tokenExpiresAtMs: number) {
    if (deps.cacheSeconds <= 0) return;
    // Entries go in roughly in expiry order (one TTL): the expired ones at the front go now,
    // rather than sitting in memory until the limit pushes them out (a stream of first-time
    // visitors would otherwise keep CACHE_LIMIT entries).
    const now = deps.clock.now().getTime();
    for (const [oldToken, entry] of cache) {
      if (entry.until > now) break;
      forgetToken(oldToken, entry.principal.userId);
    }
    if (cache.size >= CACHE_LIMIT) {
      // Oldest first: Map keeps insertion order.
      const [oldest, entry] = cache.entries().next().value as [string, { principal: Principal }];
      forgetToken(oldest, entry.principal.userId);
    }
    const until = Math.min(now + deps.cacheSeconds * 1000, tokenExpiresAtMs);
    cache.set(token, { principal, until });
    let tokens = tokensOfUser.get(principal.userId);
    if (!tokens) tokensOfUser.set(principal.userId, (tokens = new Set()));
    tokens.add(token);
  }

  async function principalOf(authorization: string | undefined): Promise<Principal | null> {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    const token = match?.[1];
    if (!token) return null;
    const cached = cache.get(token);
    if (cached) {
      if (cached.until > deps.clock.now().getTime()) return cached.principal;
      forgetToken(token, cached.principal.userId);
    }
    const payload = verifyHs256(token, key, deps.clock.now());
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number' || !payload.exp) return null;
    const userId = payload.sub;
    const sessionId = payload.sid;
    const expiresAtMs = payload.exp * 1000;
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
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
    const principal: Principal = {
      userId,
      sessionId,
      ...rest,
      missingProfileFields: missingFields,
    };
    remember(token, principal, expiresAtMs);
    return principal;
  }

  function forgetToken(token: string, userId: string) {
    cache.delete(token);
    const tokens = tokensOfUser.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOfUser.delete(userId);
  }

  function forgetUser(userId: string) {
    for (const token of tokensOfUser.get(userId) ?? []) cache.delete(token);
    tokensOfUser.delete(userId);
  }

  const requireUser: Guard = async (request) => {
    request.principal = await principalOf(request.headers.authorization);
    if (!request.principal) throw unauthorized();
  };

  // spec §6: an airline user has role AIRLINE or a company; admins pass every check.
  const requireAirline: Guard = async (request, reply) => {
    await requireUser(request, reply);
    const p = request.principal!;
    if (!(p.isAdmin || p.role === 'AIRLINE' || p.companyId))
      throw forbidden('Airline partners only');
  };

  const requireAdmin: Guard = async (request, reply) => {
    await requireUser(request, reply);
    if (!request.principal!.isAdmin) throw forbidden('Administrators only');
  };

  return { issueToken, principalOf, forgetUser, requireUser, requireAirline, requireAdmin };
}
