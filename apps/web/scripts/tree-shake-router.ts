// React Router's production build creates its components and contexts at module level and then
// names them (`const Link = React.forwardRef(...); Link.displayName = "Link"`). To a bundler both
// statements are side effects, so every component the package defines stays in every bundle,
// used or not, and with <Link> the framework mode's page prefetching behind it (ADR 0066). This
// build step marks those calls pure and drops the names, which only React's developer tools read,
// so the bundler keeps what the app uses. Upstream proposes the same in its own build; when that
// lands this step finds nothing to change. The first-load budgets (check-bundle-size.mjs) would
// catch a release whose files it no longer reads.
import type { Plugin } from 'vite';

const ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;

export function treeShakeRouter(): Plugin {
  return {
    name: 'saath-tree-shake-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        const pure = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\$1\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1');
        return pure === code ? undefined : { code: pure, map: null };
      },
    },
  };
}
