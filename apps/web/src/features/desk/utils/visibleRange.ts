/** The rows a scrolled list draws: those in view and `overscan` more on each side. */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * Which rows of a list of `count` fixed-height rows are in a viewport scrolled to `scrollTop`
 * (pixels), `start` included and `end` excluded. A viewport with no measured height (not laid out
 * yet) is taken as `fallbackHeight` tall, so the first screen draws before the first measure.
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
  fallbackHeight = 600,
): RowRange {
  const height = viewportHeight > 0 ? viewportHeight : fallbackHeight;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + height) / rowHeight);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, last + overscan);
  return { start: Math.min(start, end), end };
}
