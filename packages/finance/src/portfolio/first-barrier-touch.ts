/** Whether a barrier was touched on the way from the trade date, read from daily bars. */
import type { IsoDate } from '../time/date.ts';
import { firstBarFrom } from './first-bar-from.ts';
import type { HistoryBar } from './types.ts';

/**
 * The first day in [from, to] whose bar touches a barrier: an upper barrier when the day's high
 * (else its close) is ≥ `upper`, a lower barrier when its low (else its close) is ≤ `lower`; null
 * when none does. Pass null for a barrier the option does not have.
 */
export function firstBarrierTouch(
  history: readonly HistoryBar[],
  from: IsoDate,
  to: IsoDate,
  lower: number | null,
  upper: number | null,
): IsoDate | null {
  for (let i = firstBarFrom(history, from); i < history.length; i++) {
    const bar = history[i]!;
    if (bar.date > to) break;
    if (upper !== null && (bar.high ?? bar.close) >= upper) return bar.date;
    if (lower !== null && (bar.low ?? bar.close) <= lower) return bar.date;
  }
  return null;
}
