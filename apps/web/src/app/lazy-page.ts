import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadTexts, type TextArea } from '../lib/i18n.tsx';

type PageModule<P extends object> = { default: ComponentType<P> };
export type LazyPage<P = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A page in its own chunk (React.lazy) that can also be loaded ahead of rendering: the entry
 * starts loading the chunks of the page it opens on at once, side by side rather than one after
 * the other, and the prerender loads them before it renders, so the page is rendered
 * in one pass. Once loaded, the page renders without suspending.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<PageModule<P>>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Page, { preload });
}

/**
 * The texts of an area in the page's language. A production bundle has them written in (ADR
 * 0064); development reads the catalogs as modules.
 */
export function textsLoaded(area: TextArea = 'app'): Promise<void> {
  if (import.meta.env.TEXTS_INLINED) return Promise.resolve();
  return import('../lib/text-catalogs.ts').then(() => loadTexts(area));
}

/** A page's module once the texts of its area are in too (the admin's and airline's load apart). */
export function withTexts<M>(area: TextArea, page: Promise<M>): Promise<M> {
  return Promise.all([page, textsLoaded(area)]).then(([module]) => module);
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && 'preload' in type;
}

/** Loads every lazy page and layout the route table renders at `pathname`. */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const types = (matchRoutes(routes, pathname) ?? []).map(
    (match) => (match.route.element as ReactElement | undefined)?.type,
  );
  await Promise.all(types.filter(isLazyPage).map((page) => page.preload()));
}
