// The production build writes each language's texts into its own bundle (ADR 0064): `npm run
// build` builds the app once in English (dist/) and once in Hindi (dist/hi/, served under /hi).
// Every `t('literal')` and `msg('literal')` becomes the string itself in the bundle's language,
// so the first load carries no catalog, no lookup and no extra bytes for a text; a text with values
// or markup keeps its call, with the translated text in it. Development and tests load the
// catalogs at run time instead (src/lib/i18n.tsx); the catalog checker makes both the same texts.
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import ts from 'typescript';
import {
  catalogsFor,
  literalsOf,
  markerCall,
  parseSource,
  readCatalog,
  REPOSITORY_ROOT,
  walk,
} from '@saath/shared/i18n-source';
import { DEFAULT_LANGUAGE, type Language } from '@saath/shared/i18n';

export function inlineTexts(language: Language): Plugin {
  const catalogs = new Map<string, Map<string, string>>();
  const translate = (file: string, text: string): string => {
    if (language === DEFAULT_LANGUAGE) return text;
    for (const catalog of catalogsFor(file)) {
      if (!catalogs.has(catalog)) catalogs.set(catalog, readCatalog(catalog));
      const found = catalogs.get(catalog)!.get(text);
      if (found !== undefined) return found;
    }
    return text;
  };
  return {
    name: 'saath-inline-texts',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      catalogs.clear();
    },
    transform(code, id) {
      const file = path.relative(REPOSITORY_ROOT, id.split('?')[0]!).replaceAll(path.sep, '/');
      if (file.startsWith('..') || file.includes('node_modules') || !/\.tsx?$/.test(file)) return;
      if (!/\b(?:t|tx|msg)\(/.test(code)) return;
      const source = parseSource(file, code);
      const out = new MagicString(code);
      walk(source, (node) => {
        const call = markerCall(node);
        const first = call?.arguments[0];
        const literals = literalsOf(first);
        if (!call || !first || !literals) return;
        // t('...') alone and msg('...') are the text itself; with values, markup or a choice of
        // texts the call stays, with each text in the bundle's language.
        const whole =
          ts.isStringLiteralLike(first) &&
          (call.expression.text === 'msg' ||
            (call.expression.text === 't' && call.arguments.length === 1));
        const target = whole ? [call] : literals;
        for (const node of target) {
          const text = whole ? first.text : (node as ts.StringLiteralLike).text;
          out.overwrite(
            node.getStart(source),
            node.getEnd(),
            JSON.stringify(translate(file, text)),
          );
        }
      });
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
    transformIndexHtml(html) {
      return language === DEFAULT_LANGUAGE
        ? html
        : html.replace(/<html lang="[^"]*"/, `<html lang="${language}-IN"`);
    },
  };
}
