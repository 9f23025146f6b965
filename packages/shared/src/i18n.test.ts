import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  placeholdersOf,
} from './i18n.ts';

describe('formatMessage', () => {
  it('fills placeholders and leaves a text without values as it is', () => {
    expect(formatMessage('en', 'Hello {name}, you have {n}', { name: 'Asha', n: 3 })).toBe(
      'Hello Asha, you have 3',
    );
    expect(formatMessage('en', 'Hello {name}')).toBe('Hello {name}');
  });

  it("chooses plural forms by the language's rules, exact values first", () => {
    const seats = '{count, plural, =0 {No seats} one {# seat left} other {# seats left}}';
    expect(formatMessage('en', seats, { count: 0 })).toBe('No seats');
    expect(formatMessage('en', seats, { count: 1 })).toBe('1 seat left');
    expect(formatMessage('en', seats, { count: 1200 })).toBe('1,200 seats left');
    // Hindi's "one" covers 0 and 1.
    const hindi = '{count, plural, one {# सीट} other {# सीटें}}';
    expect(formatMessage('hi', hindi, { count: 0 })).toBe('0 सीट');
    expect(formatMessage('hi', hindi, { count: 2 })).toBe('2 सीटें');
    expect(formatMessage('hi', hindi, { count: 123456 })).toBe('1,23,456 सीटें');
  });

  it('selects by value, with placeholders inside the chosen branch', () => {
    const text = '{role, select, admin {Admin {name}} other {Member {name}}}';
    expect(formatMessage('en', text, { role: 'admin', name: 'Ravi' })).toBe('Admin Ravi');
    expect(formatMessage('en', text, { role: 'x', name: 'Ravi' })).toBe('Member Ravi');
  });

  it('names the placeholders a translation must keep', () => {
    expect(placeholdersOf('{b} and {a}, {count, plural, one {#} other {#}}')).toEqual([
      'a',
      'b',
      'count',
    ]);
  });
});

describe('language paths', () => {
  it('reads the language from the prefix and moves a path between languages', () => {
    expect(languageOfPath('/hi/login')).toBe('hi');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(pathWithoutLanguage('/hi/login')).toBe('/login');
    expect(pathWithoutLanguage('/hi')).toBe('/');
    expect(pathInLanguage('/login', 'hi')).toBe('/hi/login');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/hi/groups/7', 'en')).toBe('/groups/7');
  });
});
