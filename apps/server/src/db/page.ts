import { type Page, pageWindow, type TPageQuery } from '@cobertura/contracts';

/**
 * One page of a list: the page's rows, read with the SQL window of `query`, and the count of the
 * whole list, read in parallel. The two reads take the same filter, so `total` counts what the
 * pages walk through.
 */
export async function readPage<T>(
  query: TPageQuery,
  read: {
    rows: (window: { limit: number; offset: number }) => Promise<T[]>;
    total: () => Promise<number>;
  },
): Promise<Page<T>> {
  const [items, total] = await Promise.all([read.rows(pageWindow(query)), read.total()]);
  return { items, page: query.page, page_size: query.page_size, total };
}
