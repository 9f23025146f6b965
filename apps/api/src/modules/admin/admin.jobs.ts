import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import type { Auth, Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import {
  jobStatus,
  listJobs,
  lockJob,
  nextAttemptAt,
  retryDead,
  type JobRow,
  type JobStatus,
  type JobWorker,
} from '../../platform/jobs.ts';
import { insertAuditRow } from './admin.audit.repository.ts';

const present = (row: JobRow): AdminJob => ({
  id: row.id,
  kind: row.kind,
  recipient: row.target,
  status: jobStatus(row),
  attempts: row.attempts,
  last_error: row.lastError,
  response_code: row.responseCode,
  created_at: row.createdAt.toISOString(),
  next_attempt_at: nextAttemptAt(row).toISOString(),
  dead_at: row.deadAt?.toISOString() ?? null,
});

/**
 * The job table seen by admins (ADR 0040): the dead letters (jobs that failed past their kind's
 * age limit) by default, and a retry that gives one its age limit again (audited).
 */
export function createAdminJobsService(deps: { db: Db; clock: Clock; jobs: JobWorker }) {
  const { db, clock } = deps;

  async function list(query: PageQuery & { status: JobStatus }): Promise<Paged<AdminJob>> {
    const { rows, total } = await listJobs(db, query);
    return { items: rows.map(present), ...pageOf(query.skip, query.limit, total) };
  }

  async function retry(principal: Principal, id: string): Promise<AdminJob> {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await lockJob(tx, id);
      if (!found) throw notFound(JOB_NOT_FOUND);
      const retried = await retryDead(tx, id, now, deps.jobs.policyOf(found.kind).maxAgeMs);
      if (!retried) throw conflict(JOB_NOT_DEAD);
      await insertAuditRow(tx, {
        action: 'JOB_RETRIED',
        adminUserId: principal.userId,
        details: { job_id: id, kind: found.kind, attempts: found.attempts },
        at: now,
      });
      return retried;
    });
    deps.jobs.kick();
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
