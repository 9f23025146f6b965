import { vi } from 'vitest';

/**
 * Catches files saved through lib/download.ts (an object URL clicked as a link): the links
 * clicked, in order, with their `download` name and `href`.
 */
export function captureDownloads(objectUrl = 'blob:download'): HTMLAnchorElement[] {
  const createObjectURL = vi.fn(() => objectUrl);
  const revokeObjectURL = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  return clicks;
}
