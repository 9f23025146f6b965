import {
  CORRECTABLE_FIELDS,
  CORRECTION_ALREADY_DECIDED,
  CORRECTION_ALREADY_REQUESTED,
  CORRECTION_NOT_BOOKED,
  CORRECTION_NOT_FOUND,
  CORRECTION_TICKET_CANCELLED,
  CORRECTION_TOO_LATE,
  PASSENGER_NOT_FOUND,
  type AdminCorrection,
  type CorrectableField,
  type CorrectionRequest,
  type ManifestChanged,
  type PassengerCorrectionBody,
} from '@saath/shared/corrections';
import type { PASSENGER_GENDERS } from '@saath/shared/groups';
import { type Passenger } from '@saath/shared/groups';
import { pageOf, type PageQuery, type Paged } from '@saath/shared/paging';
import type { Db } from '../../db/client.ts';
import { asWork, type Work } from '../../platform/work.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { enqueueMail, enqueueMails, type MailWorker } from '../../platform/mailer.ts';
import { insertAuditRow } from '../admin/index.ts';
import { correctPassenger, lockGroup } from '../groups/index.ts';
import {
  correctionDeclinedMail,
  correctionPassedMail,
  manifestChangedMail,
} from './corrections.mails.ts';
import * as repo from './corrections.repository.ts';
import { indiaInstant } from '@saath/shared/india-time';
import { textsIn } from '../../platform/texts.ts';

/** The airline's signed webhook `manifest.changed`, queued in the correcting transaction. */
export type ManifestEvents = {
  manifestChanged(tx: Work, companyId: string, data: ManifestChanged): Promise<void>;
};

export type CorrectionsDeps = {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  events: ManifestEvents;
  config: { publicUrl: string; nameChangeCutoffHours: number };
};

type Change = ManifestChanged['changes'][number];
type Fields = Partial<Record<CorrectableField, string>>;

/** What the PATCH answers: the passenger as it is now (200), or the request filed (202). */
export type CorrectionOutcome =
  { kind: 'corrected'; passenger: Passenger } | { kind: 'requested'; request: CorrectionRequest };

const iso = (at: Date | string) => new Date(at).toISOString();

function toRequest(r: repo.RequestRow): CorrectionRequest {
  return {
    id: r.id,
    community_id: r.communityId,
    passenger_id: r.passengerId,
    status: r.status as CorrectionRequest['status'],
    changes: r.changes,
    reason: r.reason,
    created_at: iso(r.createdAt),
    decided_at: r.decidedAt ? iso(r.decidedAt) : null,
  };
}

/** The fields that would really change (a repeat of the current details changes nothing). */
function diff(current: repo.OwnPassenger, wanted: Fields): Change[] {
  return CORRECTABLE_FIELDS.flatMap((field) => {
    const value = wanted[field];
    return value === undefined || value === current[field]
      ? []
      : [{ field, old_value: current[field], new_value: value }];
  });
}

/**
 * Passenger corrections after booking (docs/product/ticketing.md "Corrections", ADR 0053).
 * Everything runs under the group's lock, which the airline's ticketing takes too: a correction
 * and an issue of the same ticket never cross (the one that comes second sees the other).
 */
export function createCorrectionsService(deps: CorrectionsDeps) {
  const { db, clock, events, config } = deps;

  /** When corrections close: the cut-off before the flight's departure (its date in India if unknown). */
  function cutoffOf(p: repo.OwnPassenger): Date {
    const departure = p.departure_time ? new Date(p.departure_time) : indiaInstant(p.travel_date);
    return new Date(departure.getTime() - config.nameChangeCutoffHours * 3_600_000);
  }

  /**
   * Applies changes to a passenger and tells the airline: the history rows, the ticket's
   * printed name, the webhook, the mail to its users and its live stream.
   */
  async function apply(
    tx: Db,
    p: repo.OwnPassenger,
    changes: Change[],
    by: { userId: string; requestId: string | null },
    now: Date,
  ) {
    const fields = Object.fromEntries(changes.map((c) => [c.field, c.new_value])) as Fields;
    const passenger = await correctPassenger(asWork(tx), p.community_id, p.passenger_id, {
      ...(fields.full_name !== undefined && { fullName: fields.full_name }),
      ...(fields.dob !== undefined && { dob: fields.dob }),
      ...(fields.gender !== undefined && { gender: fields.gender }),
    });
    if (fields.full_name !== undefined)
      await repo.renameTicket(tx, p.passenger_id, fields.full_name);
    await repo.insertHistory(
      tx,
      changes.map((c) => ({
        passengerId: p.passenger_id,
        communityId: p.community_id,
        changedBy: by.userId,
        requestId: by.requestId,
        field: c.field,
        oldValue: c.old_value,
        newValue: c.new_value,
        createdAt: now,
      })),
    );
    if (p.company_id && p.quote_id) {
      const data: ManifestChanged = {
        quote_id: p.quote_id,
        community_id: p.community_id,
        passenger_id: p.passenger_id,
        changes,
        at: now.toISOString(),
      };
      await events.manifestChanged(asWork(tx), p.company_id, data);
      const manifestUrl = `${config.publicUrl}/airline/won/${p.quote_id}`;
      await enqueueMails(
        tx,
        clock,
        (await repo.companyUsers(tx, p.company_id)).map((u) =>
          manifestChangedMail(u, p, p.passenger_id, changes, manifestUrl),
        ),
      );
      await repo.announceManifestChange(tx, p.company_id, data);
    }
    return { ...passenger, gender: passenger.gender as (typeof PASSENGER_GENDERS)[number] };
  }

  /** PATCH /api/communities/{id}/passengers/{passengerId}: the member's own passenger. */
  async function correct(
    principal: Principal,
    communityId: string,
    passengerId: string,
    body: PassengerCorrectionBody,
  ): Promise<CorrectionOutcome> {
    // Airlines and admins have no passengers: there is nothing of theirs here.
    if (principal.companyId) throw notFound(PASSENGER_NOT_FOUND);
    const outcome = await db.transaction(async (tx) => {
      const group = await lockGroup(asWork(tx), communityId);
      const p = group && (await repo.findPassenger(tx, communityId, passengerId, principal.userId));
      if (!group || !p) throw notFound(PASSENGER_NOT_FOUND);
      if (group.status !== 'BOOKED' || !p.ticket_id) throw conflict(CORRECTION_NOT_BOOKED);
      if (p.ticket_status === 'CANCELLED') throw conflict(CORRECTION_TICKET_CANCELLED);
      const now = clock.now();
      if (now.getTime() > cutoffOf(p).getTime())
        throw conflict(CORRECTION_TOO_LATE(config.nameChangeCutoffHours));
      const changes = diff(p, body as Fields);
      const unchanged: Passenger = {
        id: p.passenger_id,
        full_name: p.full_name,
        dob: p.dob,
        gender: p.gender as Passenger['gender'],
        age: Number(p.age),
        phone: p.phone,
        email: p.passenger_email,
      };
      if (p.ticket_status === 'ISSUED') {
        // The airline has printed the ticket: Saath's team checks the change with it.
        if (await repo.pendingRequestOf(tx, passengerId))
          throw conflict(CORRECTION_ALREADY_REQUESTED);
        if (changes.length === 0) return { kind: 'same' as const, passenger: unchanged };
        const request = await repo.insertRequest(tx, {
          passengerId,
          communityId,
          userId: principal.userId,
          changes: Object.fromEntries(changes.map((c) => [c.field, c.new_value])),
          createdAt: now,
        });
        return { kind: 'requested' as const, request: toRequest(request) };
      }
      if (changes.length === 0) return { kind: 'same' as const, passenger: unchanged };
      const passenger = await apply(
        tx,
        p,
        changes,
        { userId: principal.userId, requestId: null },
        now,
      );
      return { kind: 'corrected' as const, passenger };
    });
    if (outcome.kind === 'same') return { kind: 'corrected', passenger: outcome.passenger };
    if (outcome.kind === 'corrected') deps.mail.kick();
    return outcome;
  }

  function toAdmin(r: repo.AdminRow): AdminCorrection {
    return {
      id: r.id,
      community_id: r.community_id,
      passenger_id: r.passenger_id,
      status: r.status as AdminCorrection['status'],
      changes: r.changes,
      reason: r.reason,
      created_at: iso(r.created_at),
      decided_at: r.decided_at ? iso(r.decided_at) : null,
      rfq_number: r.rfq_number,
      travel_date: r.travel_date,
      airline_name: r.airline_name,
      member_email: r.member_email,
      current: { full_name: r.full_name, dob: r.dob, gender: r.gender },
      eticket_number: r.eticket_number,
    };
  }

  /** GET /api/admin/corrections: pending first. */
  async function list(page: PageQuery): Promise<Paged<AdminCorrection>> {
    const { rows, total } = await repo.adminPage(db, page.skip, page.limit);
    return { items: rows.map(toAdmin), ...pageOf(page.skip, page.limit, total) };
  }

  /** An admin decides a request, under its group's lock; 409 when already decided. */
  async function decide(
    admin: Principal,
    id: string,
    decision: { status: 'PASSED' } | { status: 'DECLINED'; reason: string },
  ): Promise<CorrectionRequest> {
    const found = await repo.findRequest(db, id);
    if (!found) throw notFound(CORRECTION_NOT_FOUND);
    await db.transaction(async (tx) => {
      await lockGroup(asWork(tx), found.communityId);
      const request = await repo.findRequest(tx, id);
      if (!request) throw notFound(CORRECTION_NOT_FOUND);
      if (request.status !== 'PENDING') throw conflict(CORRECTION_ALREADY_DECIDED(request.status));
      const p = await repo.findPassenger(tx, request.communityId, request.passengerId, null);
      const now = clock.now();
      const reason = decision.status === 'DECLINED' ? decision.reason : null;
      if (
        !(await repo.decideRequest(tx, id, {
          ...decision,
          reason,
          decidedBy: admin.userId,
          at: now,
        }))
      )
        throw conflict(CORRECTION_ALREADY_DECIDED(decision.status));
      const changes = p ? diff(p, request.changes as Fields) : [];
      if (decision.status === 'PASSED' && p) {
        if (changes.length > 0)
          await apply(tx, p, changes, { userId: admin.userId, requestId: id }, now);
        await enqueueMail(
          tx,
          clock,
          correctionPassedMail(p, p, changes, config.publicUrl, textsIn(p.language)),
        );
      } else if (decision.status === 'DECLINED' && p) {
        await enqueueMail(
          tx,
          clock,
          correctionDeclinedMail(p, p, decision.reason, config.publicUrl, textsIn(p.language)),
        );
      }
      await insertAuditRow(asWork(tx), {
        action: decision.status === 'PASSED' ? 'CORRECTION_PASSED' : 'CORRECTION_DECLINED',
        adminUserId: admin.userId,
        communityId: request.communityId,
        userId: request.userId,
        reason,
        details: {
          request_id: id,
          passenger_id: request.passengerId,
          changes: request.changes,
          ...(p?.quote_id && { quote_id: p.quote_id }),
        },
        at: now,
      });
    });
    deps.mail.kick();
    return toRequest((await repo.findRequest(db, id))!);
  }

  return {
    correct,
    list,
    pass: (admin: Principal, id: string) => decide(admin, id, { status: 'PASSED' }),
    decline: (admin: Principal, id: string, reason: string) =>
      decide(admin, id, { status: 'DECLINED', reason }),
  };
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
