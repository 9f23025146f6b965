import { describe, expect, it } from 'vitest';
import { passengerTally, passengersNeeded, thresholdProgressText } from './groups.ts';

describe('passengerTally (one count on every screen)', () => {
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

describe('passengersNeeded and thresholdProgressText (the invite says what the group page says)', () => {
  it('counts down to the threshold and stops at 0', () => {
    expect(passengersNeeded(0)).toBe(7);
    expect(passengersNeeded(6)).toBe(1);
    expect(passengersNeeded(7)).toBe(0);
    expect(passengersNeeded(12)).toBe(0);
    expect(passengersNeeded(2, 3)).toBe(1);
  });

  it('says how many more, in the singular for one, or that the threshold is reached', () => {
    expect(thresholdProgressText(4)).toBe('3 more passengers needed to reach threshold');
    expect(thresholdProgressText(6)).toBe('1 more passenger needed to reach threshold');
    expect(thresholdProgressText(7)).toBe(
      'Threshold reached! Airlines will be contacted for quotes.',
    );
  });
});
