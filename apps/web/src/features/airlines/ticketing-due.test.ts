import { describe, expect, it } from 'vitest';
import { ticketingDueText } from './ticketing-due.ts';

const NOW = Date.parse('2026-12-01T00:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('the ticketing deadline as an airline reads it', () => {
  it('counts down in days and hours, then hours and minutes, then minutes', () => {
    expect(ticketingDueText(at(28 * 60), NOW)).toBe('due in 1 day 4 h');
    expect(ticketingDueText(at(2 * 1440 + 60), NOW)).toBe('due in 2 days 1 h');
    expect(ticketingDueText(at(5 * 60 + 12), NOW)).toBe('due in 5 h 12 min');
    expect(ticketingDueText(new Date(NOW + 30_000).toISOString(), NOW)).toBe('due in 1 min');
  });

  it("says 'overdue' at and after the deadline, and nothing for a broken date", () => {
    expect(ticketingDueText(at(0), NOW)).toBe('overdue');
    expect(ticketingDueText(at(-90), NOW)).toBe('overdue');
    expect(ticketingDueText('not a date', NOW)).toBe('');
  });
});
