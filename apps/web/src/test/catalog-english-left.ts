import type { Catalog } from '@saath/shared/i18n';

/**
 * A page rendered in Hindi that still shows English of `catalog`: each English key that is a
 * whole text node (or a read attribute: aria-label, title, placeholder, alt) on the page, or,
 * for a sentence, anywhere in its text. It catches what the catalog checker cannot see: a text
 * kept in a constant or built in a .ts module and shown without t(). Keys spelled the same in
 * Hindi (codes such as CVC) and templates are left out.
 */
export function catalogEnglishLeft(catalog: Catalog): string[] {
  const keys = Object.entries(catalog)
    .filter(([english, translated]) => english !== translated && !/[{<]/.test(english))
    .map(([english]) => english.trim());
  const nodes = [...document.body.querySelectorAll('*')].flatMap((element) => [
    ...[...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent?.trim() ?? ''),
    ...['aria-label', 'title', 'placeholder', 'alt'].map(
      (name) => element.getAttribute(name) ?? '',
    ),
  ]);
  const text = document.body.textContent ?? '';
  return keys.filter(
    (english) => nodes.includes(english) || (english.includes(' ') && text.includes(english)),
  );
}
