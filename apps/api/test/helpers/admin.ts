import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { bearer, login } from './app.ts';
import { airline, traveller } from './groups.ts';

/** The admin the app creates at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ADMIN_EMAIL = 'ops@saath.test';
export const ADMIN_PASSWORD = 'Adm1n!secret';
export const ADMIN_ENV = { ADMIN_EMAIL, ADMIN_PASSWORD };

export async function adminHeaders(app: FastifyInstance) {
  return bearer(await login(app, ADMIN_EMAIL, ADMIN_PASSWORD));
}

export async function adminUserId(database: Database): Promise<string> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN_EMAIL));
  return row!.id;
}

/** Who must be turned away from an admin route, and with which status. */
export async function outsiders(app: FastifyInstance) {
  const asha = await traveller(app, 'Asha');
  const carrier = await airline(app, 'IndiGo Test');
  return [
    { who: 'a guest', headers: {} as Record<string, string>, status: 401 },
    { who: 'a traveller', headers: asha.headers, status: 403 },
    { who: 'an airline user', headers: carrier.headers, status: 403 },
  ];
}
