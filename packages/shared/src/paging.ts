import { z } from 'zod';
import { msg } from './i18n.ts';

// docs/product/glossary.md: admin lists and the contact list answer {items, total, page, pages}
// and take `skip` and `limit` (defaults 0 and 20, skip = (page - 1) * 20).
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/**
 * The largest skip: PostgreSQL takes the offset as a 32-bit integer parameter and refuses a larger
 * one, and no list comes near it.
 */
export const MAX_SKIP = 2_147_483_647;

export const pageQuerySchema = z.object({
  skip: z.coerce
    .number({ error: msg('skip must be a whole number') })
    .int({ error: msg('skip must be a whole number') })
    .min(0, { error: msg('skip must be 0 or more') })
    .max(MAX_SKIP, { error: `skip must be at most ${MAX_SKIP}` })
    .default(0),
  limit: z.coerce
    .number({ error: msg('limit must be a whole number') })
    .int({ error: msg('limit must be a whole number') })
    .min(1, { error: msg('limit must be at least 1') })
    .max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` })
    .default(PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    /** 1-based page that `skip` falls on. */
    page: z.number().int(),
    /** At least 1, so "page 1 of 1" reads right for an empty list. */
    pages: z.number().int(),
  });
export type Paged<T> = { items: T[]; total: number; page: number; pages: number };

/** The page numbers of a list answer, from skip/limit and the total. */
export function pageOf(skip: number, limit: number, total: number) {
  return {
    total,
    page: Math.floor(skip / limit) + 1,
    pages: Math.max(1, Math.ceil(total / limit)),
  };
}

/**
 * A whole list that the API does not page (the admin's payouts, recoveries, ticketing board),
 * shaped as its only page, so the console shows it with the same list section as a paged one.
 */
export function asOnePage<T>(items: T[]): Paged<T> {
  return { items, total: items.length, page: 1, pages: 1 };
}
