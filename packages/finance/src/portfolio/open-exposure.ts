/**
 * What a book still leaves open, month by month: the schedule a treasurer would hedge next (the
 * optimizer's step 1 "from the book"). Read without a market, as the hedge position is.
 */
import type { Side } from '../hedging/side.ts';
import { adjustDate, type BusinessCalendar } from '../time/calendar.ts';
import type { IsoDate } from '../time/date.ts';
import { hedgingAmounts } from './hedge-position.ts';
import { openSide } from './open-side.ts';
import type { PortfolioExposureRow, PortfolioHedgeRow } from './types.ts';

/** One month of the book after today. Amounts in units of the foreign currency or commodity. */
export interface OpenMonth {
  /**
   * The month's last exposure date, moved to a business day by modified following: when the month's
   * cash moves, so when its hedge settles — in the month, even when the month ends on a weekend.
   */
  readonly date: IsoDate;
  /** Balance plus cash flow dated in the month, signed as the book (+ received, − paid). */
  readonly exposure: number;
  /** The hedging rows fixing in the month, signed as the exposure they offset. */
  readonly hedge: number;
  /** What is left to hedge on the book's side: 0 when the month is covered or over-covered. */
  readonly open: number;
}

export interface OpenExposure {
  /** The side of the exposure open today; undefined when nothing dated is open. */
  readonly side: Side | undefined;
  /** The months after today with dated exposure, in order. */
  readonly months: readonly OpenMonth[];
}

/**
 * The book's exposure dated after `today`, by calendar month, with the hedges that fix in the same
 * month set against it (hedges fixing in a month without exposure are left out: they hedge nothing
 * the schedule asks for). The open amount is taken on the side of the whole book open today, so a
 * month whose flows run the other way, or that is already covered, leaves nothing open. Undated
 * amounts have no settlement date and stay out.
 */
export function openExposure(
  exposures: readonly PortfolioExposureRow[],
  hedges: readonly PortfolioHedgeRow[],
  today: IsoDate,
  calendar: BusinessCalendar,
): OpenExposure {
  const side = openSide(exposures, today);
  const months = new Map<string, { date: IsoDate; exposure: number; hedge: number }>();
  for (const row of exposures) {
    if (row.date === null || row.date <= today || row.bucket === 'undated') continue;
    const key = row.date.slice(0, 7);
    const month = months.get(key) ?? { date: row.date, exposure: 0, hedge: 0 };
    month.exposure += row.amount;
    if (row.date > month.date) month.date = row.date;
    months.set(key, month);
  }
  for (const row of hedgingAmounts(hedges, exposures, today)) {
    const month = row.fixing > today ? months.get(row.fixing.slice(0, 7)) : undefined;
    if (month) month.hedge += row.amount;
  }
  // Payments are negative: a buyer's open amount is what the hedges leave of them, on its side.
  const sign = side === 'buyer' ? -1 : 1;
  return {
    side,
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, month]) => ({
        date: adjustDate(calendar, month.date, 'MODIFIED_FOLLOWING'),
        exposure: month.exposure + 0,
        hedge: month.hedge + 0,
        open: side === undefined ? 0 : Math.max(0, sign * (month.exposure - month.hedge)),
      })),
  };
}
