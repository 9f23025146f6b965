import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newPasswordSchema, passwordProblems, passwordRequirementsMessage } from './password.ts';

describe('password rule', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblems('Str0ng!pass')).toEqual([]);
    expect(newPasswordSchema.safeParse('Str0ng!pass').success).toBe(true);
  });

  it('lists each failing rule in a fixed order', () => {
    expect(passwordProblems('abc')).toEqual([
      'Must be at least 8 characters.',
      'Must include uppercase letters.',
      'Must include numbers.',
      'Must include special characters.',
    ]);
    expect(passwordRequirementsMessage(passwordProblems('ABCDEFGH1!'))).toBe(
      'Password requirements not met: Must include lowercase letters.',
    );
  });

  it('reports one schema issue per failing rule', () => {
    const result = newPasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(passwordProblems('short'));
  });

  it('never accepts a password with any problem', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (pw) => {
        const ok = newPasswordSchema.safeParse(pw).success;
        expect(ok).toBe(passwordProblems(pw).length === 0);
      }),
    );
  });
});
