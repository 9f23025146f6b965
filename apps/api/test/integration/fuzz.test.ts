import { gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@saath/shared/http';
import { addDays } from '@saath/shared/travel';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { insertSession } from '../../src/modules/accounts/accounts.repository.ts';
import { ADMIN_ENV, adminUserId } from '../helpers/admin.ts';
import { buildTestApp, signUp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import {
  asJsonSchema,
  chooserOf,
  operationsOf,
  requestFor,
  type JsonSchema,
  type Operation,
  type RequestInput,
} from '../helpers/fuzz-requests.ts';
import {
  TRAVEL_DATE,
  airline,
  bid,
  createGroup,
  joinRequest,
  traveller,
} from '../helpers/groups.ts';
import { countRowChanges } from '../helpers/row-changes.ts';

// The fuzz test: FUZZ_RUNS (10 000) requests over every operation of /api/openapi.json,
// as a guest and as signed-in travellers, airlines and an admin, on the real database. Fails on
// any 5xx, any answer not in the documented shape, and any row a refused (4xx) request changed.
// Seeded (FUZZ_SEED, printed) and different on every run unless the seed is given.
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MAX_CORPUS = 30;
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A request that succeeded, and who made it: a seed for later requests. */
type Input = RequestInput & { actor: string | null };
type Actor = { name: string; userId: string; token: string; complete: boolean };

describe('fuzzing every operation of the OpenAPI document', () => {
  let database: Database;
  let t: TestApp;
  const corpus = new Map<string, Input[]>();
  const recorded = new Map<string, number>();
  /** Ids seen in answers, the most recent last (requests name records that exist). */
  const ids = new Set<string>();
  const MAX_IDS = 300;
  const actors = new Map<string, Actor>();
  const actorOfAuthorization = new Map<string, string>();
  /** The operation Fastify routed the last request to (a hostile path may reach another). */
  let routed: string | null = null;
  const operationKey = (method: string, route: string) =>
    `${method} ${route.replace(/:(\w+)/g, '{$1}')}`;

  /** Every request that succeeds is kept (by operation) as a seed for the next ones. */
  function record(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      routed = route ? operationKey(request.method, route) : null;
    });
    app.addHook('preValidation', async (request) => {
      (request as unknown as { fuzzInput: Input }).fuzzInput = {
        params: { ...(request.params as object) },
        query: { ...(request.query as object) },
        body: request.body,
        contentType: request.headers['content-type'],
        actor: actorOfAuthorization.get(request.headers.authorization ?? '') ?? null,
      };
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode >= 300 || typeof payload !== 'string') return payload;
      for (const id of payload.match(UUIDS) ?? []) {
        ids.delete(id);
        ids.add(id);
        if (ids.size > MAX_IDS) ids.delete(ids.values().next().value!);
      }
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const input = (request as unknown as { fuzzInput?: Input }).fuzzInput;
      const route = request.routeOptions.url;
      // Only modest inputs become seeds: bent again and again, a deep one would only deepen.
      if (!input || !route || reply.statusCode >= 300 || !isModest(input.body)) return;
      const key = operationKey(request.method, route);
      const list = corpus.get(key) ?? [];
      const count = (recorded.get(key) ?? 0) + 1;
      recorded.set(key, count);
      if (list.length < MAX_CORPUS) list.push(input);
      else list[count % MAX_CORPUS] = input;
      corpus.set(key, list);
    });
  }

  async function mintToken(userId: string): Promise<string> {
    const now = t.clock.now();
    const expiresAt = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
    const sessionId = await insertSession(database.db, { userId, createdAt: now, expiresAt });
    return t.app.saath.auth.issueToken(userId, sessionId, expiresAt);
  }

  /** Puts the actors back as they were (a replayed logout or profile change may have moved them). */
  async function restoreActors(names: string[]) {
    const chosen = names.map((name) => actors.get(name)!);
    await database.db
      .update(users)
      .set({ isActive: true })
      .where(
        inArray(
          users.id,
          chosen.map((a) => a.userId),
        ),
      );
    for (const actor of chosen) {
      if (actor.complete) {
        await database.db
          .update(users)
          .set({
            firstName: actor.name,
            lastName: 'Fuzz',
            phone: '9876543210',
            gender: 'FEMALE',
            dateOfBirth: '1990-04-02',
          })
          .where(eq(users.id, actor.userId));
      }
      actorOfAuthorization.delete(`Bearer ${actor.token}`);
      actor.token = await mintToken(actor.userId);
      actorOfAuthorization.set(`Bearer ${actor.token}`, actor.name);
    }
  }

  const bearerOf = (name: string) => ({ authorization: `Bearer ${actors.get(name)!.token}` });

  /**
   * Fresh groups for the requests to act on, made through the API as people would (and so in
   * the corpus): requests use groups up (full, booked, closed), so a long run makes new ones.
   */
  let fixturesRefused = 0;
  async function openGroups(round: number) {
    try {
      await openGroupsOn(round);
    } catch {
      // A request of the run took the route, date and slot first: fewer fresh groups this round.
      fixturesRefused += 1;
    }
  }
  async function openGroupsOn(round: number) {
    const { app } = t;
    const travelDate = addDays(TRAVEL_DATE, round % 300);
    const route = { travel_date: travelDate };
    await createGroup(app, bearerOf('Asha'), { ...route, time_slot: 'SLOT_04_08' }, 2);
    const rfq = await createGroup(app, bearerOf('Asha'), route, 4);
    await joinRequest(app, bearerOf('Ravi'), rfq.community_id, 3);
    await bid(app, bearerOf('IndiGo'), rfq.community_id, 450_000 + round);
    await bid(app, bearerOf('Akasa'), rfq.community_id, 460_000 + round);
    const booked = await createGroup(
      app,
      bearerOf('Asha'),
      { ...route, time_slot: 'SLOT_16_20' },
      4,
    );
    await joinRequest(app, bearerOf('Meera'), booked.community_id, 3);
    await bid(app, bearerOf('IndiGo'), booked.community_id, 420_000 + round);
    await app.inject({
      method: 'POST',
      url: API.adminOverride(booked.community_id),
      headers: bearerOf('Admin'),
      payload: { status: 'booked', reason: 'Fuzz fixture' },
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    // The fuzz sends wrong passwords by the hundred: the per-account sign-in pause would start,
    // and mail each account's owner once, which is its purpose but not what a refusal here may
    // do. Its own tests cover it (sign-in-throttle.test.ts); here it only counts.
    const env = { ...ADMIN_ENV, SIGN_IN_LOCK_AFTER_FAILURES: '1000000' };
    t = await buildTestApp(database, env, { extend: record });
    const { app } = t;
    // Who asks: travellers with complete profiles, one without, two airlines and the admin.
    const asha = await traveller(app, 'Asha');
    const ravi = await traveller(app, 'Ravi');
    const meera = await traveller(app, 'Meera');
    const nia = await signUp(app, { first_name: 'Nia' });
    const indigo = await airline(app, 'IndiGo Fuzz');
    const akasa = await airline(app, 'Akasa Fuzz');
    const people: Array<Omit<Actor, 'token'>> = [
      { name: 'Asha', userId: asha.user.id, complete: true },
      { name: 'Ravi', userId: ravi.user.id, complete: true },
      { name: 'Meera', userId: meera.user.id, complete: true },
      { name: 'Nia', userId: nia.user.id, complete: false },
      { name: 'IndiGo', userId: indigo.user_id, complete: false },
      { name: 'Akasa', userId: akasa.user_id, complete: false },
      { name: 'Admin', userId: await adminUserId(database), complete: false },
    ];
    for (const person of people) actors.set(person.name, { ...person, token: '' });
    await restoreActors([...actors.keys()]);

    // What they act on: groups in every stage, quotes, tickets, a contact message, a reset link.
    await openGroups(0);
    await app.inject({
      method: 'POST',
      url: API.contact,
      payload: { name: 'Asha', email: asha.email, subject: 'Hello', message: 'A first message' },
    });
    await app.inject({ method: 'POST', url: API.resetRequest, payload: { email: asha.email } });
    await t.flushMail();
    const link = t.mail.to(asha.email).find((m) => m.subject === 'Reset your Saath password');
    const token = link?.text.match(/reset-password\/(\S+)/)?.[1] ?? 'missing';
    await app.inject({ url: API.verifyResetToken(token) });
  }, 120_000);

  afterAll(async () => {
    await t?.app.close();
    await database?.close();
  });

  it(
    `answers ${RUNS} generated and hostile requests with no 5xx, in the documented shape, changing nothing when refusing`,
    async () => {
      const { app } = t;
      // The document the app serves: a route added tomorrow is fuzzed without a word here.
      const operations = operationsOf((await app.inject({ url: '/api/openapi.json' })).json());
      expect(operations.length).toBeGreaterThan(30);
      // A rate limit counts refused attempts too, and so does the per-account sign-in pause:
      // those rows are their purpose.
      const changes = await countRowChanges(database.db, {
        except: ['rate_limit_counters', 'sign_in_throttles'],
      });
      const ajv = new Ajv({ strict: false, validateFormats: false });
      const validators = new Map<JsonSchema, ValidateFunction>();
      const validatorOf = (schema: JsonSchema) => {
        let validate = validators.get(schema);
        if (!validate)
          validators.set(schema, (validate = ajv.compile(asJsonSchema(schema) as object)));
        return validate;
      };

      const started = Date.now();
      const statuses = new Map<number, number>();
      const perOperation = new Map<string, Map<number, number>>();
      const problems: string[] = [];
      let refusedChecked = 0;
      let unsendable = 0;
      let sent = 0;
      const stale = new Set<string>();
      let lastCount = await changes();

      await fc.assert(
        fc.asyncProperty(fc.gen(), async (g) => {
          const choose = chooserOf(g);
          // Requests log actors out and change their profiles; they are put back now and then
          // (and at once after a 401), and a long run gets fresh groups to act on.
          if (sent > 0 && sent % 250 === 0) for (const name of actors.keys()) stale.add(name);
          if (stale.size > 0) {
            await restoreActors([...stale]);
            stale.clear();
            if (sent % 500 === 0) await openGroups(sent / 500);
            lastCount = await changes();
          }

          const op = choose.pick(operations);
          const seeds = corpus.get(op.key) ?? [];
          const seed = seeds.length ? choose.pick(seeds) : null;
          const request = requestFor(choose, op, seed, [...ids]);
          // Who asks: mostly someone who may (so handlers run), sometimes a guest or a forgery.
          let actorName: string | null =
            seed?.actor && choose.chance(60) ? seed.actor : choose.pick([...actors.keys()]);
          if (choose.chance(op.secured ? 8 : 60)) actorName = null;
          const headers = { ...request.headers };
          if (actorName) headers.authorization = `Bearer ${actors.get(actorName)!.token}`;
          if (choose.chance(3))
            headers.authorization = choose.pick([
              'Bearer',
              'Bearer not.a.token',
              'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
              `Bearer ${'a'.repeat(9000)}`,
              `Bearer ${actors.get('Asha')!.token.slice(0, -2)}xx`,
            ]);

          let response: LightMyRequestResponse;
          routed = null;
          try {
            response =
              op.streams && request.method === 'GET'
                ? await injectStream(app, request.url, headers)
                : await app.inject({
                    method: request.method as 'GET',
                    url: request.url,
                    headers,
                    ...(request.payload !== undefined ? { payload: request.payload } : {}),
                  });
          } catch {
            unsendable += 1; // light-my-request refused it (an invalid header), as a client would
            return;
          }
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const counts = perOperation.get(op.key) ?? new Map<number, number>();
          counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
          perOperation.set(op.key, counts);

          // Fastify's HEAD twin of a GET answers as that GET documents (without the body).
          const answering =
            operations.find((o) => o.key === routed) ??
            operations.find(
              (o) => routed?.startsWith('HEAD ') && o.key === `GET ${routed.slice(5)}`,
            ) ??
            null;
          const problem = checkAnswer(answering, response, validatorOf);
          const count = await changes();
          const changed = count - lastCount;
          lastCount = count;
          const where = `${request.method} ${request.url.slice(0, 160)} as ${actorName ?? 'guest'} (${request.mode})`;
          if (problem)
            problems.push(
              `${where}: ${problem}\n    sent ${(request.payload ?? '').slice(0, 300)}`,
            );
          if (response.statusCode >= 400 && response.statusCode < 500) {
            refusedChecked += 1;
            if (changed !== 0)
              problems.push(
                `${where}: refused with ${response.statusCode} but changed ${changed} rows`,
              );
          }
          if (
            response.statusCode === 401 &&
            actorName &&
            headers.authorization === `Bearer ${actors.get(actorName)!.token}`
          )
            stale.add(actorName);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b);
      const answered2xx = operations.filter((op) =>
        [...(perOperation.get(op.key)?.keys() ?? [])].some((s) => s < 300),
      );
      console.log(
        [
          `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} reproduces it)`,
          `fuzz: ${sent} requests in ${seconds} s over ${perOperation.size}/${operations.length} operations; ` +
            `${answered2xx.length} answered 2xx at least once; ${unsendable} not sendable; ` +
            `${fixturesRefused} rounds of fresh groups refused`,
          `fuzz: by status ${byStatus.map(([s, n]) => `${s}: ${n}`).join(', ')}`,
          `fuzz: ${refusedChecked} refused requests checked for row changes; problems: ${problems.length}`,
          ...operations.map(
            (op) =>
              `  ${op.key.padEnd(48)} ${[...(perOperation.get(op.key) ?? new Map()).entries()]
                .sort(([a], [b]) => a - b)
                .map(([s, n]) => `${s}×${n}`)
                .join(' ')}`,
          ),
        ].join('\n'),
      );
      // One line per kind of problem (operation and reason), with its first example.
      const kinds = new Map<string, { count: number; example: string }>();
      for (const problem of problems) {
        const kind = problem
          .replace(/\?[^ ]*/, '')
          .replace(/ as .*?\):/, ':')
          .slice(0, 90);
        const known = kinds.get(kind);
        if (known) known.count += 1;
        else kinds.set(kind, { count: 1, example: problem });
      }
      const serverErrorsFirst = [...kinds.values()].sort(
        (a, b) =>
          Number(b.example.includes('server error')) - Number(a.example.includes('server error')),
      );
      expect(serverErrorsFirst.slice(0, 20).map((k) => `${k.count}× ${k.example}`)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(RUNS * 0.99);
      // Every operation was asked, and none only ever met the sign-in guard.
      expect(operations.filter((op) => !perOperation.has(op.key)).map((op) => op.key)).toEqual([]);
      expect(
        operations
          .filter((op) => op.secured)
          .filter((op) => [...(perOperation.get(op.key)?.keys() ?? [])].every((s) => s === 401))
          .map((op) => op.key),
      ).toEqual([]);
    },
    20 * 60_000,
  );
});

/** What is wrong with an answer, or null. `op` is null for a method the path does not have. */
/**
 * An event stream answers once its headers are out and never ends: a 200 is read no
 * further (its open stream ends when the app closes); any other answer is read whole, and
 * checked like every other.
 */
async function injectStream(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const abort = new AbortController();
  const response = await app.inject({ url, headers, payloadAsStream: true, signal: abort.signal });
  const body = response.stream();
  body.on('error', () => {});
  let raw = Buffer.alloc(0);
  if (response.statusCode === 200) {
    abort.abort();
    const type = String(response.headers['content-type']);
    // A 200 that is not an event stream fails as a server error would.
    const ok = type.startsWith('text/event-stream');
    if (!ok) raw = Buffer.from(`200 that is not an event stream: ${type}`);
    return {
      raw: { ...response.raw, req: { method: 'GET' } },
      statusCode: ok ? 200 : 500,
      headers: response.headers,
      rawPayload: raw,
      body: raw.toString(),
      json: () => null,
    } as never;
  }
  for await (const chunk of body) raw = Buffer.concat([raw, chunk as Buffer]);
  return {
    raw: { ...response.raw, req: { method: 'GET' } },
    statusCode: response.statusCode,
    headers: response.headers,
    rawPayload: raw,
    body: raw.toString('utf8'),
    json: () => JSON.parse(raw.toString('utf8')),
  } as never;
}

function checkAnswer(
  op: Operation | null,
  response: LightMyRequestResponse,
  validatorOf: (schema: JsonSchema) => ValidateFunction,
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}: ${response.body.slice(0, 300)}`;
  // A redirect only where the operation documents one (an unsubscribe link opens its
  // page), with a Location to follow.
  const documentedRedirect =
    status >= 300 && status < 400 && op !== null && String(status) in op.responses;
  if (documentedRedirect)
    return response.headers.location ? null : `redirect ${status} without a Location`;
  if (status < 200 || (status >= 300 && status < 400)) return `unexpected status ${status}`;
  // HEAD answers carry no body, errors included (RFC 9110 section 9.3.2).
  if (response.raw.req.method === 'HEAD')
    return response.rawPayload.length === 0 ? null : 'HEAD answered with a body';
  const text =
    response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.rawPayload).toString('utf8')
      : response.body;
  const json = () => {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return null;
    }
  };
  if (status >= 400) {
    if (!String(response.headers['content-type']).startsWith('application/json'))
      return `error ${status} is not JSON: ${response.headers['content-type']}`;
    const parsed = json();
    const detail = (parsed?.value as { detail?: unknown } | null)?.detail;
    const isIssue = (issue: unknown) => {
      const i = issue as { loc?: unknown; msg?: unknown; type?: unknown };
      return (
        Array.isArray(i?.loc) &&
        i.loc.every((part) => typeof part === 'string' || typeof part === 'number') &&
        typeof i.msg === 'string' &&
        typeof i.type === 'string'
      );
    };
    const shaped =
      (typeof detail === 'string' && detail.length > 0) ||
      (Array.isArray(detail) && detail.length > 0 && detail.every(isIssue));
    if (!shaped) return `error ${status} not in the {detail} shape: ${text.slice(0, 300)}`;
    const schema = op?.responses[String(status)];
    if (schema && !validatorOf(schema)(parsed!.value))
      return `error ${status} does not match its documented schema: ${text.slice(0, 300)}`;
    return null;
  }
  if (!op) return `${status} for a method the path does not have`;
  if (!(String(status) in op.responses))
    return `undocumented status ${status}: ${text.slice(0, 200)}`;
  const schema = op.responses[String(status)];
  if (status === 204) return response.rawPayload.length === 0 ? null : '204 with a body';
  if (!schema) return null;
  const parsed = json();
  if (!parsed) return `${status} is not JSON: ${text.slice(0, 200)}`;
  const validate = validatorOf(schema);
  return validate(parsed.value)
    ? null
    : `${status} does not match its documented schema (${ajvErrors(validate)}): ${text.slice(0, 200)}`;
}

const ajvErrors = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath} ${e.message}`)
    .join('; ');

/** At most 12 levels deep and 20 000 characters as JSON. */
function isModest(value: unknown, depth = 0): boolean {
  if (depth > 12) return false;
  if (typeof value === 'string') return value.length <= 20_000;
  if (!value || typeof value !== 'object') return true;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.length <= 200 && items.every((item) => isModest(item, depth + 1));
}
