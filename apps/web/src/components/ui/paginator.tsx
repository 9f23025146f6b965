import type { CSSProperties } from 'react';
import Pagination from 'react-bootstrap/Pagination';
import { t } from '../../lib/i18n.tsx';

/** A page number, or a gap in the numbers (two distinct keys, one per side). */
export type PageSlot = number | 'gap-before' | 'gap-after';

// Manage Groups: the first and last page plus a window of 2 pages each side of the
// current one, with ellipses where numbers are left out.
const WINDOW = 2;

/** The page numbers and gaps to show for `page` of `pages`. */
export function pageSlots(page: number, pages: number): PageSlot[] {
  if (pages <= 1) return [1];
  const current = Math.min(Math.max(1, page), pages);
  const start = Math.max(2, current - WINDOW);
  const end = Math.min(pages - 1, current + WINDOW);
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap-before');
  for (let n = start; n <= end; n += 1) slots.push(n);
  if (end < pages - 1) slots.push('gap-after');
  slots.push(pages);
  return slots;
}

// Real buttons (not href-less anchors): each control acts on the page, it does not navigate.
// Active and disabled items render as plain spans.
const BUTTON = { as: 'button', type: 'button' } as const;

// react-bootstrap's First/Prev/Next/Last and Ellipsis carry English words ('First', 'More') that
// cannot be replaced, so the arrows are plain items with the words translated.
const arrow = (symbol: string, name: string) => (
  <>
    <span aria-hidden="true">{symbol}</span>
    <span className="visually-hidden">{name}</span>
  </>
);

// Bootstrap compiles the pagination colours from Sass; these put the brand indigo back.
const BRAND = {
  '--bs-pagination-color': 'var(--saath-indigo)',
  '--bs-pagination-hover-color': 'var(--saath-indigo-dark)',
  '--bs-pagination-focus-color': 'var(--saath-indigo-dark)',
  '--bs-pagination-focus-box-shadow': '0 0 0 0.25rem var(--bs-focus-ring-color)',
  '--bs-pagination-active-bg': 'var(--saath-indigo)',
  '--bs-pagination-active-border-color': 'var(--saath-indigo)',
} as CSSProperties;

type PaginatorProps = {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Groups pages'. */
  label: string;
  disabled?: boolean;
};

/** First, previous, numbered pages with ellipses, next, last. Nothing when there is one page. */
export function Paginator({ page, pages, onChange, label, disabled = false }: PaginatorProps) {
  if (pages <= 1) return null;
  const atFirst = page <= 1;
  const atLast = page >= pages;
  const go = (target: number) => {
    if (!disabled && target !== page) onChange(target);
  };

  return (
    <nav aria-label={label}>
      <Pagination className="flex-wrap mb-0" style={BRAND}>
        <Pagination.Item disabled={disabled || atFirst} onClick={() => go(1)} {...BUTTON}>
          {arrow('«', t('First'))}
        </Pagination.Item>
        <Pagination.Item disabled={disabled || atFirst} onClick={() => go(page - 1)} {...BUTTON}>
          {arrow('‹', t('Previous'))}
        </Pagination.Item>
        {pageSlots(page, pages).map((slot) =>
          typeof slot === 'number' ? (
            <Pagination.Item
              key={slot}
              active={slot === page}
              disabled={disabled && slot !== page}
              onClick={() => go(slot)}
              aria-current={slot === page ? 'page' : undefined}
              activeLabel={t('(current)')}
              {...BUTTON}
            >
              {slot}
            </Pagination.Item>
          ) : (
            <Pagination.Item key={slot} disabled aria-hidden="true" {...BUTTON}>
              …
            </Pagination.Item>
          ),
        )}
        <Pagination.Item disabled={disabled || atLast} onClick={() => go(page + 1)} {...BUTTON}>
          {arrow('›', t('Next'))}
        </Pagination.Item>
        <Pagination.Item disabled={disabled || atLast} onClick={() => go(pages)} {...BUTTON}>
          {arrow('»', t('Last'))}
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}
