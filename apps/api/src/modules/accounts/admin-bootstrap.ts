import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ADMIN_SETUP_INVALID,
  ADMIN_SETUP_LINK_SECONDS,
  ADMIN_SETUP_PATH,
  type AdminSetupBody,
} from '@saath/shared/admin-setup';
import { EMAIL_TAKEN } from '@saath/shared/accounts';
import { queryRows, type Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findUserByEmail, insertUser, updateUser } from './accounts.repository.ts';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start-up: create that admin, or promote the existing
 * account. An existing account keeps its password (operators reset it the usual way), so a
 * restart never silently changes anyone's credentials.
 */
export async function ensureAdmin(
  db: Db,
  clock: Clock,
  admin: { email: string; password: string },
) {
  const existing = await findUserByEmail(db, admin.email);
  const now = clock.now();
  if (existing) {
    if (!existing.isAdmin || existing.role !== 'ADMIN' || !existing.isActive) {
      await updateUser(db, existing.id, {
        isAdmin: true,
        role: 'ADMIN',
        isActive: true,
        updatedAt: now,
      });
    }
    return;
  }
  try {
    await insertUser(db, {
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Saath',
      lastName: 'Admin',
      role: 'ADMIN',
      isAdmin: true,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // Processes of a cluster (ADR 0008) start together: another one created the admin first.
    if (!isUniqueViolation(error)) throw error;
  }
}

// ---- the first admin of a fresh install (ADR 0042) ------------------------------------------

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function adminExists(db: Db): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM users WHERE is_admin OR role = 'ADMIN' LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * With no admin yet (and no ADMIN_EMAIL, which would have made one), a link the operator opens to
 * create the first admin: a random token, of which only its hash is stored, valid for
 * ADMIN_SETUP_LINK_SECONDS and once. Undefined once any admin exists.
 */
export async function issueAdminSetupLink(
  db: Db,
  clock: Clock,
  publicUrl: string,
): Promise<string | undefined> {
  if (await adminExists(db)) return undefined;
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.execute(
    sql`INSERT INTO admin_setup_tokens (token_hash, created_at, expires_at)
        VALUES (${sha256(token)}, ${now},
          ${new Date(now.getTime() + ADMIN_SETUP_LINK_SECONDS * 1000)})`,
  );
  return `${publicUrl}${ADMIN_SETUP_PATH}?token=${token}`;
}

/** The unused, unexpired link of this token, while no admin exists (locked in a transaction). */
async function usableLink(db: Db, token: string, now: Date, lock = false) {
  if (await adminExists(db)) return undefined;
  const [row] = await queryRows<{ id: string; expires_at: Date | string }>(
    db,
    sql`SELECT id, expires_at FROM admin_setup_tokens
        WHERE token_hash = ${sha256(token)} AND used_at IS NULL AND expires_at > ${now}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export function createAdminSetup(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function check(token: string) {
    const link = await usableLink(db, token, clock.now());
    if (!link) throw notFound(ADMIN_SETUP_INVALID);
    return { expires_at: new Date(link.expires_at).toISOString() };
  }

  async function create(body: AdminSetupBody) {
    // argon2 before the transaction, as every account is made (no lock waits on it).
    await check(body.token);
    const passwordHash = await hashPassword(body.password);
    const email = body.email.trim().toLowerCase();
    return db.transaction(async (tx) => {
      // One first admin, however many links were printed and requests race: the second
      // waits here, then finds an admin and a used link.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin-setup'))`);
      const now = clock.now();
      if (!(await usableLink(tx, body.token, now, true))) throw notFound(ADMIN_SETUP_INVALID);
      try {
        await insertUser(tx, {
          email,
          passwordHash,
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          role: 'ADMIN',
          isAdmin: true,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      // Every link printed so far dies with the first admin.
      await tx.execute(sql`UPDATE admin_setup_tokens SET used_at = ${now} WHERE used_at IS NULL`);
      return { email };
    });
  }

  return { check, create };
}

export type AdminSetup = ReturnType<typeof createAdminSetup>;
