import {
  DEFAULT_LANGUAGE,
  formatMessage,
  isLanguage,
  pathInLanguage,
  type Catalog,
  type Language,
  type MessageValues,
  type Translatable,
} from '@saath/shared/i18n';
import { formatInstantIst, formatTravelDate } from '@saath/shared/dates';
import { cityLabel } from '@saath/shared/travel';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import hi from '../hi.ts';

// What the API writes to a person (mails, WhatsApp and SMS texts, PDFs) is written in that
// person's language, `users.language` (ADR 0064, docs/product/languages.md). English is the key
// of every text, as on the web; the Hindi catalog is this app's (it spreads the shared one).
// The catalog is small and the API renders in both languages all day, so it is loaded at start.
const CATALOGS: Record<Language, Catalog> = { en: {}, hi };

/** The texts of one language: `t` translates and fills a message, the others format values. */
export type Texts = {
  language: Language;
  /** Like the web's `t`: a string literal (the catalog checker reads it) or a `msg()` text. */
  t<S extends string>(text: Translatable<S>, values?: MessageValues): string;
  /** A calendar date, 'Fri, 11 Dec 2026' or 'शुक्र, 11 दिस॰ 2026'. */
  date(value: string): string;
  /** A moment in India time, 'Tue, 1 Dec 2026, 12:00 pm IST'. */
  instant(value: Date): string;
  /**
   * A page of the site in this language, for a link in a mail or text: `/tickets` is
   * `https://saath.in/hi/tickets` for a Hindi reader, `https://saath.in/tickets` for an English one.
   */
  page(publicUrl: string, path: string): string;
};

const cache = new Map<Language, Texts>();

/** The texts of `language`; anything not a known language (an old row, a typo) is English. */
export function textsIn(language: Language | string | null | undefined): Texts {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let texts = cache.get(lang);
  if (!texts) {
    const catalog = CATALOGS[lang];
    texts = {
      language: lang,
      // A text missing from the catalog (the checker fails the build on it) falls back to its
      // English rather than failing a mail.
      t: (text, values) => formatMessage(lang, catalog[text] ?? text, values ?? {}),
      date: (value) => formatTravelDate(value, lang),
      instant: (value) => formatInstantIst(value, lang),
      page: (publicUrl, path) => `${publicUrl}${pathInLanguage(path, lang)}`,
    };
    cache.set(lang, texts);
  }
  return texts;
}

/** A city in the reader's language, as the UI shows one: 'New Delhi (DEL)', 'नई दिल्ली (DEL)'. */
export function cityIn(texts: Texts, code: string): string {
  return cityLabel(code, (name) => texts.t(name));
}

/** English, for what stays English whoever reads it (airlines' and admins' mails, logs). */
export const ENGLISH = textsIn(DEFAULT_LANGUAGE);

/**
 * The texts of a user's language, for a document they download (an e-ticket, a receipt): the
 * language they chose when they asked for it.
 */
export async function textsOf(db: Db, userId: string): Promise<Texts> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return textsIn(row?.language);
}
