import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { fieldOf, mapIssues, serverIssues } from './forms.ts';

describe('one mapping of a problem to a field', () => {
  const fields = ['email', 'subject', 'passengers.1.phone'];

  it('names a field by the whole path after the request part, else by its last element', () => {
    expect(fieldOf(['body', 'email'], fields)).toBe('email');
    expect(fieldOf(['email'], fields)).toBe('email');
    expect(fieldOf(['body', 'submission', 'subject'], fields)).toBe('subject');
    expect(fieldOf(['body', 'passengers', 1, 'phone'], fields)).toBe('passengers.1.phone');
    expect(fieldOf(['body', 'company_data', 'email'], fields, { 'company_data.email': 'x' })).toBe(
      'x',
    );
    expect(fieldOf(['body', 'token'], fields)).toBeNull();
  });

  it('keeps every message of a field once, and what names no field as general text', () => {
    expect(
      mapIssues(
        [
          { loc: ['body', 'email'], message: 'Email is required' },
          { loc: ['body', 'email'], message: 'Email is required' },
          { loc: ['body', 'email'], message: 'Enter a valid email address' },
          { loc: ['body'], message: 'Too many fields' },
        ],
        fields,
      ),
    ).toEqual({
      fields: { email: ['Email is required', 'Enter a valid email address'] },
      general: ['Too many fields'],
    });
  });

  it('reads the items of a 422 and nothing else', () => {
    const body = { detail: [{ loc: ['body', 'email'], msg: 'Taken', type: 'x' }] };
    expect(serverIssues(new ApiError(422, body))).toEqual([
      { loc: ['body', 'email'], message: 'Taken' },
    ]);
    expect(serverIssues(new ApiError(400, body))).toBeNull();
    expect(serverIssues(new ApiError(422, { detail: 'Bad input' }))).toBeNull();
    expect(serverIssues(new Error('network'))).toBeNull();
  });
});
