import type { Catalog } from '@saath/shared/i18n';
import { registerCatalogs, type TextArea } from './i18n.tsx';

// The catalogs as modules, for development, tests and the prerender (ADR 0064): each feature's
// (`features/<name>/hi.ts`) and the shared one (`src/hi.ts`), Hindi being the one language
// besides English. A production bundle has its texts written in and imports none of this.
const CATALOGS = import.meta.glob<{ default: Catalog }>(['../hi.ts', '../features/*/hi.ts']);

const areaOf = (file: string): TextArea =>
  file.includes('/features/admin/')
    ? 'admin'
    : file.includes('/features/airlines/')
      ? 'airlines'
      : 'app';

registerCatalogs((area, language) =>
  language === 'hi'
    ? Promise.all(
        Object.entries(CATALOGS)
          .filter(([file]) => areaOf(file) === area)
          .map(([, load]) => load().then((module) => module.default)),
      )
    : Promise.resolve([]),
);
