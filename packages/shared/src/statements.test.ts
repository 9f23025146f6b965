import { describe, expect, it } from 'vitest';
import { recentStatementMonths, statementQuerySchema } from './statements.ts';

describe('statement months', () => {
  it('takes a calendar month or none, and nothing else', () => {
    expect(statementQuerySchema.safeParse({}).success).toBe(true);
    expect(statementQuerySchema.safeParse({ month: '2026-12' }).success).toBe(true);
    for (const month of ['2026-13', '2026-00', '2026-1', '26-12', '2026-12-01', '2026-12\u0000'])
      expect(statementQuerySchema.safeParse({ month }).success).toBe(false);
  });

  it('lists this month and the ones before it across a year end', () => {
    expect(recentStatementMonths('2026-02', 4)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });
});
