import { describe, expect, it } from 'vitest';
import { errorDetailText } from './errors.ts';

describe('errorDetailText', () => {
  it('uses a string detail', () => {
    expect(errorDetailText({ detail: 'Group is full' }, 'x')).toBe('Group is full');
  });
  it("joins validation msgs with ', '", () => {
    const body = { detail: [{ loc: ['body', 'a'], msg: 'A bad', type: 'x' }, { msg: 'B bad' }] };
    expect(errorDetailText(body, 'x')).toBe('A bad, B bad');
  });
  it('uses msg of an object detail, else its JSON', () => {
    expect(errorDetailText({ detail: { msg: 'm' } }, 'x')).toBe('m');
    expect(errorDetailText({ detail: { a: 1 } }, 'x')).toBe('{"a":1}');
  });
  it('falls back otherwise', () => {
    expect(errorDetailText(null, 'fallback')).toBe('fallback');
    expect(errorDetailText({ detail: [] }, 'fallback')).toBe('fallback');
  });
});
