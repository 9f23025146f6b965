// Build and test tooling only (nothing at run time imports it): reads texts marked for
// translation and the catalogs from the source, for the catalog checker (i18n-texts.test.ts) and
// the web build that writes each language's texts into its bundle (apps/web/scripts/inline-texts.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The repository's root: paths below are relative to it, with forward slashes. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The functions that mark a text: `t('...')`, `tx('...', [...])`, `msg('...')`. */
export const MARKERS = new Set(['t', 'tx', 'msg']);

/** The catalogs a source file's texts may be translated in, its own first. */
export function catalogsFor(file: string): string[] {
  const shared = 'packages/shared/src/hi.ts';
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  if (feature) return [`apps/web/src/features/${feature[1]}/hi.ts`, 'apps/web/src/hi.ts', shared];
  if (file.startsWith('apps/web/src/')) return ['apps/web/src/hi.ts', shared];
  if (file.startsWith('apps/api/src/')) return ['apps/api/src/hi.ts', shared];
  return [shared];
}

export function parseSource(file: string, text?: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    text ?? readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

export const literalText = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

/**
 * The string literals a marker's text argument is made of: the literal itself, or each branch of
 * `cond ? 'a' : 'b'`; null when any part is not a literal (a constant marked where it is defined).
 */
export function literalsOf(node: ts.Node | undefined): ts.StringLiteralLike[] | null {
  if (!node) return null;
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isConditionalExpression(node)) {
    const a = literalsOf(node.whenTrue);
    const b = literalsOf(node.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** A call of t, tx or msg. */
export function markerCall(
  node: ts.Node,
): (ts.CallExpression & { expression: ts.Identifier }) | null {
  return ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    MARKERS.has(node.expression.text)
    ? (node as ts.CallExpression & { expression: ts.Identifier })
    : null;
}

/** A catalog's entries, read from its source (`export default { 'English': 'हिन्दी', ... }`). */
export function readCatalog(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  let source: ts.SourceFile;
  try {
    source = parseSource(file);
  } catch {
    return entries;
  }
  walk(source, (node) => {
    if (!ts.isPropertyAssignment(node)) return;
    const key = literalText(node.name) ?? (ts.isIdentifier(node.name) ? node.name.text : undefined);
    const value = literalText(node.initializer);
    if (key !== undefined && value !== undefined) entries.set(key, value);
  });
  return entries;
}
