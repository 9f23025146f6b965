import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Contact submission: what a visitor sent through /contact, read by admins.
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // An admin marks a message handled (and may reopen it: both back to null).
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // The admin list reads newest first, a page at a time, all or open only.
  (t) => [index('contact_submissions_created_idx').on(t.createdAt, t.id)],
);

export type ContactSubmissionRow = typeof contactSubmissions.$inferSelect;
