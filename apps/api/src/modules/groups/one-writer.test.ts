import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 10: the group aggregate has one owner. Every INSERT, UPDATE or DELETE of `communities`
// and `memberships` (Drizzle builder or SQL text) is in the groups repository; this test reads
// the API's source and fails on a write anywhere else.
const SRC = fileURLToPath(new URL('../..', import.meta.url));
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
  it('is written by the groups repository alone', () => {
    const writers = sources(SRC)
      .filter((path) => WRITE.some((pattern) => pattern.test(readFileSync(path, 'utf8'))))
      .map((path) => relative(SRC, path));
    expect(writers).toEqual([OWNER]);
  });

  it('recognises a write wherever it is written', () => {
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
});
