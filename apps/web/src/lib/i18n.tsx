import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import {
  DEFAULT_LANGUAGE,
  formatMessage,
  LANGUAGE_LOCALES,
  languageOfPath,
  type Catalog,
  type Language,
  type MessageValues,
  type Translatable,
} from '@saath/shared/i18n';

// The web's texts in the visitor's language (docs/product/languages.md, ADR 0064). The page's
// language is its path's (`/hi/...` is Hindi) and is fixed for the page's life: switching language
// loads the same page under the other prefix. English is written in the code and needs nothing
// loaded; another language's catalogs load before the app renders (boot.tsx), the admin's and
// airline's with their areas.

let language: Language =
  typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);
const translations: Record<string, string> = {};

/** The parts of the app whose texts load together: the admin's and airline's with their areas. */
export type TextArea = 'app' | 'admin' | 'airlines';

/** Loads the catalogs of an area in a language (lib/text-catalogs.ts registers itself). */
type CatalogLoader = (area: TextArea, language: Language) => Promise<Catalog[]>;
let loadCatalogs: CatalogLoader = () => Promise.resolve([]);
const loads = new Map<TextArea, Promise<void>>();

/**
 * Where catalogs come from in development, tests and the prerender. A production bundle has its
 * language's texts written in by the build (scripts/inline-texts.ts) and registers none: this
 * module holds no import() of its own, so it stays in the chunk every page loads.
 */
export function registerCatalogs(loader: CatalogLoader): void {
  loadCatalogs = loader;
}

/** The page's language. */
export const currentLanguage = (): Language => language;

/** The locale to format numbers and dates in: 'en-IN' or 'hi-IN'. */
export const currentLocale = (): string => LANGUAGE_LOCALES[language];

/**
 * Loads the texts of `area` in the page's language (nothing for English). The prerender calls it
 * with the language of each page it renders.
 */
export function loadTexts(area: TextArea = 'app', next: Language = language): Promise<void> {
  if (next !== language) {
    language = next;
    loads.clear();
    for (const key of Object.keys(translations)) delete translations[key];
  }
  if (language === DEFAULT_LANGUAGE) return Promise.resolve();
  let loading = loads.get(area);
  if (!loading) {
    loading = loadCatalogs(area, language).then((catalogs) => {
      for (const catalog of catalogs) Object.assign(translations, catalog);
    });
    loads.set(area, loading);
  }
  return loading;
}

/**
 * A text in the page's language: `t('Find your group')`, `t('{count} seats left', { count })`.
 * Its English is its key; a text the catalog lacks shows in English.
 */
export function t<S extends string>(text: Translatable<S>, values?: MessageValues): string {
  return formatMessage(language, translations[text] ?? text, values);
}

/**
 * A text with markup inside: numbered tags wrap the elements given, so a translation can move
 * them: `tx('Read the <0>terms</0> first', [<Link to="/terms" />])`.
 */
export function tx<S extends string>(
  text: Translatable<S>,
  elements: ReactElement[],
  values?: MessageValues,
): ReactNode {
  const parts = t(text, values).split(/<(\d+)>(.*?)<\/\1>/s);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) nodes.push(parts[i]);
    const element = elements[Number(parts[i + 1])];
    if (element) nodes.push(cloneElement(element, { key: i }, parts[i + 2]));
  }
  return createElement(Fragment, null, ...nodes);
}
