import {
  CONTACT_NOT_FOUND,
  type ContactListQuery,
  type ContactSubmission,
  type contactBodySchema,
} from '@saath/shared/contact';
import { pageOf, type Paged } from '@saath/shared/paging';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ContactSubmissionRow } from '../../db/schema/contact.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
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

export function toSubmission(
  row: ContactSubmissionRow & Partial<repo.SubmissionWithHandler>,
): ContactSubmission {
  const handler = `${row.handlerFirstName ?? ''} ${row.handlerLastName ?? ''}`.trim();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt ? row.handledAt.toISOString() : null,
    handled_by: row.handledBy,
    handled_by_name: row.handledAt && handler ? handler : null,
  };
}

export function createContactService(deps: ContactDeps) {
  const { db, clock } = deps;

  /** The contact form: stored, and the operator hears of it through the outbox. */
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

  /**
   * The admin list shape {items, total, page, pages} (docs/product/glossary.md), newest first: all
   * (the default, the answer the existing client knows), open or handled only.
   */
  async function list(query: ContactListQuery): Promise<Paged<ContactSubmission>> {
    const [rows, total] = await Promise.all([
      repo.listSubmissions(db, query.state, query.skip, query.limit),
      repo.countSubmissions(db, query.state),
    ]);
    return { items: rows.map(toSubmission), ...pageOf(query.skip, query.limit, total) };
  }

  /**
   * An admin marks a message handled (time from the clock, their id) or reopens it.
   * Either answers the message as it now stands; asking for the state it is in changes nothing.
   */
  async function setHandled(adminUserId: string, id: string, handled: boolean) {
    await repo.setHandled(db, id, handled ? { at: clock.now(), by: adminUserId } : null);
    const row = await repo.findSubmission(db, id);
    if (!row) throw notFound(CONTACT_NOT_FOUND);
    return toSubmission(row);
  }

  return { submit, list, setHandled };
}

export type ContactService = ReturnType<typeof createContactService>;
