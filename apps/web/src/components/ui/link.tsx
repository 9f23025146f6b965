import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

// The app's links, on react-router's public hooks. React Router's own <Link> also renders the
// framework mode's page prefetching (its <PrefetchPageLinks> and the route-manifest code behind it),
// which this single-page app never uses but every first load would download: ~2 KB gzip of the
// landing page's budget (ADR 0066). Same markup, same client-side navigation.

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Classes by whether the link is the current page. */
  className: (state: { isActive: boolean }) => string;
  /** Active only on this very path, not on the pages under it. */
  end?: boolean;
}

/** A link that knows it is the current page: `aria-current="page"` and the active class. */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(rest.to).pathname;
  const isActive =
    pathname === target ||
    (!end && pathname.startsWith(target) && pathname.charAt(target.length) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    />
  );
}
