import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, pathInLanguage, type Language } from '@saath/shared/i18n';
import { currentLanguage } from '../../lib/i18n.tsx';

/**
 * Keeps a visitor's choice for the pages they open without a language prefix: the server sends
 * them to the chosen language's page (ADR 0064).
 */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Where a page load goes: the browser's location (a test watches it here). */
export const pageLoads = { open: (url: string) => window.location.assign(url) };

/** The same page in another language, as the browser opens it (a page load: ADR 0064). */
export function openInLanguage(language: Language, path: string): void {
  rememberLanguage(language);
  pageLoads.open(`${pathInLanguage(path, language)}${window.location.search}`);
}

type Props = {
  /** Keeps the choice on a signed-in member's account before the page changes. */
  save?: (language: Language) => Promise<unknown>;
};

/**
 * The navbar's language switch: a link to this page in the other language, named in that
 * language ("हिन्दी" on an English page, "English" on a Hindi one). A real link, so it works
 * before the page's scripts run; with them it also remembers the choice.
 */
export function LanguageSwitch({ save }: Props) {
  const { pathname } = useLocation();
  const other: Language = currentLanguage() === 'en' ? 'hi' : 'en';
  const choose = (event: MouseEvent) => {
    event.preventDefault();
    void Promise.resolve(save?.(other))
      .catch(() => undefined)
      .then(() => openInLanguage(other, pathname));
  };
  return (
    <a
      className="nav-link"
      href={pathInLanguage(pathname, other)}
      hrefLang={other}
      lang={other}
      onClick={choose}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
