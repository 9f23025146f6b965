import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Role } from '@saath/shared/accounts';
import { profileCompleteness, type CompletionField } from '@saath/shared/profile';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { users } from '../db/schema/users.ts';
import type { Clock } from './clock.ts';
import { forbidden, unauthorized } from './errors.ts';

/** Who is calling: read from the token's session on every request, never from the body. */
export type Principal = {
  userId: string;
  sessionId: string;
  email: string;
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
  requireUser: Guard;
  requireAirline: Guard;
  requireAdmin: Guard;
};

export function createAuth(deps: { db: Db; clock: Clock; secret: string }): Auth {
  const key = new TextEncoder().encode(deps.secret);

  async function issueToken(userId: string, sessionId: string, expiresAt: Date) {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(deps.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  }

  async function principalOf(authorization: string | undefined): Promise<Principal | null> {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) return null;
    let userId: string;
    let sessionId: string;
    try {
      const { payload } = await jwtVerify(match[1], key, {
        algorithms: ['HS256'],
        currentDate: deps.clock.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      userId = payload.sub;
      sessionId = payload.sid;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
    const [row] = await deps.db
      .select({
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
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, deps.clock.now()),
          eq(users.isActive, true),
        ),
      )
      .limit(1);
    if (!row) return null;
    const { firstName, lastName, phone, gender, dateOfBirth, ...rest } = row;
    const { missingFields } = profileCompleteness({
      first_name: firstName,
      last_name: lastName,
      email: row.email,
      phone,
      gender,
      date_of_birth: dateOfBirth,
    });
    return { userId, sessionId, ...rest, missingProfileFields: missingFields };
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

  return { issueToken, principalOf, requireUser, requireAirline, requireAdmin };
}
