import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import {
  pageOf,
  pagedSchema,
  pageQuerySchema,
  type Paged,
  type PageQuery,
} from '@saath/shared/paging';
import {
  adminJobSchema,
  JOB_NOT_DEAD,
  JOB_NOT_FOUND,
  jobIdParamsSchema,
  jobListQuerySchema,
  type AdminJob,
} from '@saath/shared/webhooks';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Auth, Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { JobRow, MailWorker } from '../../platform/mailer.ts';
import { insertAuditRow } from './admin.audit.repository.ts';

type JobStatus = JobRow['status'];

const present = (row: JobRow): AdminJob => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  response_code: row.responseCode,
  created_at: row.createdAt.toISOString(),
  next_attempt_at: row.nextAttemptAt.toISOString(),
  dead_at: row.deadAt?.toISOString() ?? null,
});

/**
 * Issue 12, ADR 0026: the one job table seen by admins: the dead letters (jobs that failed past
 * their kind's age limit) by default, and a retry that gives one its age limit again (audited).
 */
export function createAdminJobsService(deps: { db: Db; clock: Clock; mail: MailWorker }) {
  const { db, clock } = deps;

  async function list(query: PageQuery & { status: JobStatus }): Promise<Paged<AdminJob>> {
    const where = eq(mailOutbox.status, query.status);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.deadAt), desc(mailOutbox.createdAt))
        .limit(query.limit)
        .offset(query.skip),
      db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    return { items: rows.map(present), ...pageOf(query.skip, query.limit, total?.n ?? 0) };
  }

  async function retry(principal: Principal, id: string): Promise<AdminJob> {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
      if (!found) throw notFound(JOB_NOT_FOUND);
      if (found.status !== 'DEAD') throw conflict(JOB_NOT_DEAD);
      const [retried] = await tx
        .update(mailOutbox)
        .set({
          status: 'PENDING',
          nextAttemptAt: now,
          deadAt: null,
          expiresAt: new Date(now.getTime() + deps.mail.maxAgeOf(found.kind)),
        })
        .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} = 'DEAD'`))
        .returning();
      await insertAuditRow(tx, {
        action: 'JOB_RETRIED',
        adminUserId: principal.userId,
        details: { job_id: id, kind: found.kind, attempts: found.attempts },
        at: now,
      });
      return retried!;
    });
    deps.mail.kick();
    return present(row);
  }

  return { list, retry };
}

export type AdminJobsService = ReturnType<typeof createAdminJobsService>;

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };

export function registerAdminJobsRoutes(
  parent: FastifyInstance,
  deps: { jobs: AdminJobsService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { jobs, auth } = deps;
  app.get('/api/admin/jobs', {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'listJobs',
      tags,
      security,
      summary: 'Background jobs (mail, webhooks, alert matching) by status; DEAD by default',
      querystring: pageQuerySchema.extend(jobListQuerySchema.shape),
      response: { 200: pagedSchema(adminJobSchema), ...errors },
    },
    handler: async (request) => jobs.list(request.query),
  });
  app.post('/api/admin/jobs/:id/retry', {
    onRequest: auth.requireAdmin,
    schema: {
      operationId: 'retryJob',
      tags,
      security,
      summary: 'Queue a dead job for another attempt now, with its age limit anew (audited)',
      params: jobIdParamsSchema,
      response: { 200: adminJobSchema, ...errors, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request) => jobs.retry(request.principal!, request.params.id),
  });
}
