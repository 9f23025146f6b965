import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../platform/clock.ts';
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
