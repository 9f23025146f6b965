import { describe, expect, it } from 'vitest';
import { passengerTally } from './groups.ts';

describe('passengerTally (issue 14: one count on every screen)', () => {
  it('counts towards the threshold until it is met, then towards the capacity', () => {
    expect(passengerTally(4)).toBe('4 of 7 needed');
    expect(passengerTally(6)).toBe('6 of 7 needed');
    expect(passengerTally(7)).toBe('7 of 15 seats');
    expect(passengerTally(15)).toBe('15 of 15 seats');
  });

  it('takes the group record’s own threshold and capacity', () => {
    expect(passengerTally(2, 3, 5)).toBe('2 of 3 needed');
    expect(passengerTally(3, 3, 5)).toBe('3 of 5 seats');
  });
});
