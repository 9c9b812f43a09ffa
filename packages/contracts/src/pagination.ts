import { z } from 'zod';

/** Rows per page when the caller does not say, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** `?page=&page_size=` of every paged list: pages count from 1. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('Page number, from 1.'),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} rows per page.`)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Rows per page, 1 to ${MAX_PAGE_SIZE}.`),
});
export type TPageQuery = z.output<typeof ZPageQuery>;

/** The answer of a paged list: the page's rows and where they sit in the whole list. */
export function pagedAnswer<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int().describe('Rows in the whole list, over every page.'),
  });
}
export interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** The SQL window of a page. */
export function pageWindow(query: TPageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}
