// Set by `define` in vite.config.ts and vitest.config.ts.

/** The year the web app was built in: what a prerendered page shows until it hydrates. */
declare const __BUILD_YEAR__: number;
