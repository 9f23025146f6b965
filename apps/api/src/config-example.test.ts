import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, loadConfig } from './config.ts';

// `.env.example` at the repository root is the operator's list of settings. It stays true only
// if a setting added to config.ts (or to the web build) fails a test until it is listed there.

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The section of `.env.example` whose settings the web build reads, not the API. */
const WEB_BUILD_SECTION = /^# == Web build\b/;

type Entry = { key: string; value: string; commented: boolean; section: string };

/**
 * Each setting line: `KEY=value` (the default, written out) or `# KEY=...` (a default computed at
 * start). Values may be double-quoted, as dotenv files and shells take them.
 */
function parseExample(text: string): Entry[] {
  const entries: Entry[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('# == ')) section = line;
    const match = /^(#\s?)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const raw = match[3]!.trim();
    const value = /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
    entries.push({ key: match[2]!, value, commented: Boolean(match[1]), section });
  }
  return entries;
}

/** The variables the web build's config and scripts read from the environment. */
function webBuildKeys(): string[] {
  const scripts = readdirSync(new URL('apps/web/scripts/', root))
    .filter((name) => /\.m?[jt]s$/.test(name))
    .map((name) => `apps/web/scripts/${name}`);
  const keys = new Set<string>();
  for (const file of ['apps/web/vite.config.ts', ...scripts])
    for (const match of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g))
      keys.add(match[1]!);
  return [...keys].sort();
}

const entries = parseExample(read('.env.example'));
const apiEntries = entries.filter((e) => !WEB_BUILD_SECTION.test(e.section));
const webEntries = entries.filter((e) => WEB_BUILD_SECTION.test(e.section));

describe('.env.example', () => {
  it('lists every setting config.ts reads, and nothing it does not', () => {
    const listed = apiEntries.map((e) => e.key);
    expect(ENV_KEYS.length).toBeGreaterThan(50);
    expect(ENV_KEYS.filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !ENV_KEYS.includes(key))).toEqual([]);
  });

  it('lists every variable the web build reads, in its own section', () => {
    expect(webEntries.map((e) => e.key).sort()).toEqual(webBuildKeys());
  });

  it('names each setting once', () => {
    const keys = entries.map((e) => e.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('writes out the real defaults: copied as it is, it configures exactly what nothing set does', () => {
    // A secret is given to both, so that neither writes one into ./data.
    const base = { JWT_SECRET: 'config-example-test-secret-long-enough-for-hs256' };
    const system = { openFilesSoftLimit: () => 4096 };
    const written = Object.fromEntries(
      apiEntries.filter((e) => !e.commented).map((e) => [e.key, e.value]),
    );
    expect(loadConfig({ ...base, ...written }, system)).toEqual(loadConfig(base, system));
  });

  it('writes out the web build defaults the scripts use', () => {
    const budgets = read('apps/web/scripts/check-bundle-size.mjs');
    for (const entry of webEntries.filter((e) => e.value !== '')) {
      const fallback = new RegExp(`process\\.env\\.${entry.key} \\?\\? ([\\d_]+)`).exec(budgets);
      expect(fallback?.[1]?.replaceAll('_', ''), entry.key).toBe(entry.value);
    }
  });
});
