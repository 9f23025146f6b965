import { describe, expect, it } from 'vitest';
import { standingText } from './bids.ts';

// ADR 0027: what an airline reads of its own bid's standing.
describe('standingText', () => {
  it('says the lowest bid is the lowest', () => {
    expect(standingText({ rank: 1, of: 3, above_lowest: 0 })).toBe('You are the lowest');
    expect(standingText({ rank: 1, of: 1, above_lowest: 0 })).toBe('You are the lowest');
  });

  it('says the place and how far above the lowest, in rupees from paise', () => {
    expect(standingText({ rank: 2, of: 3, above_lowest: 50_000 })).toBe(
      '2nd of 3, ₹500.00 above the lowest',
    );
    expect(standingText({ rank: 3, of: 3, above_lowest: 1_250_050 })).toBe(
      '3rd of 3, ₹12,500.50 above the lowest',
    );
    expect(standingText({ rank: 11, of: 12, above_lowest: 100 })).toBe(
      '11th of 12, ₹1.00 above the lowest',
    );
    expect(standingText({ rank: 22, of: 30, above_lowest: 100 })).toMatch(/^22nd of 30/);
  });

  it('says a later bid at the lowest price loses the tie to the earlier one', () => {
    expect(standingText({ rank: 2, of: 2, above_lowest: 0 })).toBe(
      '2nd of 2, level with the lowest: the earlier bid wins the tie',
    );
  });
});
