import type { Catalog } from '@saath/shared/i18n';
import { registerCatalogs, type TextArea } from './i18n.tsx';

// The catalogs as modules, for development, tests and the prerender (ADR 0064): each feature's
// (`features/<name>/hi.ts`), the web's (`src/hi.ts`) and the shared package's, each kept under its
// scope (lib/i18n.tsx looks a text up in its own file's). Hindi is the one language besides
// English. A production bundle has its texts written in and imports none of this.
const CATALOGS = import.meta.glob<{ default: Catalog }>(['../hi.ts', '../features/*/hi.ts']);

const areaOf = (file: string): TextArea =>
  file.includes('/features/admin/')
    ? 'admin'
    : file.includes('/features/airlines/')
      ? 'airlines'
      : 'app';

const scopeOf = (file: string) => /\/features\/([^/]+)\//.exec(file)?.[1] ?? 'web';

registerCatalogs((area, language) =>
  language === 'hi'
    ? Promise.all([
        ...(area === 'app'
          ? [import('@saath/shared/hi').then((module) => ['shared', module.default] as const)]
          : []),
        ...Object.entries(CATALOGS)
          .filter(([file]) => areaOf(file) === area)
          .map(([file, load]) => load().then((module) => [scopeOf(file), module.default] as const)),
      ]).then((loaded) => loaded.map(([scope, catalog]) => [scope, catalog] as [string, Catalog]))
    : Promise.resolve([]),
);
