import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE_SIZE, pagedAnswer, pageWindow, ZPageQuery } from './pagination.ts';

describe('pagination', () => {
  it('reads page and page_size from a query string, with defaults', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, page_size: 50 });
    expect(ZPageQuery.parse({ page: '3', page_size: '20' })).toEqual({ page: 3, page_size: 20 });
  });

  it('refuses pages below 1 and pages larger than the limit', () => {
    expect(ZPageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page_size: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page_size: '1.5' }).success).toBe(false);
  });

  it('turns a page into an SQL window', () => {
    expect(pageWindow({ page: 1, page_size: 50 })).toEqual({ limit: 50, offset: 0 });
    expect(pageWindow({ page: 3, page_size: 20 })).toEqual({ limit: 20, offset: 40 });
  });

  it('describes a paged answer around any row schema, stripping unknown fields', () => {
    const answer = pagedAnswer(z.object({ id: z.number() }));
    const page = answer.parse({
      items: [{ id: 1, secret: 'x' }],
      page: 1,
      page_size: 50,
      total: 1,
      extra: 1,
    });
    expect(page).toEqual({ items: [{ id: 1 }], page: 1, page_size: 50, total: 1 });
    expect(answer.safeParse({ items: [], page: 1, page_size: 50 }).success).toBe(false);
  });
});
