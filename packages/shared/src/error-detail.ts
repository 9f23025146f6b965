// Reading the one error shape (docs/product/glossary.md), with no zod (errors.ts holds the schemas
// and re-exports this), so any page can show an error without loading them.

/**
 * Turns any error body of ours into one line: the detail, or a list's msg fields joined with ', ',
 * each given to `translate` (a Hindi page's: the API sends English).
 */
export function errorDetailText(
  body: unknown,
  fallback: string,
  translate: (text: string) => string = (text) => text,
): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail) return translate(detail);
    if (Array.isArray(detail)) {
      const msgs = detail
        .map((d) => (d && typeof d === 'object' && 'msg' in d ? translate(String(d.msg)) : ''))
        .filter(Boolean);
      if (msgs.length) return msgs.join(', ');
    }
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      return 'msg' in detail
        ? translate(String((detail as { msg: unknown }).msg))
        : JSON.stringify(detail);
    }
  }
  return fallback;
}
