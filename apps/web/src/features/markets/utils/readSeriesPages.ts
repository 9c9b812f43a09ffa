/** A page of a series read: rows oldest first, and the `before` that reads the older ones (null: none). */
export interface SeriesPageAnswer<Row> {
  rows: Row[];
  next_before?: string | null;
}

/**
 * Reads a whole window of a paged series read (`/api/markets/history`, `/api/markets/technical`):
 * the server answers the newest rows first, a page at a time, so the pages are read back to the
 * window's start and joined oldest first. Stops when a page names no older rows, or names a
 * `before` that does not move back (a server that would loop).
 */
export async function readSeriesPages<Row, Answer extends SeriesPageAnswer<Row>>(
  readPage: (before: string | undefined) => Promise<Answer>,
): Promise<Answer> {
  const newest = await readPage(undefined);
  const pages: Row[][] = [newest.rows];
  let before = newest.next_before ?? null;
  while (before !== null) {
    const page = await readPage(before);
    pages.unshift(page.rows);
    const next = page.next_before ?? null;
    before = next !== null && next < before ? next : null;
  }
  return { ...newest, rows: pages.flat(), next_before: null };
}
