/** The largest moves of an asset's history, as the stress days a book is revalued on. */
import { requireInteger } from '../check.ts';
import { daysBetween, type IsoDate } from '../time/date.ts';
import type { HistoryBar } from './types.ts';

/** Consecutive daily bars are at most a week apart (a weekend and a run of holidays). */
export const MAX_DAILY_GAP_DAYS = 7;

/**
 * The most recent run of daily bars: the history from just after its last gap of more than
 * {@link MAX_DAILY_GAP_DAYS} calendar days. A stored history can be sparse before some day (monthly
 * closes); a move between two of those is not a day's move, nor its return a daily return.
 */
export function dailyRun<T extends { readonly date: string }>(history: readonly T[]): T[] {
  let start = history.length - 1;
  while (
    start > 0 &&
    daysBetween(history[start - 1]!.date as IsoDate, history[start]!.date as IsoDate) <= MAX_DAILY_GAP_DAYS
  )
    start--;
  return history.slice(Math.max(0, start));
}

/** A move of the close over `horizon` trading days, from the close of `from` to that of `to`. */
export interface HistoricalMove {
  readonly horizon: number;
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** Relative: close(to)/close(from) − 1. */
  readonly move: number;
}

/**
 * The `count` largest rises and falls of the close over `horizon` bars, largest first. Windows of
 * one episode overlap (a ten-day fall is found on each of the days around it), so a move is kept
 * only when it shares no day with one already kept on the same side: each is its own episode.
 * @throws FinanceError INVALID_ARGUMENT for a horizon or count below 1.
 */
export function largestMoves(
  history: readonly HistoryBar[],
  horizon: number,
  count: number,
): { up: HistoricalMove[]; down: HistoricalMove[] } {
  requireInteger('horizon', horizon, 1);
  requireInteger('count', count, 1);
  const candidates: { end: number; move: HistoricalMove }[] = [];
  for (let end = horizon; end < history.length; end++) {
    const from = history[end - horizon]!;
    const to = history[end]!;
    if (!(from.close > 0)) continue;
    candidates.push({
      end,
      move: { horizon, from: from.date, to: to.date, move: to.close / from.close - 1 },
    });
  }
  const pick = (sorted: typeof candidates) => {
    const kept: typeof candidates = [];
    for (const candidate of sorted) {
      if (kept.length === count) break;
      if (kept.every((k) => Math.abs(k.end - candidate.end) >= horizon)) kept.push(candidate);
    }
    return kept.map((k) => k.move);
  };
  return {
    up: pick(candidates.filter((c) => c.move.move > 0).sort((a, b) => b.move.move - a.move.move)),
    down: pick(candidates.filter((c) => c.move.move < 0).sort((a, b) => a.move.move - b.move.move)),
  };
}
