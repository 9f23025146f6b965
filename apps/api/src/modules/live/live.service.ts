import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { groupSchema } from '@saath/shared/groups';
import { LIVE_EVENTS, type ScheduleChangedEvent } from '@saath/shared/live';
import { PAYMENT_NOT_FOUND, paymentSchema } from '@saath/shared/payments';
import type { Principal } from '../../platform/auth.ts';
import type { Change, ChangeFeed } from '../../platform/change-feed.ts';
import { notFound } from '../../platform/errors.ts';
import type { EventStream, EventStreams } from '../../platform/event-stream.ts';
import { jsonWriter } from '../../platform/json-writer.ts';
import type { GroupRecords, PaymentRecords } from './live.ports.ts';

/**
 * Live pages (ADR 0020). Every change the database announces (change feed, ADR 0013:
 * this process's writes, another process's through NOTIFY) marks its group; once per turn of
 * the event loop each marked group is read again through the detail call, for each caller
 * watching it, and sent if what that caller sees changed.
 *
 * An event's id is a digest of the record it carries, so ids mean the same in every process: a
 * client reconnecting with `Last-Event-ID` (possibly to another process) is sent the current
 * record only if it differs from the last one it got.
 */
export type LiveDeps = {
  changes: ChangeFeed;
  groups: GroupRecords;
  payments: PaymentRecords;
  streams: EventStreams;
  log: { warn(obj: unknown, msg: string): void };
};

type GroupWatcher = { principal: Principal; stream: EventStream; lastId: string | null };
type AirlineWatcher = { principal: Principal; stream: EventStream; sent: Map<string, string> };
/** A payer following their payment; `lastId` as for a group (the digest of the last record). */
type PaymentWatcher = { userId: string; stream: EventStream; lastId: string | null };

/** What an airline stream remembers per group, to skip repeats (oldest forgotten first). */
const AIRLINE_MEMORY = 500;

/** The detail routes' own serializers: an event carries the bytes the route would answer. */
const writeGroup = jsonWriter(groupSchema);
const writePayment = jsonWriter(paymentSchema);

const digest = (json: string) => createHash('sha1').update(json).digest('base64url').slice(0, 20);

const isNotFound = (error: unknown) => (error as { statusCode?: number }).statusCode === 404;

export function createLive(deps: LiveDeps) {
  const { groups, payments, streams, log } = deps;
  const detailJson = async (principal: Principal, id: string) =>
    writeGroup(await groups.detail(principal, id));
  const byGroup = new Map<string, Set<GroupWatcher>>();
  const airlines = new Set<AirlineWatcher>();
  const byPayment = new Map<string, Set<PaymentWatcher>>();
  const marked = new Set<string>();
  const markedPayments = new Set<string>();
  let flushing: Promise<void> | null = null;

  deps.changes.subscribe({
    changes: (list: Change[]) => {
      for (const change of list) {
        if (change.kind === 'group') mark(change.id);
        else if (change.kind === 'member' || change.kind === 'tickets') mark(change.communityId);
        else if (change.kind === 'manifest') sendManifestChange(change.companyId, change.data);
        else if (change.kind === 'schedule') scheduleChanged(change.communityId, change.changeId);
        else if (change.kind === 'payment') markPayment(change.paymentId);
        // A user or session changed (sign-out, deactivation, profile): their streams end, and
        // the client's reconnect is authenticated afresh.
        else closeStreamsOf(change.userId);
      }
    },
    // Notices may have been missed: every watched group is read again (a record that did not
    // change is not re-sent); airline clients reconnect and read their lists afresh.
    reset: () => {
      for (const id of byGroup.keys()) mark(id);
      for (const id of byPayment.keys()) markPayment(id);
      for (const watcher of [...airlines]) watcher.stream.close();
    },
  });

  function mark(id: string) {
    if (!byGroup.has(id) && airlines.size === 0) return;
    marked.add(id);
    scheduleFlush();
  }

  function markPayment(id: string) {
    if (!byPayment.has(id)) return;
    markedPayments.add(id);
    scheduleFlush();
  }

  function scheduleFlush() {
    if (!flushing) flushing = new Promise((resolve) => setImmediate(resolve)).then(flush);
  }

  async function flush(): Promise<void> {
    while (marked.size > 0 || markedPayments.size > 0) {
      const ids = [...marked];
      const paymentIds = [...markedPayments];
      marked.clear();
      markedPayments.clear();
      await Promise.all([
        ...ids.map((id) => Promise.all([sendGroup(id), sendAirlines(id)])),
        ...paymentIds.map(sendPayment),
      ]);
    }
    flushing = null;
  }

  /**
   * The airline changed a booked group's flight (ADR 0054): each watcher is told at once, by
   * name; the group record with the new flight follows through the group's own notice.
   */
  function scheduleChanged(communityId: string, changeId: string) {
    const watchers = byGroup.get(communityId);
    if (!watchers) return;
    const data: ScheduleChangedEvent = {
      community_id: communityId,
      schedule_change_id: changeId,
    };
    const json = JSON.stringify(data);
    for (const watcher of watchers)
      watcher.stream.send(LIVE_EVENTS.scheduleChanged, `schedule.${changeId}`, json);
  }

  function closeStreamsOf(userId: string) {
    for (const watchers of byGroup.values())
      for (const watcher of watchers)
        if (watcher.principal.userId === userId) watcher.stream.close();
    for (const watcher of airlines) if (watcher.principal.userId === userId) watcher.stream.close();
    for (const watchers of byPayment.values())
      for (const watcher of watchers) if (watcher.userId === userId) watcher.stream.close();
  }

  /** The payment read again for its payer; null when it is no longer theirs to see. */
  async function paymentJson(userId: string, id: string): Promise<string | null> {
    const payment = await payments.ofPayer(userId, id);
    return payment ? writePayment(payment) : null;
  }

  async function sendPayment(id: string) {
    const watchers = byPayment.get(id);
    if (!watchers) return;
    await Promise.all(
      [...watchers].map(async (watcher) => {
        try {
          const json = await paymentJson(watcher.userId, id);
          if (json === null) return watcher.stream.close();
          const eventId = digest(json);
          if (eventId === watcher.lastId) return;
          watcher.lastId = eventId;
          watcher.stream.send(LIVE_EVENTS.payment, eventId, json);
        } catch (error) {
          log.warn({ err: error, paymentId: id }, 'live payment event failed');
        }
      }),
    );
  }

  async function sendGroup(id: string) {
    const watchers = byGroup.get(id);
    if (!watchers) return;
    await Promise.all([...watchers].map((watcher) => sendRecord(id, watcher)));
  }

  async function sendRecord(id: string, watcher: GroupWatcher) {
    try {
      const json = await detailJson(watcher.principal, id);
      const eventId = digest(json);
      if (eventId === watcher.lastId) return;
      watcher.lastId = eventId;
      watcher.stream.send(LIVE_EVENTS.group, eventId, json);
    } catch (error) {
      // No longer theirs to see (they left): the stream ends; a reconnect answers 404.
      if (isNotFound(error)) watcher.stream.close();
      else log.warn({ err: error, communityId: id }, 'live group event failed');
    }
  }

  /** A passenger of the company's award was corrected: its users' airline streams hear it. */
  function sendManifestChange(companyId: string, data: string) {
    const eventId = digest(data);
    for (const watcher of airlines)
      if (watcher.principal.companyId === companyId)
        watcher.stream.send(LIVE_EVENTS.manifestChanged, eventId, data);
  }

  async function sendAirlines(id: string) {
    if (airlines.size === 0) return;
    try {
      const state = await groups.rfqState(id);
      // A forming group is no airline's business yet.
      if (!state || (state.status !== 'RFQ_SENT' && !state.biddingOpened)) return;
      await Promise.all(
        [...airlines].map(async (watcher) => {
          if (state.status === 'RFQ_SENT') {
            const json = await detailJson(watcher.principal, id);
            remember(watcher, id, digest(json), (eventId) =>
              watcher.stream.send(LIVE_EVENTS.rfq, eventId, json),
            );
          } else {
            const data = JSON.stringify({ community_id: id, status: state.status });
            remember(watcher, id, `${id}.${state.status}`, (eventId) =>
              watcher.stream.send(LIVE_EVENTS.rfqClosed, eventId, data),
            );
          }
        }),
      );
    } catch (error) {
      if (!isNotFound(error)) log.warn({ err: error, communityId: id }, 'live RFQ event failed');
    }
  }

  function remember(
    watcher: AirlineWatcher,
    id: string,
    eventId: string,
    send: (eventId: string) => void,
  ) {
    if (watcher.sent.get(id) === eventId) return;
    watcher.sent.delete(id);
    watcher.sent.set(id, eventId);
    if (watcher.sent.size > AIRLINE_MEMORY) watcher.sent.delete(watcher.sent.keys().next().value!);
    send(eventId);
  }

  /**
   * Opens a watcher's stream and files it under `id` in `registry` (until the stream closes),
   * then sends `json` as its first event unless the client already holds it (its `lastId`, from
   * `Last-Event-ID`). False if the stream was refused (429): nothing is left behind.
   */
  function register<W extends { stream: EventStream; lastId: string | null }>(
    registry: Map<string, Set<W>>,
    id: string,
    watcher: W,
    reply: FastifyReply,
    userId: string,
    event: string,
    json: string,
  ): boolean {
    // Opened before it is registered: a refused stream (429) leaves nothing behind.
    watcher.stream = streams.open(reply, userId, () => {
      const set = registry.get(id);
      if (!set?.delete(watcher)) return;
      if (set.size === 0) registry.delete(id);
    });
    if (watcher.stream.closed) return false;
    let watchers = registry.get(id);
    if (!watchers) registry.set(id, (watchers = new Set()));
    watchers.add(watcher);
    const eventId = digest(json);
    if (eventId !== watcher.lastId) {
      watcher.lastId = eventId;
      watcher.stream.send(event, eventId, json);
    }
    return true;
  }

  /**
   * The group stream: the detail call's answer first (a 404 for a non-member is thrown before
   * anything is sent), unless the client already holds it (`lastEventId`), then each change.
   */
  async function watchGroup(
    reply: FastifyReply,
    principal: Principal,
    id: string,
    lastEventId: string | undefined,
  ) {
    streams.admit(principal.userId);
    const json = await detailJson(principal, id);
    const watcher: GroupWatcher = { principal, lastId: lastEventId ?? null, stream: null! };
    if (!register(byGroup, id, watcher, reply, principal.userId, LIVE_EVENTS.group, json)) return;
    // A change may have landed between the read above and the registration: read once more.
    mark(id);
  }

  /**
   * The payment stream (ADR 0057): its payer only, anyone else answered 404 like the payment
   * itself. The record first (unless `lastEventId` names it), then each change of its status or
   * UPI collect. It stays open once the payment is decided: the page stops following it then.
   */
  async function watchPayment(
    reply: FastifyReply,
    principal: Principal,
    id: string,
    lastEventId: string | undefined,
  ) {
    streams.admit(principal.userId);
    const json = await paymentJson(principal.userId, id);
    if (json === null) throw notFound(PAYMENT_NOT_FOUND);
    const watcher: PaymentWatcher = {
      userId: principal.userId,
      lastId: lastEventId ?? null,
      stream: null!,
    };
    if (!register(byPayment, id, watcher, reply, principal.userId, LIVE_EVENTS.payment, json))
      return;
    // A change may have landed between the read above and the registration: read once more.
    markPayment(id);
  }

  /** The airline stream: nothing on connect (the page has just read its lists), then changes. */
  function watchAirline(reply: FastifyReply, principal: Principal) {
    const watcher: AirlineWatcher = { principal, sent: new Map(), stream: null! };
    watcher.stream = streams.open(reply, principal.userId, () => airlines.delete(watcher));
    if (!watcher.stream.closed) airlines.add(watcher);
  }

  return {
    watchGroup,
    watchAirline,
    watchPayment,
    /** Resolves once every change heard so far has been sent (tests, shutdown). */
    settled: () => flushing ?? Promise.resolve(),
  };
}

export type Live = ReturnType<typeof createLive>;
