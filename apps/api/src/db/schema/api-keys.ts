import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './airlines.ts';
import { users } from './users.ts';

// ADR 0019: an airline's API keys. Only the SHA-256 of a key is kept (the key is
// 256 random bits, so a fast hash is enough); `prefix` is the part shown in lists.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // The user who created it; a key stops working when that account is deactivated.
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Written at most once a minute per key (ADR 0019), not on every request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_company_idx').on(t.companyId, t.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
