import type { ManifestChanged } from '@saath/shared/corrections';
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  ONLY_AIRLINES_MANAGE_WEBHOOKS,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_ENDPOINT_PROBLEM,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEST_MESSAGE,
  WEBHOOK_TEST_NEEDS_SETUP,
  WEBHOOK_TEST_PENDING,
  type DeliveryEvent,
  type WebhookDelivery,
  type WebhookEndpointBody,
  type WebhookEvent,
  type WebhookSecret,
  type WebhookSettings,
} from '@saath/shared/webhooks';
import type { Db } from '../../db/client.ts';
import type { CommunityRow } from '../../db/schema/groups.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden, invalidField, notFound } from '../../platform/errors.ts';
import { JobError, jobStatus, nextAttemptAt, type JobRow } from '../../platform/jobs.ts';
import type { MailWorker } from '../../platform/mailer.ts';
import {
  assertPublicHost,
  endpointUrlProblem,
  safeLookup,
} from '../../platform/webhook-address.ts';
import type { CancelledTicket } from '../tickets/index.ts';
import * as repo from './webhooks.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A failing delivery is retried with exponential back-off for up to 24 hours (ADR 0026). */
export const WEBHOOK_POLICY = {
  maxAgeMs: DAY_MS,
  // 30 s, 1 min, 2 min, ... capped at 2 h: about 17 tries in the day.
  backoffMs: (attempts: number) =>
    Math.min(2 * 60 * 60 * 1000, 30_000 * 2 ** Math.min(attempts - 1, 20)),
};

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (ADR 0026). */
export function signature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** The secret kept encrypted (AES-256-GCM under a key derived from JWT_SECRET): it signs. */
function sealer(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('saath webhook secrets v1').digest();
  return {
    seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string) {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    },
  };
}

const hintOf = (secret: string) => `…${secret.slice(-4)}`;

const delivery = (row: JobRow) => row.payload as repo.DeliveryPayload;

const present = (row: JobRow): WebhookDelivery => ({
  id: row.id,
  event: delivery(row).event as DeliveryEvent,
  status: jobStatus(row),
  response_code: row.responseCode,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  delivered_at: row.completedAt?.toISOString() ?? null,
  next_attempt_at: jobStatus(row) === 'PENDING' ? nextAttemptAt(row).toISOString() : null,
});

/** How much of an endpoint's answer is read before the connection is closed. */
export const RESPONSE_BODY_CAP_BYTES = 64 * 1024;

/** POSTs `body` to `url`; resolves with the status code, rejects on a time-out or refusal. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  allowPrivate: boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: safeLookup(allowPrivate) as never,
        timeout: timeoutMs,
      },
      (response) => {
        // Only the status code counts, so the body is read (and dropped) up to a small cap: an
        // endpoint answering without end would otherwise hold a worker until the time-out.
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= RESPONSE_BODY_CAP_BYTES) return;
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    // One deadline for the whole exchange, not only for socket inactivity.
    const timer = setTimeout(
      () => request.destroy(new JobError(`timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('timeout', () => request.destroy(new JobError(`timed out after ${timeoutMs} ms`)));
    request.on('error', (error) => reject(error));
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

export function createWebhooksService(deps: {
  db: Db;
  clock: Clock;
  mail: MailWorker;
  serverSecret: string;
  timeoutMs: number;
  allowPrivate: boolean;
  userAgent?: string;
}) {
  const { db, clock } = deps;
  const secrets = sealer(deps.serverSecret);

  function companyOf(principal: Principal): string {
    if (!principal.companyId) throw forbidden(ONLY_AIRLINES_MANAGE_WEBHOOKS);
    return principal.companyId;
  }

  /** Why an endpoint is refused (for registration and the settings), or null. */
  function endpointProblem(endpoint: string | null): string | null {
    if (endpoint === null) return null;
    const problem = endpointUrlProblem(endpoint, deps.allowPrivate);
    return problem ? WEBHOOK_ENDPOINT_PROBLEM(problem) : null;
  }

  async function queue(tx: Db, companyIds: string[], event: WebhookEvent, data: unknown) {
    if (companyIds.length === 0) return;
    const now = clock.now();
    await repo.insertDeliveries(
      tx,
      companyIds.map((companyId) => ({
        companyId,
        event,
        now,
        body: JSON.stringify({ event, created_at: now.toISOString(), data }),
      })),
    );
  }

  const rfq = (group: CommunityRow) => ({
    community_id: group.id,
    rfq_number: group.rfqNumber,
    from_location: group.fromLocation,
    to_location: group.toLocation,
    travel_date: group.travelDate,
    time_slot: group.timeSlot,
    passenger_count: group.passengerCount,
    bidding_deadline: group.biddingDeadline?.toISOString() ?? null,
  });

  /**
   * What the lifecycle calls (its AirlineEvents port, wired in app.ts): each event queued in the
   * caller's transaction, beside the mails of the same transition.
   */
  const events = {
    async rfqOpened(tx: Db, groups: CommunityRow[]) {
      const hooked = await repo.hookedCompanies(tx);
      for (const group of groups) await queue(tx, hooked, 'rfq.opened', rfq(group));
    },
    async rfqClosed(tx: Db, group: CommunityRow) {
      await queue(tx, await repo.hookedCompanies(tx), 'rfq.closed', {
        ...rfq(group),
        status: group.status,
      });
    },
    async quoteDecided(tx: Db, group: CommunityRow, winner: string) {
      const hooked = new Set(await repo.hookedCompanies(tx));
      const bidders = (await repo.biddingCompanies(tx, group.id)).filter((c) => hooked.has(c));
      const data = { ...rfq(group), winning_quote: group.winningQuote ?? null };
      await queue(
        tx,
        bidders.filter((c) => c === winner),
        'quote.won',
        data,
      );
      await queue(
        tx,
        bidders.filter((c) => c !== winner),
        'quote.lost',
        rfq(group),
      );
    },
    async groupBooked(tx: Db, group: CommunityRow, companyId: string) {
      const hooked = await repo.hookedCompanies(tx);
      if (!hooked.includes(companyId)) return;
      // What the airline's system needs to issue the tickets (docs/product/ticketing.md): the
      // quote to ticket, the deadline and each passenger's id.
      const award = await repo.award(tx, group.id);
      await queue(tx, [companyId], 'group.booked', {
        ...rfq(group),
        winning_quote: group.winningQuote ?? null,
        quote_id: award?.quoteId ?? null,
        ticketing_deadline: award?.deadline?.toISOString() ?? null,
        passengers: await repo.manifest(tx, group.id),
      });
    },
    async ticketingReminder(
      tx: Db,
      group: CommunityRow,
      companyId: string,
      award: { quoteId: string; deadline: Date; issued: number; total: number },
    ) {
      const hooked = await repo.hookedCompanies(tx);
      if (!hooked.includes(companyId)) return;
      await queue(tx, [companyId], 'ticketing.reminder', {
        ...rfq(group),
        quote_id: award.quoteId,
        ticketing_deadline: award.deadline.toISOString(),
        tickets_issued: award.issued,
        tickets_total: award.total,
      });
    },
    async awardLost(
      tx: Db,
      group: CommunityRow,
      companyId: string,
      quoteId: string,
      voided: Array<{ ticketId: string; passengerId: string; eticketNumber: string | null }>,
    ) {
      const hooked = await repo.hookedCompanies(tx);
      if (!hooked.includes(companyId)) return;
      // One event lists every ticket the airline had issued for the group, now void: the
      // deadline passed with tickets still to issue (docs/product/ticketing.md).
      await queue(tx, [companyId], 'ticket.cancelled', {
        ...rfq(group),
        quote_id: quoteId,
        reason: 'TICKETING_DEADLINE_MISSED',
        tickets: voided.map((t) => ({
          ticket_id: t.ticketId,
          passenger_id: t.passengerId,
          eticket_number: t.eticketNumber,
        })),
      });
      await queue(tx, [companyId], 'quote.lost', { ...rfq(group), quote_id: quoteId });
    },
    /** An issued ticket its member cancelled: the airline voids it on its side. */
    async ticketCancelledByMember(tx: Db, ticket: CancelledTicket) {
      const hooked = await repo.hookedCompanies(tx);
      if (!hooked.includes(ticket.companyId)) return;
      await queue(tx, [ticket.companyId], 'ticket.cancelled', {
        community_id: ticket.communityId,
        rfq_number: ticket.rfqNumber,
        from_location: ticket.fromLocation,
        to_location: ticket.toLocation,
        travel_date: ticket.travelDate,
        time_slot: ticket.timeSlot,
        quote_id: ticket.quoteId,
        reason: 'MEMBER_CANCELLED',
        tickets: [
          {
            ticket_id: ticket.ticketId,
            passenger_id: ticket.passengerId,
            eticket_number: ticket.eticketNumber,
          },
        ],
      });
    },
    /** A passenger of the airline's award corrected (docs/product/ticketing.md "Corrections"). */
    async manifestChanged(tx: Db, companyId: string, data: ManifestChanged) {
      const hooked = await repo.hookedCompanies(tx);
      if (!hooked.includes(companyId)) return;
      await queue(tx, [companyId], 'manifest.changed', data);
    },
    async awardWon(tx: Db, group: CommunityRow, companyId: string) {
      const hooked = await repo.hookedCompanies(tx);
      if (!hooked.includes(companyId)) return;
      await queue(tx, [companyId], 'quote.won', {
        ...rfq(group),
        winning_quote: group.winningQuote ?? null,
      });
    },
  };

  /** The worker's handler: one signed POST, outside any transaction. */
  async function send(row: JobRow) {
    const { event, body } = delivery(row);
    const company = await repo.companyHook(db, row.target);
    if (!company?.endpoint || !company.secret) throw new JobError('webhooks are not set up');
    const problem = endpointUrlProblem(company.endpoint, deps.allowPrivate);
    if (problem) throw new JobError(`the endpoint ${problem}`);
    const url = new URL(company.endpoint);
    // Checked now, not only when saved: the name may resolve elsewhere today.
    try {
      await assertPublicHost(url.hostname, deps.allowPrivate);
    } catch (error) {
      throw new JobError(error instanceof Error ? error.message : String(error));
    }
    const t = Math.floor(clock.now().getTime() / 1000);
    const code = await post(
      url,
      {
        'content-type': 'application/json',
        'user-agent': deps.userAgent ?? 'Saath-Webhooks/1',
        'x-saath-event': event,
        'x-saath-delivery': row.id,
        'x-saath-signature': signature(secrets.open(company.secret), t, body),
      },
      body,
      deps.timeoutMs,
      deps.allowPrivate,
    ).catch((error: unknown) => {
      throw error instanceof JobError
        ? error
        : new JobError(error instanceof Error ? error.message : String(error));
    });
    if (code < 200 || code > 299) throw new JobError(`the endpoint answered ${code}`, code);
    return { responseCode: code };
  }
  // POSTs side by side: a batch costs one time-out at worst, well within the lease.
  deps.mail.handle(repo.WEBHOOK_JOB, { run: send, ...WEBHOOK_POLICY, concurrency: 'parallel' });

  async function settings(principal: Principal): Promise<WebhookSettings> {
    const hook = await repo.companyHook(db, companyOf(principal));
    if (!hook) throw notFound(ONLY_AIRLINES_MANAGE_WEBHOOKS);
    return {
      endpoint: hook.endpoint,
      secret_hint: hook.secret ? hintOf(secrets.open(hook.secret)) : null,
      events: [...WEBHOOK_EVENTS],
    };
  }

  async function setEndpoint(principal: Principal, body: WebhookEndpointBody) {
    const companyId = companyOf(principal);
    const endpoint = body.endpoint || null;
    const problem = endpointProblem(endpoint);
    if (problem) throw invalidField(['body', 'endpoint'], problem);
    await repo.setEndpoint(db, companyId, endpoint);
    return settings(principal);
  }

  /** Creates or replaces the secret; the answer is the only time it is shown. */
  async function rotateSecret(principal: Principal): Promise<WebhookSecret> {
    const companyId = companyOf(principal);
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    await repo.setSecret(db, companyId, secrets.seal(secret));
    return { ...(await settings(principal)), secret };
  }

  async function deliveries(
    principal: Principal,
    filter: { communityId?: string | undefined } = {},
  ): Promise<WebhookDelivery[]> {
    const rows = await repo.deliveriesOf(
      db,
      companyOf(principal),
      WEBHOOK_DELIVERIES_SHOWN,
      filter.communityId,
    );
    return rows.map(present);
  }

  /** Sends a delivery's body again as a new delivery (a new X-Saath-Delivery id). */
  async function redeliver(principal: Principal, id: string): Promise<WebhookDelivery> {
    const companyId = companyOf(principal);
    const row = await repo.deliveryOf(db, companyId, id);
    if (!row) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND);
    const now = clock.now();
    const copyId = randomUUID();
    await repo.insertDeliveries(db, [{ id: copyId, companyId, ...delivery(row), now }]);
    const copy = (await repo.deliveryOf(db, companyId, copyId))!;
    deps.mail.kick();
    return present(copy);
  }

  /**
   * Queues a signed test event to the company's endpoint. One at a time: while one waits for its
   * first attempt another is refused, so the button cannot be used to flood an endpoint (a test
   * that failed is retried like any delivery, and a new one may follow it).
   */
  async function sendTest(principal: Principal): Promise<WebhookDelivery> {
    const companyId = companyOf(principal);
    const id = randomUUID();
    await db.transaction(async (tx) => {
      const hook = await repo.lockCompanyHook(tx, companyId);
      if (!hook) throw notFound(ONLY_AIRLINES_MANAGE_WEBHOOKS);
      if (!hook.endpoint || !hook.secret) throw conflict(WEBHOOK_TEST_NEEDS_SETUP);
      if (await repo.hasUntriedDelivery(tx, companyId, WEBHOOK_TEST_EVENT))
        throw conflict(WEBHOOK_TEST_PENDING);
      const now = clock.now();
      const data = { company_id: companyId, message: WEBHOOK_TEST_MESSAGE };
      const body = JSON.stringify({
        event: WEBHOOK_TEST_EVENT,
        created_at: now.toISOString(),
        data,
      });
      await repo.insertDeliveries(tx, [{ id, companyId, event: WEBHOOK_TEST_EVENT, body, now }]);
    });
    deps.mail.kick();
    return present((await repo.deliveryOf(db, companyId, id))!);
  }

  return {
    events,
    endpointProblem,
    settings,
    setEndpoint,
    rotateSecret,
    deliveries,
    redeliver,
    sendTest,
  };
}
