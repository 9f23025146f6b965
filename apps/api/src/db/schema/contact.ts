import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// spec §3 "Contact submission": what a visitor sent through /contact, read by admins.
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The admin list reads newest first, a page at a time.
  (t) => [index('contact_submissions_created_idx').on(t.createdAt, t.id)],
);

export type ContactSubmissionRow = typeof contactSubmissions.$inferSelect;
