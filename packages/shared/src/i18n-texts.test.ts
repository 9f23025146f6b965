// Every text a person reads has its Hindi: this reads the source of the web app, the API and this
// package, finds each text marked for translation (`t('...')`, `tx('...')`, `msg('...')`) and
// checks its catalog (ADR 0064). It also finds English left unmarked in the web's markup.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  catalogsFor,
  literalsOf,
  markerCall,
  parseSource as parse,
  readCatalog,
  REPOSITORY_ROOT,
  walk,
} from './i18n-source.ts';
import { placeholdersOf } from './i18n.ts';

const root = REPOSITORY_ROOT;
const SOURCES = ['apps/web/src', 'apps/api/src', 'packages/shared/src'];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(path.join(root, dir))) {
    const file = `${dir}/${name}`;
    if (statSync(path.join(root, file)).isDirectory()) {
      if (file !== 'apps/web/src/test') yield* sourceFiles(file);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) && name !== 'hi.ts')
      yield file;
  }
}

type Found = { text: string; file: string; line: number };

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart()).line + 1;

const insideFunction = (node: ts.Node): boolean =>
  node.parent !== undefined && (ts.isFunctionLike(node.parent) || insideFunction(node.parent));

/**
 * Texts marked for translation; marker calls whose text the checker cannot read; and t()/tx()
 * calls made when a module loads, before any catalog could be in.
 */
function markedTexts(files: string[]): { texts: Found[]; unreadable: Found[]; early: Found[] } {
  const texts: Found[] = [];
  const unreadable: Found[] = [];
  const early: Found[] = [];
  for (const file of files) {
    const source = parse(file);
    walk(source, (found) => {
      const node = markerCall(found);
      if (!node) return;
      const [first] = node.arguments;
      if (node.expression.text !== 'msg' && !insideFunction(node))
        early.push({ text: first?.getText() ?? '', file, line: lineOf(source, node) });
      const at = { file, line: lineOf(source, node) };
      const literals = node.expression.text === 'msg' ? literalsOf(first) : textsIn(first);
      if (literals) for (const literal of literals) texts.push({ text: literal.text, ...at });
      else unreadable.push({ text: first?.getText() ?? '', ...at });
    });
  }
  return { texts, unreadable, early };
}

/**
 * The literal texts of a t()/tx() argument, through `a ? 'x' : Y` and parentheses; references
 * (`t(SAVED)`, `t(item.label)`, `t(labelOf(x))`) hold texts marked with msg() where they are written.
 * Null for anything else (a string built at run time, which no catalog could hold).
 */
function textsIn(node: ts.Node | undefined): ts.StringLiteralLike[] | null {
  if (!node) return null;
  if (ts.isParenthesizedExpression(node)) return textsIn(node.expression);
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isConditionalExpression(node)) {
    const a = textsIn(node.whenTrue);
    const b = textsIn(node.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  const reference =
    ts.isIdentifier(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isCallExpression(node);
  return reference ? [] : null;
}

/** Attributes whose string a person reads (or hears, from a screen reader). */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
/** Words that are the same in every language: names and codes. */
const SAME_IN_EVERY_LANGUAGE =
  /^[\s\d.,:;!?()/+\-–—×·•|@#%&*'"₹]*(?:Saath|UPI|GST|GSTIN|PNR|IATA|PDF|CSV|API|OK|VPA|SMS|WhatsApp|Google|Razorpay|Route|IST|IFSC)?[\s\d.,:;!?()/+\-–—×·•|@#%&*'"₹]*$/;

/** English written straight into the web's markup, where no catalog can reach it. */
function unmarkedMarkup(files: string[]): Found[] {
  const found: Found[] = [];
  for (const file of files.filter((f) => f.startsWith('apps/web/src/') && f.endsWith('.tsx'))) {
    const source = parse(file);
    walk(source, (node) => {
      let text: string | undefined;
      if (ts.isJsxText(node)) text = node.text.trim();
      else if (
        ts.isJsxAttribute(node) &&
        READ_ATTRIBUTES.has(node.name.getText()) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer)
      )
        text = node.initializer.text;
      if (text && /[A-Za-z]/.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text))
        found.push({ text, file, line: lineOf(source, node) });
    });
  }
  return found;
}

/**
 * Files whose markup is still written in English, translated area by area: the list only shrinks,
 * and each file leaves it with its texts translated.
 */
const NOT_YET_TRANSLATED = new Set<string>(
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'i18n-pending.json'), 'utf8')) as string[],
);

const files = SOURCES.flatMap((dir) => [...sourceFiles(dir)]);
const { texts, unreadable, early } = markedTexts(files);
const catalogFiles = [...new Set(files.flatMap(catalogsFor))];
const catalogs = new Map(catalogFiles.map((file) => [file, readCatalog(file)]));
const where = (f: Found) => `${f.file}:${f.line}  ${JSON.stringify(f.text)}`;

describe('texts and their Hindi', () => {
  it('reads every marked text from a literal', () => {
    expect(unreadable.map(where)).toEqual([]);
  });

  it('translates at render time, never when a module loads', () => {
    expect(early.map(where)).toEqual([]);
  });

  it('has a Hindi translation for every marked text', () => {
    const missing = texts.filter(
      (found) => !catalogsFor(found.file).some((file) => catalogs.get(file)?.has(found.text)),
    );
    expect(missing.map(where)).toEqual([]);
  });

  it('keeps each translation to the placeholders and tags of its English', () => {
    const wrong: string[] = [];
    for (const [file, entries] of catalogs)
      for (const [english, hindi] of entries) {
        const tags = (s: string) => [...s.matchAll(/<\/?\d+>/g)].map((m) => m[0]).sort();
        if (
          placeholdersOf(english).join() !== placeholdersOf(hindi).join() ||
          tags(english).join() !== tags(hindi).join()
        )
          wrong.push(`${file}  ${JSON.stringify(english)} -> ${JSON.stringify(hindi)}`);
        if (!hindi.trim()) wrong.push(`${file}  ${JSON.stringify(english)} is empty`);
      }
    expect(wrong).toEqual([]);
  });

  it('keeps no translation whose English is no longer used where the catalog serves', () => {
    const used = new Map<string, Set<string>>();
    for (const found of texts)
      for (const file of catalogsFor(found.file)) {
        if (!used.has(file)) used.set(file, new Set());
        used.get(file)!.add(found.text);
      }
    const stale = [...catalogs].flatMap(([file, entries]) =>
      [...entries.keys()]
        .filter((english) => !used.get(file)?.has(english))
        .map((english) => `${file}  ${JSON.stringify(english)}`),
    );
    expect(stale).toEqual([]);
  });

  it('leaves no English unmarked in the markup of a translated page', () => {
    const unmarked = unmarkedMarkup(files).filter((found) => !NOT_YET_TRANSLATED.has(found.file));
    expect(unmarked.map(where)).toEqual([]);
  });

  it('lists as not yet translated only files that still hold English markup', () => {
    const holding = new Set(unmarkedMarkup(files).map((found) => found.file));
    expect([...NOT_YET_TRANSLATED].filter((file) => !holding.has(file))).toEqual([]);
  });
});
