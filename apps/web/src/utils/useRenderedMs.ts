import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * How long a screen took to draw a reply's figures, for the benchmarks that read it from the page:
 * once `figures` (a reply's, new since the last time) are `ready` (drawn), the time since the
 * performance mark `arrivedMark` (set where the reply arrived, parsed) is written as
 * `data-rendered-ms` on `ref`'s element. The mark is cleared as it is read, so figures shown again
 * from the cache write nothing.
 */
export function useRenderedMs(
  ref: RefObject<HTMLElement | null>,
  figures: unknown,
  ready: boolean,
  arrivedMark: string,
): void {
  const written = useRef<unknown>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const arrived = performance.getEntriesByName(arrivedMark).at(-1);
    if (!el || !ready || !arrived || written.current === figures) return;
    written.current = figures;
    performance.clearMarks(arrivedMark);
    el.dataset.renderedMs = String(Math.round(performance.now() - arrived.startTime));
  });
}
