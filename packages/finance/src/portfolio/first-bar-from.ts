/** Binary search in a daily history, shared by the readers of past closes. */
import type { IsoDate } from '../time/date.ts';
import type { HistoryBar } from './types.ts';

/**
 * The index of the first bar dated on or after `date` in a history sorted oldest first
 * (`history.length` when every bar is older).
 */
export function firstBarFrom(history: readonly HistoryBar[], date: IsoDate): number {
  let lo = 0;
  let hi = history.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (history[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
