import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// The house's layering (architecture.md), checked on every import: each layer imports only the
// layers below it. Paths are relative to the repository root (where `npm run lint` runs).
const api = 'apps/api/src';
const web = 'apps/web/src';
const dirsOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * API modules from the bottom up: a module may use those before it, never those after, so the
 * modules' dependencies stay a DAG (no folder cycles). A new module goes where its imports put it.
 */
const API_MODULES = [
  'notifications',
  'credits',
  // The airline ledger (ADR 0055): reads tables, imports no module; the ticket-changing modules
  // reach it through ports wired in app.ts.
  'settlement',
  'tickets',
  'groups',
  'accounts',
  'lifecycle',
  'payments',
  'airlines',
  'ticketing',
  'schedule',
  'api-keys',
  'webhooks',
  'admin',
  'corrections',
  'contact',
  'site',
  'alerts',
  'live',
];
const unlisted = dirsOf(`${api}/modules`).filter((name) => !API_MODULES.includes(name));
if (unlisted.length > 0) throw new Error(`eslint.config.js: place ${unlisted} in API_MODULES`);

/**
 * What a module shows other modules and app.ts: its `index.ts` alone (ADR 0045). The index
 * exports the module's factory (`createXModule(deps)`, returning its Fastify plugin and its
 * `api`) and the few functions and types other modules call directly; everything else in the
 * folder is the module's own.
 */
const PUBLIC_ENTRY = './index.ts';

/**
 * Names of a public entry that only some modules may import (ADR 0038): the group's status
 * command is the lifecycle's alone (the lifecycle is the only code that decides a status).
 */
const RESTRICTED_NAMES = [{ module: 'groups', names: ['changeStatus'], allowed: ['lifecycle'] }];

/**
 * ADR 0068: the sources a port (`*.ports.ts`) may not import: db/ (the handle, the schema's rows)
 * and Drizzle or the database drivers; a module's index.ts may not export or import from the
 * schema or Drizzle (it imports `Db` for its own dependencies, which no other module calls).
 */
const DB_SOURCES = '/(^|\\/)db\\/|^drizzle-orm|^pg$|^@electric-sql\\//';
const DRIZZLE_SOURCES = '/(^|\\/)db\\/schema|^drizzle-orm|^pg$|^@electric-sql\\//';

/**
 * The zones of import-x/no-restricted-paths. `featuresBelowApp`: the features' own code may not
 * import the app shell.
 */
function layerZones({ featuresBelowApp = false } = {}) {
  const zones = [
    {
      target: 'packages/shared',
      from: ['apps', 'e2e', 'bench'],
      message: 'packages/shared is the contract: it imports nothing of ours.',
    },
    {
      target: [`${api}/platform`, `${api}/db`, `${api}/config.ts`],
      from: `${api}/modules`,
      message: 'platform/ and db/ sit below the modules: they import none.',
    },
    {
      target: [`${api}/db`, `${api}/config.ts`],
      from: `${api}/platform`,
      message: 'db/ sits below platform/.',
    },
    {
      target: [`${api}/platform`, `${api}/db`, `${api}/modules`, `${api}/config.ts`],
      from: [`${api}/app.ts`, `${api}/server.ts`],
      message: 'app.ts and server.ts assemble the layers; no layer imports them.',
    },
    {
      target: [`${web}/lib`, `${web}/components`],
      from: [`${web}/features`, `${web}/app`],
      message: 'lib/ and components/ui/ sit below the features and the app shell.',
    },
  ];
  for (const name of API_MODULES) {
    zones.push({
      target: [`${api}/app.ts`, `${api}/server.ts`],
      from: `${api}/modules/${name}`,
      except: [PUBLIC_ENTRY],
      message: `app.ts and server.ts use a module through its index.ts alone (ADR 0045): the ${name} module's other files are its own.`,
    });
  }
  for (const [index, name] of API_MODULES.entries()) {
    for (const other of API_MODULES.filter((o) => o !== name)) {
      const below = API_MODULES.indexOf(other) < index;
      zones.push({
        target: `${api}/modules/${name}`,
        from: `${api}/modules/${other}`,
        except: below ? [PUBLIC_ENTRY] : [],
        message: below
          ? `A module uses another only through its index.ts (ADR 0045): the ${other} module's other files are its own.`
          : `Modules depend downwards only (API_MODULES in eslint.config.js): ${other} comes after ${name}.`,
      });
    }
  }
  if (featuresBelowApp) {
    zones.push({
      target: `${web}/features`,
      from: `${web}/app`,
      message: 'Features do not import the app shell (src/app/); it imports them.',
    });
  }
  for (const feature of dirsOf(`${web}/features`)) {
    zones.push({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message:
        'Web features do not import each other: move what they share to lib/ or components/ui/.',
    });
  }
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // React Router's own links carry its framework mode's prefetching into every first load.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from components/ui/link (ADR 0066).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts', 'apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles and layers are ours to check: never parse a dependency's files.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
      // File cycles inside a layer; the zones above keep the folders themselves a DAG.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${web}/features/**`],
    // A page's test may mount the app shell's layout around the page (anchor scrolling).
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ featuresBelowApp: true }) }],
    },
  },
  ...RESTRICTED_NAMES.map(({ module, names, allowed }) => ({
    files: [`${api}/**/*.ts`],
    ignores: [module, ...allowed].map((name) => `${api}/modules/${name}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [`**/modules/${module}/index.ts`, `../${module}/index.ts`],
              importNames: names,
              message: `${names.join(', ')}: only ${allowed.join(', ')} may use it (ADR 0038).`,
            },
          ],
        },
      ],
    },
  })),
  {
    // ADR 0068: what crosses between modules names no Drizzle type. A port passes a unit of work
    // (platform/work.ts) and the owning module's snapshots, never `Db`, a table's row type or
    // anything of db/ and Drizzle; a module's index exports no row type either. (`api` objects
    // are checked by their types in modules/ports.test.ts.)
    files: [`${api}/modules/*/*.ports.ts`, `${api}/modules/*/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[source.value=${DRIZZLE_SOURCES}], ExportNamedDeclaration[source.value=${DRIZZLE_SOURCES}]`,
          message:
            'A port or public entry imports nothing of db/schema or Drizzle: pass a snapshot of the owning module (ADR 0068).',
        },
        {
          selector: 'TSTypeReference > Identifier[name=/Row$/]',
          message:
            "A table's row type does not cross modules: pass the owning module's snapshot (ADR 0068).",
        },
      ],
    },
  },
  {
    files: [`${api}/modules/*/*.ports.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[source.value=${DB_SOURCES}]`,
          message:
            'A port imports nothing of db/ or Drizzle: it takes a unit of work (platform/work.ts, ADR 0068).',
        },
        {
          selector: 'TSTypeReference > Identifier[name=/^Db$|Row$/]',
          message:
            "A port takes a unit of work (`Work`, platform/work.ts) and snapshots, never Drizzle's `Db` or a row (ADR 0068).",
        },
      ],
    },
  },
  {
    // ADR 0068: a unit of work is opened (`dbOf`, `onWork`) only by the module that received it,
    // where its SQL lives: its repository or the adapters of its index.ts. The rest of a module
    // hands its own transaction on with `asWork`.
    files: [`${api}/modules/**/*.ts`],
    ignores: [
      `${api}/modules/*/index.ts`,
      `${api}/modules/*/*.ports.ts`,
      `${api}/modules/*/*.repository.ts`,
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/platform\\/work\\.ts$/] > ImportSpecifier[imported.name=/^(dbOf|onWork)$/]',
          message:
            "A unit of work is opened in the receiving module's repository or index.ts alone (ADR 0068).",
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      // Only zod, Node's own modules and its own files (and its tests' tools, the TypeScript
      // parser of the texts checker among them): no framework.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|node:|\\./|\\.\\./|vitest(/|$)|fast-check$|typescript$)',
              message: 'packages/shared imports only zod: no Fastify, Drizzle, React or app code.',
            },
          ],
        },
      ],
    },
  },
);
