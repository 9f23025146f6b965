import type { ReactNode } from 'react';
import { useBrowserValue } from '../../lib/use-browser-value.ts';

const inBrowser = () => true;
const prerendered = () => false;

/**
 * The controls of a form that may arrive prerendered, disabled until the form has
 * hydrated: before that, typed text would not reach React's state and a submit would go out as
 * a plain GET with the fields in the address. Rendered by the browser alone, it is enabled at once.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useBrowserValue(inBrowser, prerendered);
  return <fieldset disabled={!hydrated}>{children}</fieldset>;
}
