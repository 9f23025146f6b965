/** Charts grow in only for people who have not asked for reduced motion (and not in screenshots
 * or tests, which emulate it). */
export function animate(): boolean {
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
