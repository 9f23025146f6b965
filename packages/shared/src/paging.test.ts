import { describe, expect, it } from 'vitest';
import { asOnePage, pageOf } from './paging.ts';

describe('asOnePage: a list the API answers whole, as its only page', () => {
  it('counts the items and says page 1 of 1', () => {
    expect(asOnePage(['a', 'b', 'c'])).toEqual({
      items: ['a', 'b', 'c'],
      total: 3,
      page: 1,
      pages: 1,
    });
  });

  it('reads "page 1 of 1" for an empty list too, as a paged answer does', () => {
    expect(asOnePage([])).toEqual({ items: [], ...pageOf(0, 20, 0) });
  });
});
