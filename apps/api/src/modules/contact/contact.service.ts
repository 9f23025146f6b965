import type { ContactSubmission, contactBodySchema } from '@saath/shared/contact';
import { pageOf, type PageQuery, type Paged } from '@saath/shared/paging';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ContactSubmissionRow } from '../../db/schema/contact.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail, type MailWorker } from '../../platform/mailer.ts';
import { contactReceivedMail } from './contact.mails.ts';
import * as repo from './contact.repository.ts';

type ContactInput = z.output<typeof contactBodySchema>;

export type ContactDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'admin' | 'publicUrl'>;
  mail: MailWorker;
};

export function toSubmission(row: ContactSubmissionRow): ContactSubmission {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

export function createContactService(deps: ContactDeps) {
  const { db, clock } = deps;

  /** spec §5 "Contact form": stored, and the operator hears of it through the outbox. */
  async function submit(input: ContactInput): Promise<ContactSubmission> {
    const row = await db.transaction(async (tx) => {
      const saved = await repo.insertSubmission(tx, { ...input, createdAt: clock.now() });
      const admin = deps.config.admin?.email;
      if (admin)
        await enqueueMail(tx, clock, contactReceivedMail(admin, saved, deps.config.publicUrl));
      return saved;
    });
    if (deps.config.admin) deps.mail.kick();
    return toSubmission(row);
  }

  /** decisions.md "API contract": {items, total, page, pages}, newest first. */
  async function list(query: PageQuery): Promise<Paged<ContactSubmission>> {
    const [rows, total] = await Promise.all([
      repo.listSubmissions(db, query.skip, query.limit),
      repo.countSubmissions(db),
    ]);
    return { items: rows.map(toSubmission), ...pageOf(query.skip, query.limit, total) };
  }

  return { submit, list };
}

export type ContactService = ReturnType<typeof createContactService>;
