import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE } from '@saath/shared/i18n';
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  API_KEY_NOT_FOUND,
  MAX_ACTIVE_API_KEYS,
  ONLY_AIRLINES_MANAGE_KEYS,
  TOO_MANY_API_KEYS,
  type ApiKey,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@saath/shared/api-keys';
import type { Db } from '../../db/client.ts';
import type { ApiKeyRow } from '../../db/schema/api-keys.ts';
import type { KeyAnswer, Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Budget } from '../../platform/rate-limit.ts';
import * as repo from './api-keys.repository.ts';

// A use is written at most this often per key: "last used" is to the minute, and a busy
// airline system does not turn every request into a write (ADR 0019).
const LAST_USED_RESOLUTION_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

const present = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

export function createApiKeysService(deps: { db: Db; clock: Clock; budget: Budget }) {
  const { db, clock } = deps;

  function companyOf(principal: Principal): string {
    if (!principal.companyId) throw forbidden(ONLY_AIRLINES_MANAGE_KEYS);
    return principal.companyId;
  }

  async function list(principal: Principal): Promise<ApiKey[]> {
    return (await repo.keysOfCompany(db, companyOf(principal))).map(present);
  }

  async function create(principal: Principal, body: CreateApiKeyBody): Promise<CreatedApiKey> {
    const companyId = companyOf(principal);
    // 256 random bits: nobody guesses one, and a fast hash is enough to keep it (ADR 0019).
    const secret = randomBytes(32).toString('base64url');
    const key = `${API_KEY_PREFIX}${secret}`;
    const row = await db.transaction(async (tx) => {
      // One creation at a time per company, so the cap holds under concurrent requests.
      await repo.lockCompanyKeys(tx, companyId);
      if ((await repo.activeKeyCount(tx, companyId)) >= MAX_ACTIVE_API_KEYS)
        throw conflict(TOO_MANY_API_KEYS);
      return repo.insertApiKey(tx, {
        companyId,
        createdBy: principal.userId,
        name: body.name,
        prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS),
        keyHash: hashOf(key),
        createdAt: clock.now(),
      });
    });
    return { ...present(row), key };
  }

  async function revoke(principal: Principal, id: string): Promise<ApiKey> {
    const companyId = companyOf(principal);
    const found = await repo.keyOfCompany(db, companyId, id);
    if (!found) throw notFound(API_KEY_NOT_FOUND);
    const row = await repo.revokeKey(db, id, clock.now());
    return present(row ?? found);
  }

  /**
   * The principal an API key acts as: its company, through the account that created it (an
   * airline, never an admin); null for anything that is not a live key. Counts its
   * company's rate limit and records its use (at most once a minute).
   */
  async function principalOfKey(token: string): Promise<KeyAnswer> {
    const row = await repo.activeKeyByHash(db, hashOf(token));
    if (!row) return { principal: null };
    // One budget per company, shared by all its keys: a key per budget would let a company
    // multiply its rate by the number of keys it may hold.
    const retryAfterSeconds = await deps.budget.take(row.companyId);
    if (retryAfterSeconds !== null) return { retryAfterSeconds };
    const now = clock.now();
    const since = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (!row.lastUsedAt || row.lastUsedAt < since) await repo.touchKey(db, row.id, now, since);
    const principal: Principal = {
      userId: row.userId,
      sessionId: row.id,
      apiKeyId: row.id,
      email: row.email,
      firstName: row.firstName,
      // An airline's system: what Saath writes to airlines stays English.
      language: DEFAULT_LANGUAGE,
      role: 'AIRLINE',
      isAdmin: false,
      companyId: row.companyId,
      permissions: [],
      missingProfileFields: [],
    };
    return { principal };
  }

  return { list, create, revoke, principalOfKey };
}
