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

/** The catalog a source file's texts are looked up in first: its feature's, 'web' or 'shared'. */
export function textScope(file: string): string {
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  if (feature) return feature[1]!;
  return file.startsWith('apps/web/src/') ? 'web' : 'shared';
}

const sourceFile = (id: string) =>
  path.relative(REPOSITORY_ROOT, id.split('?')[0]!).replaceAll(path.sep, '/');
const ours = (file: string) =>
  !file.startsWith('..') && !file.includes('node_modules') && /\.tsx?$/.test(file);

/**
 * Development, tests and the prerender look texts up at run time (src/lib/i18n.tsx). So that they
 * find the same translation a production bundle writes in, each t(), tx() and msg() call is told
 * the scope of the file it is in: `t('Next')` in a feature becomes `t('Next', undefined, '!groups')`.
 */
export function scopeTexts(): Plugin {
  return {
    name: 'saath-scope-texts',
    enforce: 'pre',
    transform(code, id) {
      const file = sourceFile(id);
      if (!ours(file) || !/\b(?:t|tx|msg)\(/.test(code)) return;
      const scope = textScope(file);
      const source = parseSource(file, code);
      const out = new MagicString(code);
      walk(source, (node) => {
        const call = markerCall(node);
        const last = call?.arguments[call.arguments.length - 1];
        if (!call || !last) return;
        // The scope is the argument after the text and its values (t), its elements and values
        // (tx), or the text (msg).
        const slots = { t: 2, tx: 3, msg: 1 }[call.expression.text as 't' | 'tx' | 'msg'];
        const missing = slots - call.arguments.length;
        if (missing < 0) return;
        // A text written in the call is this file's ('!'); a constant's is the file's that marked
        // it (shared/src/i18n.ts, MESSAGE_SCOPES).
        const written = call.expression.text !== 'msg' && literalsOf(call.arguments[0]) ? '!' : '';
        out.appendLeft(
          last.getEnd(),
          `${', undefined'.repeat(missing)}, ${JSON.stringify(written + scope)}`,
        );
      });
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
  };
}

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
      const file = sourceFile(id);
      if (!ours(file) || !/\b(?:t|tx|msg)\(/.test(code)) return;
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
