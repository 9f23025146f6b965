import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Paginator, pageSlots } from './paginator.tsx';

const shown = (page: number, pages: number) =>
  pageSlots(page, pages)
    .map((slot) => (typeof slot === 'number' ? String(slot) : '…'))
    .join(' ');

describe('page window (first, last, 2 each side of the current, ellipses)', () => {
  it('shows every page when they all fit in the window', () => {
    expect(shown(1, 1)).toBe('1');
    expect(shown(1, 2)).toBe('1 2');
    expect(shown(3, 5)).toBe('1 2 3 4 5');
  });

  it('puts an ellipsis after page 1 when the window starts later', () => {
    expect(shown(10, 10)).toBe('1 … 8 9 10');
    expect(shown(4, 10)).toBe('1 2 3 4 5 6 … 10');
    expect(shown(5, 10)).toBe('1 … 3 4 5 6 7 … 10');
  });

  it('puts an ellipsis before the last page when the window ends earlier', () => {
    expect(shown(1, 10)).toBe('1 2 3 … 10');
    expect(shown(7, 10)).toBe('1 … 5 6 7 8 9 10');
  });

  it('keeps an out-of-range page inside 1..pages', () => {
    expect(shown(99, 6)).toBe('1 … 4 5 6');
    expect(shown(0, 6)).toBe('1 2 3 … 6');
  });
});

describe('Paginator', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Paginator page={1} pages={1} onChange={() => {}} label="Groups pages" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('moves to first, previous, a numbered page, next and last', async () => {
    const onChange = vi.fn();
    render(<Paginator page={5} pages={12} onChange={onChange} label="Groups pages" />);
    const nav = within(screen.getByRole('navigation', { name: 'Groups pages' }));
    expect(nav.getByText('5', { exact: false }).closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getAllByText('…')).toHaveLength(2);
    expect(nav.queryByRole('button', { name: '2' })).toBeNull();

    const user = userEvent.setup();
    await user.click(nav.getByRole('button', { name: 'First' }));
    await user.click(nav.getByRole('button', { name: 'Previous' }));
    await user.click(nav.getByRole('button', { name: '7' }));
    await user.click(nav.getByRole('button', { name: 'Next' }));
    await user.click(nav.getByRole('button', { name: 'Last' }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 7, 6, 12]);
  });

  it('offers no way back on the first page and none forward on the last', () => {
    const { rerender } = render(
      <Paginator page={1} pages={3} onChange={() => {}} label="Users pages" />,
    );
    expect(screen.queryByRole('button', { name: 'First' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Paginator page={3} pages={3} onChange={() => {}} label="Users pages" />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Last' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
