import type { Catalog } from '@saath/shared/i18n';
import shared from '@saath/shared/hi';

// Hindi for the web's texts outside a feature folder (the shell, shared components, formats), and
// the shared package's (ADR 0064). Each feature keeps its own in `features/<name>/hi.ts`.
export default {
  ...shared,
} satisfies Catalog;
