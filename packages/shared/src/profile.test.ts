import { describe, expect, it } from 'vitest';
import { profileCompleteness, profileCompletionPercent, profileUpdateSchema } from './profile.ts';

const complete = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  gender: 'FEMALE',
  date_of_birth: '1990-04-02',
};

describe('profile completeness', () => {
  it('is complete with six real values', () => {
    expect(profileCompleteness(complete)).toEqual({ isComplete: true, missingFields: [] });
    expect(profileCompletionPercent(complete)).toBe(100);
  });

  it('counts placeholders, NOT_SPECIFIED and blanks as missing', () => {
    const profile = {
      ...complete,
      gender: 'NOT_SPECIFIED',
      date_of_birth: '1949-07-15',
      phone: ' ',
    };
    expect(profileCompleteness(profile)).toEqual({
      isComplete: false,
      missingFields: ['phone', 'gender', 'date_of_birth'],
    });
    expect(profileCompletionPercent(profile)).toBe(50);
  });

  it('rounds the share of filled fields', () => {
    expect(profileCompletionPercent({ first_name: 'A' })).toBe(17);
    expect(profileCompletionPercent({})).toBe(0);
  });
});

describe('profile update schema', () => {
  it('requires first name, last name and email', () => {
    const result = profileUpdateSchema.safeParse({ first_name: '', email: 'x@y.in' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['first_name', 'last_name']));
  });

  it('normalises email and phone, clears optional fields with empty strings', () => {
    const parsed = profileUpdateSchema.parse({
      ...complete,
      email: ' Asha@Example.IN ',
      phone: '+91 98765-43210',
      city: '',
      pin_code: '',
    });
    expect(parsed.email).toBe('asha@example.in');
    expect(parsed.phone).toBe('+919876543210');
    expect(parsed.city).toBeNull();
    expect(parsed.pin_code).toBeNull();
  });

  it('refuses bad phone, pin code, future birth date and unknown enum values', () => {
    const result = profileUpdateSchema.safeParse({
      ...complete,
      phone: '12345',
      pin_code: '12ab56',
      date_of_birth: '2999-01-01',
      gender: 'ROBOT',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(
      ['date_of_birth', 'gender', 'phone', 'pin_code'].sort(),
    );
  });
});

describe('profile update: partial updates', () => {
  it('leaves fields out of the result when they are not sent', () => {
    const parsed = profileUpdateSchema.parse({ first_name: 'A', last_name: 'B', email: 'a@b.in' });
    expect(parsed).toEqual({ first_name: 'A', last_name: 'B', email: 'a@b.in' });
  });
});
