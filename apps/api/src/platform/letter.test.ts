import { describe, expect, it } from 'vitest';
import { letter } from './letter.ts';
import { ENGLISH, textsIn } from './texts.ts';

describe('letter', () => {
  it('greets by first name, keeps each paragraph together and signs off', () => {
    expect(letter(ENGLISH, 'Asha', ['One line.', ['Two lines,', 'kept together.']])).toBe(
      'Namaste Asha,\n\nOne line.\n\nTwo lines,\nkept together.\n\nTeam Saath',
    );
  });

  it('wishes a booked traveller happy travels above the sign-off', () => {
    expect(letter(ENGLISH, 'Ravi', ['Booked.'], { travels: true })).toBe(
      'Namaste Ravi,\n\nBooked.\n\nHappy travels,\nTeam Saath',
    );
  });

  it("writes the greeting and sign-off in the member's language", () => {
    const hindi = letter(textsIn('hi'), 'Asha', ['…']);
    expect(hindi.startsWith('नमस्ते Asha,')).toBe(true);
    expect(hindi).not.toContain('Team Saath');
  });
});
