import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The group is changed only through the groups module's commands (ADR 0013, ADR 0038). Three
// checks keep that true: the integration tests record at run time any write of `communities` or
// `memberships` made outside a command (test/integration/group-ownership.test.ts); the lint
// refuses an import of any of the module's files but its index, and of the status command from
// where it does not belong (checked here on fixtures); and the statements that write those
// tables are all in the groups repository (a text scan, which also sees code no test runs).
const SRC = fileURLToPath(new URL('../..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));
const OWNER = 'modules/groups/groups.repository.ts';
const WRITE = [
  /\.(insert|update|delete)\(\s*(communities|memberships)\s*\)/,
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(communities|memberships)\b/i,
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+\$\{\s*(communities|memberships)\s*\}/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the group aggregate', () => {
  it('has its write statements in the groups repository alone', () => {
    const writers = sources(SRC)
      .filter((path) => WRITE.some((pattern) => pattern.test(readFileSync(path, 'utf8'))))
      .map((path) => relative(SRC, path));
    expect(writers).toEqual([OWNER]);
  });

  it('recognises a write statement wherever it is written', () => {
    const written = [
      'await tx.update(communities).set({ status })',
      'tx.insert(memberships).values(rows)',
      "sql`UPDATE communities SET status = 'X'`",
      'sql`INSERT INTO ${memberships} (id) VALUES (1)`',
      "'DELETE FROM memberships WHERE id = $1'",
    ];
    for (const line of written)
      expect(
        WRITE.some((p) => p.test(line)),
        line,
      ).toBe(true);
    expect(WRITE.some((p) => p.test('tx.select().from(communities)'))).toBe(false);
  });

  it('is changed by other modules only through its index: the lint refuses its other files, and the status command outside the lifecycle', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const lint = async (module: string, source: string) => {
      const [result] = await eslint.lintText(source, {
        filePath: join(ROOT, `apps/api/src/modules/${module}/ownership-fixture.ts`),
      });
      return result!.messages
        .filter((m) =>
          ['import-x/no-restricted-paths', 'no-restricted-imports'].includes(m.ruleId!),
        )
        .map((m) => `${m.line} ${m.ruleId}`);
    };
    const fixture = [
      "import { refreshBids } from '../groups/groups.repository.ts';",
      "import { recordBidChange } from '../groups/groups.commands.ts';",
      "import { changeStatus } from '../groups/index.ts';",
      "import { findGroup, withLockedGroup } from '../groups/index.ts';",
      'export const used = [refreshBids, recordBidChange, changeStatus, findGroup, withLockedGroup];',
      '',
    ].join('\n');
    // Another module: the groups module's own files and its status command refused, the rest of
    // its index not (ADR 0045, ADR 0038).
    expect(await lint('airlines', fixture)).toEqual([
      '1 import-x/no-restricted-paths',
      '2 import-x/no-restricted-paths',
      '3 no-restricted-imports',
    ]);
    // The lifecycle decides statuses: only the module's own files are refused.
    expect(await lint('lifecycle', fixture)).toEqual([
      '1 import-x/no-restricted-paths',
      '2 import-x/no-restricted-paths',
    ]);
  }, 180_000);
});
