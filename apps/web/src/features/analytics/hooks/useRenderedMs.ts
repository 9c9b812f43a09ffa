import { type RefObject, useLayoutEffect, useRef } from 'react';
import { VALUATION_ARRIVED } from '../api/analyticsQueries.ts';

/**
 * How long the screen took to draw a valuation's figures: once `figures` (a reply's, new since the
 * last time) are `ready` (drawn), the time since the reply arrived is written as `data-rendered-ms`
 * on `ref`'s element. The arrival mark is taken as it is read, so figures shown again from the cache
 * write nothing.
 */
export function useRenderedMs(ref: RefObject<HTMLElement | null>, figures: unknown, ready: boolean): void {
  const written = useRef<unknown>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const arrived = performance.getEntriesByName(VALUATION_ARRIVED).at(-1);
    if (!el || !ready || !arrived || written.current === figures) return;
    written.current = figures;
    performance.clearMarks(VALUATION_ARRIVED);
    el.dataset.renderedMs = String(Math.round(performance.now() - arrived.startTime));
  });
}
