/** The close a fixing or a settlement reads from history. */
import type { IsoDate } from '../time/date.ts';
import { firstBarFrom } from './first-bar-from.ts';
import type { HistoryBar } from './types.ts';

/**
 * The close on `date`, or the last close before it when that day has no bar (a holiday, a gap);
 * null when the history starts after `date`.
 */
export function closeOn(history: readonly HistoryBar[], date: IsoDate): number | null {
  const i = firstBarFrom(history, date);
  if (i < history.length && history[i]!.date === date) return history[i]!.close;
  return i > 0 ? history[i - 1]!.close : null;
}
