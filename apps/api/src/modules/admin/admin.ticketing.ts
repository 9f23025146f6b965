import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { errorSchema, validationErrorSchema } from '@saath/shared/errors';
import {
  AWARD_NOT_AWAITING_TICKETS,
  AWARD_NOT_FOUND,
  DEADLINE_ALREADY_EXTENDED,
  DEADLINE_PAST_CAP,
  adminTicketingBoardSchema,
  adminTicketingRowSchema,
  extendDeadlineBodySchema,
  quoteIdParamsSchema,
  type AdminTicketingBoard,
  type AdminTicketingRow,
  type ExtendDeadlineBody,
} from '@saath/shared/ticketing';
import { queryRows, type Db } from '../../db/client.ts';
import type { Auth, Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mailer.ts';
import { lockGroup } from '../groups/index.ts';
import { indiaDeadline, ticketingCap } from '../lifecycle/index.ts';
import { insertAuditRow } from './admin.audit.repository.ts';
import { asWork } from '../../platform/work.ts';

type BoardRow = {
  quote_id: string;
  community_id: string;
  rfq_number: string;
  from_location: string;
  to_location: string;
  travel_date: string;
  company_id: string;
  airline_name: string;
  company_email: string;
  ticketing_deadline: Date | string;
  extended_at: Date | string | null;
  group_status: string;
  is_selected: boolean;
  issued: number;
  total: number;
  pending: number;
};

/** Booked groups' awards with their ticket counts; one award when `quoteId` is given. */
function boardRows(db: Db, quoteId: string | null) {
  return queryRows<BoardRow>(
    db,
    sql`SELECT q.id AS quote_id, c.id AS community_id, c.rfq_number, c.from_location,
          c.to_location, c.travel_date::text AS travel_date, co.id AS company_id,
          co.name AS airline_name, co.email AS company_email,
          q.ticketing_deadline, q.ticketing_extended_at AS extended_at,
          c.status AS group_status, q.is_selected,
          (SELECT count(*)::int FROM tickets t WHERE t.community_id = c.id
           AND t.status = 'ISSUED') AS issued,
          (SELECT count(*)::int FROM tickets t WHERE t.community_id = c.id
           AND t.status <> 'CANCELLED') AS total,
          (SELECT count(*)::int FROM tickets t WHERE t.community_id = c.id
           AND t.status = 'PENDING') AS pending
        FROM quotes q
        JOIN communities c ON c.id = q.community_id
        JOIN companies co ON co.id = q.company_id
        WHERE q.ticketing_deadline IS NOT NULL AND ${
          quoteId === null
            ? sql`q.is_selected AND c.status = 'BOOKED' AND EXISTS (SELECT 1 FROM tickets t
                WHERE t.community_id = c.id AND t.status = 'PENDING')`
            : sql`q.id = ${quoteId}`
        }
        ORDER BY q.ticketing_deadline, c.rfq_number`,
  );
}

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The admin's ticketing board (docs/product/ticketing.md "The admin's board"): booked groups
 * whose airline still has tickets to issue, overdue first, then by deadline; and an award's
 * deadline extended once, never past the cap, audited, the airline mailed.
 */
export function createAdminTicketingService(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;

  function toRow(r: BoardRow, now: Date): AdminTicketingRow {
    const deadline = new Date(r.ticketing_deadline);
    return {
      quote_id: r.quote_id,
      community_id: r.community_id,
      rfq_number: r.rfq_number,
      from_location: r.from_location,
      to_location: r.to_location,
      travel_date: r.travel_date,
      company_id: r.company_id,
      airline_name: r.airline_name,
      ticketing_deadline: deadline.toISOString(),
      overdue: deadline.getTime() <= now.getTime(),
      tickets_issued: Number(r.issued),
      tickets_total: Number(r.total),
      extended: r.extended_at !== null,
    };
  }

  async function board(): Promise<AdminTicketingBoard> {
    const now = clock.now();
    // Already sorted by deadline: the overdue ones are those first.
    return { groups: (await boardRows(db, null)).map((r) => toRow(r, now)) };
  }

  async function extend(
    admin: Principal,
    quoteId: string,
    body: ExtendDeadlineBody,
  ): Promise<AdminTicketingRow> {
    return db.transaction(async (tx) => {
      const [found] = await boardRows(tx, quoteId);
      if (!found) throw notFound(AWARD_NOT_FOUND);
      // The group's lock first (ADR 0038): the sweep and the airline's upload take it too.
      await lockGroup(asWork(tx), found.community_id);
      const [award] = await boardRows(tx, quoteId);
      if (!award || !award.is_selected || award.group_status !== 'BOOKED' || award.pending === 0)
        throw conflict(AWARD_NOT_AWAITING_TICKETS);
      if (award.extended_at !== null) throw conflict(DEADLINE_ALREADY_EXTENDED);
      const from = new Date(award.ticketing_deadline);
      const to = new Date(from.getTime() + body.hours * 3_600_000);
      const cap = ticketingCap(award.travel_date);
      if (to > cap) throw conflict(DEADLINE_PAST_CAP(indiaDeadline(cap)));
      const now = clock.now();
      await tx.execute(
        sql`UPDATE quotes SET ticketing_deadline = ${to}, ticketing_extended_at = ${now}
            WHERE id = ${quoteId}`,
      );
      await insertAuditRow(tx, {
        action: 'TICKETING_DEADLINE_EXTENDED',
        adminUserId: admin.userId,
        communityId: award.community_id,
        reason: body.reason,
        details: {
          quote_id: quoteId,
          airline: award.airline_name,
          hours: body.hours,
          from: from.toISOString(),
          to: to.toISOString(),
        },
        at: now,
      });
      await enqueueMail(tx, clock, {
        kind: 'ticketing_extended',
        to: award.company_email,
        subject: `Ticketing deadline extended: ${award.rfq_number} now due by ${indiaDeadline(to)}`,
        text: [
          `Hello ${award.airline_name},`,
          '',
          `Saath extended the ticketing deadline of ${award.rfq_number} (${award.from_location} to ${award.to_location}, ${award.travel_date}) by ${body.hours} hours.`,
          `Please issue the remaining tickets by ${indiaDeadline(to)}. This extension is the only one.`,
          '',
          `Your groups: ${deps.publicUrl}/airline/bids`,
          '',
          'Team Saath',
        ].join('\n'),
      });
      return toRow({ ...award, ticketing_deadline: to, extended_at: iso(now) }, now);
    });
  }

  return { board, extend };
}

export type AdminTicketingService = ReturnType<typeof createAdminTicketingService>;

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };

export function registerAdminTicketingRoutes(
  parent: FastifyInstance,
  deps: { ticketing: AdminTicketingService; auth: Auth },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.auth.requireAdmin;

  app.get('/api/admin/ticketing', {
    onRequest,
    schema: {
      operationId: 'adminTicketingBoard',
      tags,
      security,
      summary: 'Booked groups whose airline still has tickets to issue, overdue first, by deadline',
      response: { 200: adminTicketingBoardSchema, ...errors },
    },
    handler: async () => deps.ticketing.board(),
  });

  app.post('/api/admin/ticketing/:quoteId/extend', {
    onRequest,
    schema: {
      operationId: 'extendTicketingDeadline',
      tags,
      security,
      summary: "Extend an award's ticketing deadline once, never past the cap, audited",
      params: quoteIdParamsSchema,
      body: extendDeadlineBodySchema,
      response: {
        200: adminTicketingRowSchema,
        ...errors,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request) =>
      deps.ticketing.extend(request.principal!, request.params.quoteId, request.body),
  });
}

/**
 * Each airline's on-time ticketing rate for the analytics (docs/product/ticketing.md): an award
 * counts once its deadline has passed, it missed it, or every ticket is issued; it is on time
 * when it did not miss and its last ticket was issued by its deadline.
 */
export async function airlineTicketing(db: Db, now: Date) {
  const rows = await queryRows<{
    company_id: string;
    name: string;
    awards: number;
    on_time: number;
  }>(
    db,
    sql`SELECT co.id AS company_id, co.name,
          count(*) FILTER (WHERE x.counted)::int AS awards,
          count(*) FILTER (WHERE x.counted AND x.on_time)::int AS on_time
        FROM quotes q
        JOIN companies co ON co.id = q.company_id
        CROSS JOIN LATERAL (SELECT
            q.ticketing_missed_at IS NOT NULL OR q.ticketing_deadline <= ${now}
              OR NOT EXISTS (SELECT 1 FROM tickets t WHERE t.quote_id = q.id
                AND t.status = 'PENDING') AS counted,
            q.ticketing_missed_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.quote_id = q.id
                AND t.status = 'PENDING')
              AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.quote_id = q.id
                AND t.issued_at > q.ticketing_deadline) AS on_time) x
        WHERE q.ticketing_deadline IS NOT NULL
        GROUP BY co.id, co.name
        HAVING count(*) FILTER (WHERE x.counted) > 0
        ORDER BY co.name`,
  );
  return rows.map((r) => ({
    ...r,
    awards: Number(r.awards),
    on_time: Number(r.on_time),
    rate: Number(r.awards) > 0 ? Number(r.on_time) / Number(r.awards) : null,
  }));
}
