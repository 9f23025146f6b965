import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordBodySchema,
  googleLoginBodySchema,
  loginFormSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  resetTokenParamsSchema,
} from './accounts.ts';
import { overrideBodySchema } from './admin.ts';
import {
  airlineRegistrationSchema,
  quoteBodySchema,
  quoteIdParamsSchema,
  quoteParamsSchema,
  withdrawQuoteParamsSchema,
} from './airlines.ts';
import { contactBodySchema } from './contact.ts';
import { calendarDateField, isCleanText, textField } from './fields.ts';
import {
  communityIdParamsSchema,
  createBodySchema,
  joinBodySchema,
  searchQuerySchema,
} from './groups.ts';
import { pageQuerySchema } from './paging.ts';
import { profileUpdateSchema } from './profile.ts';
import { ticketIdParamsSchema } from './tickets.ts';
import { isCalendarDate } from './travel.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('the one strict calendar check', () => {
  it('accepts exactly the days of the calendar, years 0001 to 9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const reference = new Date(0);
          reference.setUTCFullYear(year, month - 1, day);
          const real =
            year >= 1 &&
            reference.getUTCFullYear() === year &&
            reference.getUTCMonth() === month - 1 &&
            reference.getUTCDate() === day;
          expect(isCalendarDate(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)).toBe(real);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses what Date.parse would take', () => {
    for (const value of [
      '2026-02-30',
      '2027-02-29',
      '2026-04-31',
      '0000-01-01',
      '2026-2-3',
      '2026-02-03T00:00',
      ' 2026-02-03',
      '+02026-02-03',
      '２０２６-02-03',
    ]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('9999-12-31')).toBe(true);
  });

  it('is the check of every date field, with one message', () => {
    const field = calendarDateField('Travel date', { required: 'Travel date is required' });
    expect(field.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Travel date must be a date (YYYY-MM-DD)',
    );
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('Travel date is required');
    const profileDob = profileUpdateSchema.shape.date_of_birth.safeParse('2024-02-30');
    expect(profileDob.success).toBe(false);
    const quoteTime = quoteBodySchema.shape.departure_time.safeParse('2026-02-30T10:00');
    expect(quoteTime.success).toBe(false);
    expect(quoteBodySchema.shape.departure_time.safeParse('2026-03-01T10:00').success).toBe(true);
  });
});

describe('text fields refuse control characters', () => {
  const controls = [
    ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
    ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  ];
  const multiLineAllowed = new Set(['\t', '\n', '\r']);

  it('refuses C0, DEL and C1 controls and lone surrogates; multi-line keeps tab and newlines', () => {
    for (const c of controls) {
      expect(isCleanText(`a${c}b`), JSON.stringify(c)).toBe(false);
      expect(isCleanText(`a${c}b`, true), JSON.stringify(c)).toBe(multiLineAllowed.has(c));
    }
    for (const lone of ['\ud800', '\udfff', 'a\ud83d', '\ude00b']) {
      expect(isCleanText(lone)).toBe(false);
      expect(isCleanText(lone, true)).toBe(false);
    }
    for (const fine of ['Asha Verma', 'आशा वर्मा', 'ஆஷா', 'Zoë 😀', 'O’Brien-Smith', '']) {
      expect(isCleanText(fine)).toBe(true);
    }
  });

  it('names the field, and trims before it looks', () => {
    const name = textField('First name', { required: 'First name is required' });
    expect(name.safeParse('A\u0000b').error?.issues).toMatchObject([
      { message: 'First name must not contain control characters' },
    ]);
    expect(name.parse('  Asha\n')).toBe('Asha');
    expect(textField('Password', { trim: false }).safeParse(' pw\n').success).toBe(false);
  });

  // Every string a request schema reaches first (a pipe's output has passed its input) must
  // refuse a NUL: a new text field built on plain z.string() fails here.
  const requestSchemas: Record<string, z.ZodType> = {
    registerBodySchema,
    loginFormSchema,
    googleLoginBodySchema,
    changePasswordBodySchema,
    resetRequestBodySchema,
    resetTokenParamsSchema,
    resetPasswordBodySchema,
    profileUpdateSchema,
    searchQuerySchema,
    createBodySchema,
    joinBodySchema,
    communityIdParamsSchema,
    contactBodySchema,
    overrideBodySchema,
    airlineRegistrationSchema,
    quoteBodySchema,
    quoteParamsSchema,
    quoteIdParamsSchema,
    withdrawQuoteParamsSchema,
    ticketIdParamsSchema,
    pageQuerySchema,
  };

  type Def = {
    type: string;
    shape?: Record<string, z.ZodType>;
    innerType?: z.ZodType;
    options?: z.ZodType[];
    in?: z.ZodType;
    element?: z.ZodType;
  };
  function stringLeaves(schema: z.ZodType, path: string): Array<[string, z.ZodType]> {
    const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
    switch (def.type) {
      case 'string':
        return [[path, schema]];
      case 'object':
        return Object.entries(def.shape!).flatMap(([key, s]) => stringLeaves(s, `${path}.${key}`));
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
        return stringLeaves(def.innerType!, path);
      case 'union':
        return def.options!.flatMap((s) => stringLeaves(s, path));
      case 'pipe':
        return stringLeaves(def.in!, path);
      case 'array':
        return stringLeaves(def.element!, `${path}[]`);
      default:
        return [];
    }
  }

  it('is applied to every text field of every request schema', () => {
    let count = 0;
    for (const [name, schema] of Object.entries(requestSchemas)) {
      for (const [path, leaf] of stringLeaves(schema, name)) {
        count += 1;
        expect(leaf.safeParse('ab\u0000cd').success, path).toBe(false);
        expect(leaf.safeParse('ab\ud800cd').success, path).toBe(false);
      }
    }
    expect(count).toBeGreaterThan(50);
  });
});
