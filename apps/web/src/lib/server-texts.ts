import { useEffect, useState } from 'react';
import type { Catalog } from '@saath/shared/i18n';
import { currentLanguage } from './i18n.tsx';

// Texts the API sends (error details, answer messages) are English for every API client: the
// contract (ADR 0064). A Hindi page shows them from the shared catalog, where every text the API
// can send is translated; it loads once the page is up, before a person could have sent a form.

let table: Catalog | null = null;
let templates: Array<{ pattern: RegExp; names: string[]; hindi: string }> | null = null;
let loading: Promise<void> | null = null;

/** Loads the Hindi of the API's texts (nothing on an English page). */
export function loadServerTexts(): Promise<void> {
  if (currentLanguage() === 'en') return Promise.resolve();
  loading ??= import('@saath/shared/hi').then((module) => {
    table = module.default;
  });
  return loading;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * A page that shows the API's texts as it opens (a group's history), rather than after a person
 * sent a form: renders again once their Hindi has loaded.
 */
export function useServerTexts(): void {
  const [, setLoaded] = useState(table !== null);
  useEffect(() => {
    if (table === null && currentLanguage() !== 'en')
      void loadServerTexts().then(() => setLoaded(true));
  }, []);
}

/** How much of a template is its own words, not its placeholders. */
const fixedLength = (english: string) => english.replace(/\{\w+\}/g, '').length;

/**
 * The catalog's texts with plain `{name}` placeholders, as patterns that read their values back;
 * the one with the most words of its own first, so that "{x} at {fare}; awaiting payment" is not
 * read as "{x} at {fare}" with a fare of "₹100.00; awaiting payment".
 */
function templatesOf(catalog: Catalog) {
  return Object.entries(catalog)
    .sort(([a], [b]) => fixedLength(b) - fixedLength(a))
    .filter(([english]) => /\{\w+\}/.test(english) && !/\{\s*\w+\s*,/.test(english))
    .map(([english, hindi]) => {
      const names: string[] = [];
      const source = escape(english).replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
      return { pattern: new RegExp(`^${source}$`, 's'), names, hindi };
    });
}

/**
 * One text the API sent, in the page's language: its translation, or a templated one's with the
 * values the API filled in ("Refund at most ₹100.00" from "Refund at most {amount}"; a value the
 * catalog holds, like a field's label, in its translation), or the
 * English as sent when the catalog has neither (or has not loaded yet).
 */
export function serverText(text: string): string {
  if (!table || currentLanguage() === 'en') return text;
  const exact = table[text];
  if (exact !== undefined) return exact;
  templates ??= templatesOf(table);
  for (const { pattern, names, hindi } of templates) {
    const match = pattern.exec(text);
    if (match)
      // A filled-in value that is itself a catalog text (a field's label) is translated too.
      return names.reduce((out, name, i) => {
        const value = match[i + 1] ?? '';
        return out.replaceAll(`{${name}}`, table?.[value] ?? value);
      }, hindi);
  }
  return text;
}
