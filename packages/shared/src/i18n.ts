// The languages Saath speaks and the one message format every text uses, on the web and in the
// API's mails, texts and PDFs (docs/product/languages.md, ADR 0064).
//
// A text is written in English where it is used, and English is its key: `t('Find your group')`.
// A catalog maps the English text to its translation. Values fill ICU-style placeholders:
// `{name}`, `{count, plural, one {# seat} other {# seats}}` (`=0` too) and
// `{role, select, admin {...} other {...}}`. Plural categories come from Intl.PluralRules of the
// language (Hindi's "one" covers 0 and 1).

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale numbers, dates and money are formatted in (India's grouping in both). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The cookie that keeps a visitor's choice (a signed-in user's is kept in their profile). */
export const LANGUAGE_COOKIE = 'saath_lang';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The pages of every language but English live under its prefix: `/hi/login`. */
export const languagePrefix = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;

/** The language a path is in: `/hi` and `/hi/...` are Hindi, every other path English. */
export function languageOfPath(path: string): Language {
  return path === '/hi' || path.startsWith('/hi/') ? 'hi' : 'en';
}

/** The path without its language prefix: `/hi/login` -> `/login`, `/hi` -> `/`. */
export function pathWithoutLanguage(path: string): string {
  const prefix = languagePrefix(languageOfPath(path));
  return prefix ? path.slice(prefix.length) || '/' : path;
}

/** The same page in `language`: `('/hi/login', 'en')` -> `/login`, `('/', 'hi')` -> `/hi`. */
export function pathInLanguage(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path);
  const prefix = languagePrefix(language);
  return prefix ? (bare === '/' ? prefix : `${prefix}${bare}`) : bare;
}

/** A translation catalog: English text -> the text in the catalog's language. */
export type Catalog = Readonly<Record<string, string>>;

declare const message: unique symbol;
/** A text marked for translation with `msg()`, translated where it is shown. */
export type Message = string & { readonly [message]: true };

/**
 * Where each text marked with msg() was written, for the web's development and tests, which look
 * texts up at run time: a text is translated by the catalogs of the file that wrote it, as a
 * production bundle does when it writes the texts in (apps/web/scripts/inline-texts.ts).
 */
export const MESSAGE_SCOPES = new Map<string, Set<string>>();

/**
 * Marks a text kept in a constant for translation where it is shown (`t(SAVED)`): the string
 * itself, for the catalog checker to find. The web's development build passes `scope`.
 */
export const msg = (text: string, scope?: string) => {
  if (scope) MESSAGE_SCOPES.set(text, (MESSAGE_SCOPES.get(text) ?? new Set()).add(scope));
  return text as Message;
};

/**
 * What `t` accepts: a string literal (the checker reads it from the source) or a text marked by
 * `msg()`. A string built at run time is refused by the compiler: no catalog could hold it.
 */
export type Translatable<S extends string> = string extends S ? Message : S;

export type MessageValues = Readonly<Record<string, string | number>>;

/** The text inside the braces that open at `open`, and the index of the closing brace. */
function braced(text: string, open: number): [string, number] {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
    if (!depth) return [text.slice(open + 1, i), i];
  }
  throw new SyntaxError(`unclosed "{" in message: ${text}`);
}

// Intl's constructors cost tens of microseconds each, ten times the rest of a message's
// rendering (a mail batch renders thousands): built once per language, as dates.ts does.
const intlOf = (language: Language) => ({
  plural: new Intl.PluralRules(LANGUAGE_LOCALES[language]),
  number: new Intl.NumberFormat(LANGUAGE_LOCALES[language]),
});
const INTL = { en: intlOf('en'), hi: intlOf('hi') } satisfies Record<
  Language,
  ReturnType<typeof intlOf>
>;

function render(language: Language, text: string, values: MessageValues, hash?: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '#' && hash !== undefined) out += hash;
    else if (text[i] !== '{') out += text[i];
    else {
      const [inner, end] = braced(text, i);
      const [name = '', kind = '', ...rest] = inner.split(',');
      const value = values[name.trim()];
      if (!kind) out += value ?? '';
      else {
        // `one {...} other {...}`: each choice's key and its text.
        const choices: Record<string, string> = {};
        const body = rest.join(',');
        for (let at = body.indexOf('{'), from = 0; at >= 0; at = body.indexOf('{', from)) {
          const [choice, close] = braced(body, at);
          choices[body.slice(from, at).trim()] = choice;
          from = close + 1;
        }
        const count = Number(value);
        const key =
          kind.trim() !== 'plural'
            ? String(value)
            : `=${count}` in choices
              ? `=${count}`
              : INTL[language].plural.select(count);
        out += render(
          language,
          choices[key] ?? choices.other ?? '',
          values,
          kind.trim() === 'plural' ? INTL[language].number.format(count) : hash,
        );
      }
      i = end;
    }
  }
  return out;
}

/** Fills a message's placeholders for `language`; a message without values is returned as is. */
export function formatMessage(language: Language, text: string, values?: MessageValues): string {
  return values ? render(language, text, values) : text;
}

/** The placeholder names of a message: a translation must use the same ones. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]!);
  return [...names].sort();
}
