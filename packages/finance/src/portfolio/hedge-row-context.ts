/** What every row of one portfolio and asset is valued with, built once per book. */
import { isFinanceError } from '../errors.ts';
import { bookWord } from '../hedging/book-word.ts';
import type { Side } from '../hedging/side.ts';
import { type BusinessCalendar, WEEKENDS_ONLY } from '../time/calendar.ts';
import { calendarOfPair } from '../time/country-calendars.ts';
import type { IsoDate } from '../time/date.ts';
import type { BusinessDaySpan } from './asian-fixings.ts';
import { businessDaysOf } from './business-days-of.ts';
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
  /** The calendar's business days over the book's Asian averaging periods, sorted (listed once). */
  readonly businessDays: BusinessDaySpan | null;
  /** {@link strategySummaries} of the book. */
  readonly strategies: ReadonlyMap<string, StrategySummary>;
}

/** The business days from the earliest start to the latest fixing of the book's Asian rows. */
function averagingDays(
  calendar: BusinessCalendar,
  rows: readonly PortfolioHedgeRow[],
): BusinessDaySpan | null {
  let start: IsoDate | null = null;
  let end: IsoDate | null = null;
  for (const row of rows) {
    const from = row.asian_fixing_start_date ?? row.trade_date;
    if (bookWord(row.option_type) !== 'ASIAN' || from === null || row.fixing_date === null) continue;
    if (start === null || from < start) start = from;
    if (end === null || row.fixing_date > end) end = row.fixing_date;
  }
  return start === null || end === null
    ? null
    : { from: start, to: end, days: businessDaysOf(calendar, start, end) };
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
  return {
    area,
    side,
    calendar,
    businessDays: averagingDays(calendar, rows),
    strategies: strategySummaries(rows),
  };
}
