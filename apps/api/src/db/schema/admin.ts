import { AUDIT_ACTIONS } from '@saath/shared/admin-audit';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from './groups.ts';
import { users } from './users.ts';

// docs/product/lifecycle.md: every admin override is kept with who, when, from, to and
// why (ADR 0006). One row per admin request; the status moves it caused are in
// community_status_history with the same actor. It is also the operators' audit log, so it
// keeps account deactivations and reactivations (subject: a user) and quote selections (subject:
// a group, the quote in details); the status columns are set for overrides only.
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    // Kept when the admin's account goes: the record outlives the person.
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    // The account an action was about (deactivation, reactivation); kept like the actor.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    // What the override did beyond the status (quote selected, tickets issued, members credited).
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_audit_log_community_idx').on(t.communityId, t.id),
    index('admin_audit_log_user_idx').on(t.userId, t.id),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
