import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { Work } from '../platform/work.ts';
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

// ADR 0068: what one module hands another names no Drizzle type. Two checks keep that true: the
// lint refuses `Db`, row types and imports of db/ or Drizzle in the ports (`*.ports.ts`), row
// types in the modules' index.ts, and opening a unit of work outside the repository or index.ts
// of the module that received it (shown on fixtures below), and the compiler refuses a module's
// `api` (what app.ts passes to other modules) with a function that takes a `Db` (the types
// below: `npx tsc -p apps/api` fails on them).
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
