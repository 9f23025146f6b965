// Its own module: the shell's first load needs it, not the rest of app-config.ts.

/** Runs `run` once the page has finished loading, so extras never compete with first paint. */
export function afterPageLoad(run: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
  };
}
