/** What every row of one portfolio and asset is valued with, built once per book. */
import { isFinanceError } from '../errors.ts';
import type { Side } from '../hedging/side.ts';
import { type BusinessCalendar, WEEKENDS_ONLY } from '../time/calendar.ts';
import { calendarOfPair } from '../time/country-calendars.ts';
import { type StrategySummary, strategySummaries } from './strategy-summaries.ts';
import type { PortfolioHedgeRow } from './types.ts';

/** The book-level inputs of {@link valueHedgeRow}. */
export interface HedgeRowContext {
  /** Currency: Garman-Kohlhagen on the spot; commodity: Black-76 on the forward of the row's date. */
  readonly area: 'currency' | 'commodity';
  /** The portfolio's exposure side for the asset; undefined when it has none. */
  readonly side: Side | undefined;
  /** The business days an Asian average fixes on. */
  readonly calendar: BusinessCalendar;
  /** {@link strategySummaries} of the book. */
  readonly strategies: ReadonlyMap<string, StrategySummary>;
}

/**
 * The context of a book: the pair's calendar for a currency (closed when either currency is), Monday
 * to Friday for a commodity or a pair whose calendar is unknown, and the book's strategies.
 * @param asset the pair (USDCOP: COP per USD) or the commodity id.
 */
export function hedgeRowContext(
  area: 'currency' | 'commodity',
  asset: string,
  side: Side | undefined,
  rows: readonly PortfolioHedgeRow[],
): HedgeRowContext {
  let calendar = WEEKENDS_ONLY;
  if (area === 'currency') {
    try {
      calendar = calendarOfPair(asset);
    } catch (error) {
      if (!isFinanceError(error)) throw error;
    }
  }
  return { area, side, calendar, strategies: strategySummaries(rows) };
}
