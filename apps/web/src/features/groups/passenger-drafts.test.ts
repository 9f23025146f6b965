import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { makeCompleteUser, makeUser } from '../../test/fixtures.ts';
import {
  ageOn,
  checkDrafts,
  draftFromProfile,
  emptyDraft,
  genderLabel,
  parsePassengerCount,
  resizeDrafts,
  serverFieldErrors,
  type PassengerDraft,
} from './passenger-drafts.ts';

const valid: PassengerDraft = {
  full_name: 'Ravi Kumar',
  dob: '1985-02-10',
  age: '41',
  gender: 'M',
  phone: '98765 43210',
  email: 'Ravi@Example.in',
};

describe('passenger step rules', () => {
  it('counts whole years up to a day', () => {
    expect(ageOn('1990-05-20', '2026-05-19')).toBe('35');
    expect(ageOn('1990-05-20', '2026-05-20')).toBe('36');
    expect(ageOn('2030-01-01', '2026-05-20')).toBe('');
    expect(ageOn('', '2026-05-20')).toBe('');
  });

  it('takes 1 to 4 passengers', () => {
    expect(parsePassengerCount('1', 1, 4)).toBe(1);
    expect(parsePassengerCount('4', 1, 4)).toBe(4);
    for (const bad of ['0', '5', '', '2.5', 'two']) {
      expect(parsePassengerCount(bad, 1, 4)).toBe('Please choose between 1 and 4 passengers.');
    }
  });

  it('names the first passenger with an empty field', () => {
    const result = checkDrafts([valid, { ...valid, phone: '' }, emptyDraft()]);
    expect(result).toMatchObject({ ok: false, problem: 'Please fill all fields for passenger 2' });
  });

  it('then applies the shared schema, field by field', () => {
    const result = checkDrafts([valid, { ...valid, phone: '12345', email: 'nope' }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toBe('Please check the details of passenger 2');
    expect(result.fieldErrors[1]).toEqual({
      phone: 'Enter a valid 10-digit Indian mobile number',
      email: 'Enter a valid email address',
    });
  });

  it('gives the API what the schema parsed (integer age, clean phone and email)', () => {
    const result = checkDrafts([valid]);
    expect(result).toEqual({
      ok: true,
      passengers: [
        {
          full_name: 'Ravi Kumar',
          dob: '1985-02-10',
          age: 41,
          gender: 'M',
          phone: '9876543210',
          email: 'ravi@example.in',
        },
      ],
    });
  });

  it('prefills the first passenger from a complete profile, nothing from placeholders', () => {
    expect(draftFromProfile(makeCompleteUser(), '2026-06-01')).toEqual({
      full_name: 'Asha Verma',
      dob: '1990-05-20',
      age: '36',
      gender: 'F',
      phone: '+919876543210',
      email: 'asha@example.in',
    });
    const sparse = draftFromProfile(makeUser({ date_of_birth: '1949-07-15' }), '2026-06-01');
    expect(sparse).toMatchObject({ dob: '', age: '', gender: '', phone: '' });
  });

  it('keeps typed passengers when the count changes', () => {
    const first = () => ({ ...emptyDraft(), full_name: 'Me' });
    const two = resizeDrafts([], 2, first);
    expect(two.map((d) => d.full_name)).toEqual(['Me', '']);
    expect(resizeDrafts([valid, valid, valid], 1, first)).toEqual([valid]);
  });

  it('maps 422 items to passenger fields', () => {
    const error = new ApiError(422, {
      detail: [
        { loc: ['body', 'passengers', 1, 'email'], msg: 'Enter a valid email address', type: 'x' },
        { loc: ['body', 'from_location'], msg: 'ignored', type: 'x' },
      ],
    });
    expect(serverFieldErrors(error, 2)).toEqual([{}, { email: 'Enter a valid email address' }]);
    expect(serverFieldErrors(new ApiError(409, { detail: 'Group is full' }), 2)).toBeNull();
  });

  it('spells out genders', () => {
    expect(['M', 'F', 'Other'].map(genderLabel)).toEqual(['Male', 'Female', 'Other']);
  });
});
