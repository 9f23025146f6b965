import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { QuoteRow } from '../db/schema/airlines.ts';
import type { Work } from '../platform/work.ts';
import type { QuoteSnapshot } from './airlines/index.ts';
import type { GroupSnapshot } from './groups/index.ts';
import type { createAccountsModule } from './accounts/index.ts';
import type { createAdminModule } from './admin/index.ts';
import type { airlineQuotes, createAirlinesModule } from './airlines/index.ts';
import type { createAlertsModule } from './alerts/index.ts';
import type { createApiKeysModule } from './api-keys/index.ts';
import type { createContactModule } from './contact/index.ts';
import type { createCorrectionsModule } from './corrections/index.ts';
import type { createGroupsModule } from './groups/index.ts';
import type { createLifecycleModule } from './lifecycle/index.ts';
import type { createLiveModule } from './live/index.ts';
import type { createNotificationsModule } from './notifications/index.ts';
import type { createPaymentsModule } from './payments/index.ts';
import type { createScheduleModule } from './schedule/index.ts';
import type { createSettlementModule } from './settlement/index.ts';
import type { createSiteModule } from './site/index.ts';
import type { createTicketingModule } from './ticketing/index.ts';
import type { createTicketsModule } from './tickets/index.ts';
import type { createWebhooksModule } from './webhooks/index.ts';
import type * as accountsEntry from './accounts/index.ts';
import type * as adminEntry from './admin/index.ts';
import type * as airlinesEntry from './airlines/index.ts';
import type * as alertsEntry from './alerts/index.ts';
import type * as apiKeysEntry from './api-keys/index.ts';
import type * as contactEntry from './contact/index.ts';
import type * as correctionsEntry from './corrections/index.ts';
import type * as creditsEntry from './credits/index.ts';
import type * as groupsEntry from './groups/index.ts';
import type * as lifecycleEntry from './lifecycle/index.ts';
import type * as liveEntry from './live/index.ts';
import type * as notificationsEntry from './notifications/index.ts';
import type * as paymentsEntry from './payments/index.ts';
import type * as scheduleEntry from './schedule/index.ts';
import type * as settlementEntry from './settlement/index.ts';
import type * as siteEntry from './site/index.ts';
import type * as ticketingEntry from './ticketing/index.ts';
import type * as ticketsEntry from './tickets/index.ts';
import type * as webhooksEntry from './webhooks/index.ts';
import type * as adminTables from '../db/schema/admin.ts';
import type * as airlinesTables from '../db/schema/airlines.ts';
import type * as alertsTables from '../db/schema/alerts.ts';
import type * as apiKeysTables from '../db/schema/api-keys.ts';
import type * as contactTables from '../db/schema/contact.ts';
import type * as correctionsTables from '../db/schema/corrections.ts';
import type * as creditsTables from '../db/schema/credits.ts';
import type * as groupsTables from '../db/schema/groups.ts';
import type * as jobsTables from '../db/schema/jobs.ts';
import type * as notificationsTables from '../db/schema/notifications.ts';
import type * as paymentsTables from '../db/schema/payments.ts';
import type * as rateLimitsTables from '../db/schema/rate-limits.ts';
import type * as scheduleChangesTables from '../db/schema/schedule-changes.ts';
import type * as sessionsTables from '../db/schema/sessions.ts';
import type * as settlementTables from '../db/schema/settlement.ts';
import type * as signInThrottlesTables from '../db/schema/sign-in-throttles.ts';
import type * as ticketsTables from '../db/schema/tickets.ts';
import type * as usersTables from '../db/schema/users.ts';

// ADR 0068: what one module hands another names no Drizzle type. Three checks keep that true: the
// lint refuses `Db`, row types and imports of db/ or Drizzle in the ports (`*.ports.ts`), row
// types in the modules' index.ts, and opening a unit of work outside the repository or index.ts
// of the module that received it (shown on fixtures below); the compiler refuses a module's
// `api` (what app.ts passes to other modules) with a function that takes a `Db`; and it refuses
// any function a module's index.ts exports that takes a `Db` (or hands one to its callback) or
// answers a table's row, found by its shape whatever its name (the types below: `npx tsc -p
// apps/api`, run by `npm run typecheck`, fails on them). No index has an exception.
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** The parameters of `F` that are a Drizzle database or transaction (never when none is). */
type DbParameters<F> = F extends (...args: infer P) => unknown ? Extract<P[number], Db> : never;
/** Every function of an `api`, and of the objects it holds, that takes a Drizzle handle. */
type TakesDb<Api> = {
  [K in keyof Api]: Api[K] extends (...args: never[]) => unknown
    ? DbParameters<Api[K]>
    : { [J in keyof Api[K]]: DbParameters<Api[K][J]> }[keyof Api[K]];
}[keyof Api];
type ApiOf<Factory extends (...args: never[]) => { api: unknown }> = ReturnType<Factory>['api'];
/** `true` when no function of the api takes a `Db`: a compile error otherwise. */
function takesNoDb<Api>(..._: [TakesDb<Api>] extends [never] ? [] : ['takes a Db']): true {
  return true;
}

/** A row of one of the tables of `Schema` (db/schema files): what a select of all columns answers. */
type RowsOf<Schema> = Schema extends unknown
  ? {
      [K in keyof Schema]: Schema[K] extends { $inferSelect: infer Row } ? Row : never;
    }[keyof Schema]
  : never;
/**
 * Any table's row: a type that carries every column of one is that row, whatever its name. The
 * one exception: the groups' snapshot shows every column of `communities` today (ADR 0068), so
 * by its shape a group's row is its snapshot; the lint keeps the row's name out of index.ts.
 */
type AnyRow = Exclude<TableRow, GroupSnapshot>;
type TableRow = RowsOf<
  | typeof adminTables
  | typeof airlinesTables
  | typeof alertsTables
  | typeof apiKeysTables
  | typeof contactTables
  | typeof correctionsTables
  | typeof creditsTables
  | typeof groupsTables
  | typeof jobsTables
  | typeof notificationsTables
  | typeof paymentsTables
  | typeof rateLimitsTables
  | typeof scheduleChangesTables
  | typeof sessionsTables
  | typeof settlementTables
  | typeof signInThrottlesTables
  | typeof ticketsTables
  | typeof usersTables
>;
/** `T` when it is a row (carries every column of a table), else never; never for `any`. */
type Row<T> = 0 extends 1 & T ? never : T extends AnyRow ? T : never;
/** The rows in an answer: the answer itself, its items, or one of its fields (never when none). */
type RowsIn<T> = T extends readonly (infer Item)[]
  ? RowsIn<Item>
  : [Row<T>] extends [never]
    ? T extends object
      ? { [K in keyof T]-?: Row<NonNullable<T[K]>> }[keyof T]
      : never
    : T;
/** `T` when it is Drizzle's handle, else never; never for `any`. */
type IsDb<T> = 0 extends 1 & T ? never : Extract<T, Db>;
/** A `Db` among parameters, or among the parameters of a callback (`withLockedGroup`'s). */
type DbIn<P> = IsDb<P> | (P extends (...args: infer Q) => unknown ? IsDb<Q[number]> : never);
/** What is wrong with a function another module calls: a `Db` it takes, a row it answers. */
type Wrong<F> = F extends (...args: infer P) => infer R
  ? DbIn<P[number]> | RowsIn<Awaited<R>>
  : never;
/** The names of a module's public entry (its index.ts) that take a `Db` or answer a row. */
type Offending<Entry> = {
  [K in keyof Entry]: [Wrong<Entry[K]>] extends [never] ? never : K;
}[keyof Entry];
/** `true` when no export of the entry is wrong: otherwise a compile error naming them. */
function offersNoDbNorRow<Entry>(
  ..._: [Offending<Entry>] extends [never] ? [] : [takesDbOrAnswersRow: Offending<Entry>]
): true {
  return true;
}

describe('the ports between modules', () => {
  it('take a unit of work, never a Drizzle handle, in every module api', () => {
    const checked = [
      takesNoDb<ApiOf<typeof createAccountsModule>>(),
      takesNoDb<ApiOf<typeof createAdminModule>>(),
      takesNoDb<ApiOf<typeof createAirlinesModule>>(),
      takesNoDb<typeof airlineQuotes>(),
      takesNoDb<ApiOf<typeof createAlertsModule>>(),
      takesNoDb<ApiOf<typeof createApiKeysModule>>(),
      takesNoDb<ApiOf<typeof createContactModule>>(),
      takesNoDb<ApiOf<typeof createCorrectionsModule>>(),
      takesNoDb<ApiOf<typeof createGroupsModule>>(),
      takesNoDb<ApiOf<typeof createLifecycleModule>>(),
      takesNoDb<ApiOf<typeof createLiveModule>>(),
      takesNoDb<ApiOf<typeof createNotificationsModule>>(),
      takesNoDb<ApiOf<typeof createPaymentsModule>>(),
      takesNoDb<ApiOf<typeof createScheduleModule>>(),
      takesNoDb<ApiOf<typeof createSettlementModule>>(),
      takesNoDb<ApiOf<typeof createSiteModule>>(),
      takesNoDb<ApiOf<typeof createTicketingModule>>(),
      takesNoDb<ApiOf<typeof createTicketsModule>>(),
      takesNoDb<ApiOf<typeof createWebhooksModule>>(),
      // The check itself: an api with a function of a Db is refused, of a Work accepted.
      // @ts-expect-error a port that takes Drizzle's handle
      takesNoDb<{ desk: { refund(tx: Db, id: string): Promise<number> } }>(),
      takesNoDb<{ desk: { refund(tx: Work, id: string): Promise<number> } }>(),
    ];
    expect(checked.every(Boolean)).toBe(true);
  });

  it('take a unit of work and answer snapshots in every function a module index.ts offers', () => {
    const checked = [
      offersNoDbNorRow<typeof accountsEntry>(),
      offersNoDbNorRow<typeof adminEntry>(),
      offersNoDbNorRow<typeof airlinesEntry>(),
      offersNoDbNorRow<typeof alertsEntry>(),
      offersNoDbNorRow<typeof apiKeysEntry>(),
      offersNoDbNorRow<typeof contactEntry>(),
      offersNoDbNorRow<typeof correctionsEntry>(),
      offersNoDbNorRow<typeof creditsEntry>(),
      offersNoDbNorRow<typeof groupsEntry>(),
      offersNoDbNorRow<typeof lifecycleEntry>(),
      offersNoDbNorRow<typeof liveEntry>(),
      offersNoDbNorRow<typeof notificationsEntry>(),
      offersNoDbNorRow<typeof paymentsEntry>(),
      offersNoDbNorRow<typeof scheduleEntry>(),
      offersNoDbNorRow<typeof settlementEntry>(),
      offersNoDbNorRow<typeof siteEntry>(),
      offersNoDbNorRow<typeof ticketingEntry>(),
      offersNoDbNorRow<typeof ticketsEntry>(),
      offersNoDbNorRow<typeof webhooksEntry>(),
      // The check itself, on fixtures of an index's exports: a function of a `Db`, a callback
      // handed one, or an answer that is a table's row (or holds one) is refused; the same
      // functions of a `Work` answering a snapshot are accepted.
      // @ts-expect-error a function of Drizzle's handle
      offersNoDbNorRow<{ lockGroup(tx: Db, id: string): Promise<GroupSnapshot | undefined> }>(),
      // @ts-expect-error a callback handed Drizzle's handle
      offersNoDbNorRow<{
        withLockedGroup(work: Work, id: string, fn: (tx: Db) => Promise<void>): Promise<void>;
      }>(),
      // @ts-expect-error an answer that is a row
      offersNoDbNorRow<{ findQuote(work: Work, id: string): Promise<QuoteRow | undefined> }>(),
      // @ts-expect-error an answer that holds a row
      offersNoDbNorRow<{
        quotesOf(work: Work, id: string): Promise<Array<{ quote: QuoteRow; airlineName: string }>>;
      }>(),
      offersNoDbNorRow<{
        lockGroup(work: Work, id: string): Promise<GroupSnapshot | undefined>;
        quotesOf(work: Work, id: string): Promise<Array<{ quote: QuoteSnapshot }>>;
      }>(),
    ];
    expect(checked.every(Boolean)).toBe(true);
  });

  it('refuse in the lint a Db, a row type or an import of db/ or Drizzle', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const lint = async (file: string, source: string) => {
      const [result] = await eslint.lintText(source, {
        filePath: join(ROOT, `apps/api/src/modules/${file}`),
      });
      return result!.messages
        .filter((m) => m.ruleId === 'no-restricted-syntax')
        .map((m) => `${m.line}:${m.column}`);
    };
    const violation = [
      "import type { Db } from '../../db/client.ts';",
      "import type { CommunityRow } from '../../db/schema/groups.ts';",
      "import type { SQL } from 'drizzle-orm';",
      'export type Bad = { lock(tx: Db, group: CommunityRow, where: SQL): Promise<unknown> };',
      '',
    ].join('\n');
    expect(await lint('tickets/fixture.ports.ts', violation)).toEqual([
      '1:1',
      '2:1',
      '3:1',
      '4:30',
      '4:41',
    ]);
    // A module's index may import `Db` for its own dependencies, but no row or Drizzle type.
    expect(await lint('tickets/index.ts', violation)).toEqual(['2:1', '3:1', '4:41']);
    const port = [
      "import type { Work } from '../../platform/work.ts';",
      "import type { GroupSnapshot } from '../groups/index.ts';",
      'export type Good = { lock(tx: Work, group: GroupSnapshot): Promise<unknown> };',
      '',
    ].join('\n');
    expect(await lint('tickets/fixture.ports.ts', port)).toEqual([]);
    // A unit of work is opened where the receiving module's SQL lives, nowhere else.
    const opens = "import { dbOf } from '../../platform/work.ts';\nexport const open = dbOf;\n";
    expect(await lint('tickets/tickets.service.ts', opens)).toEqual(['1:10']);
    expect(await lint('tickets/tickets.repository.ts', opens)).toEqual([]);
  }, 180_000);
});
