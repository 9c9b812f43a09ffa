/**
 * The exposure rows of a portfolio valuation (spec 02 §3 "Exposure row"): each row's amount in its
 * bucket, the forward and rates at its date when it is still open, the rate it settled at when it
 * is past.
 */

import { interpolateValuationInput } from '../market/valuation-input.ts';
import { daysBetween, type IsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import type { AssetMarket, HistoryBar, PortfolioExposureRow, ValuedExposureRow } from './types.ts';

/** The close of `date`, else of the last bar before it (a weekend or holiday); null before the history. */
function closeOn(history: readonly HistoryBar[], date: IsoDate): number | null {
  let lo = 0;
  let hi = history.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (history[mid]!.date <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? null : history[lo - 1]!.close;
}

/**
 * Values each exposure row on `valuationDate`.
 * - Undated rows: no forward, open.
 * - Dated on or after the valuation date: open, with the valuation input interpolated at its date
 *   (`time_to_expiration` in years of 365 days).
 * - Dated before it: settled at its `realized_rate`, else at the history's close on its date (the
 *   last close before it when the market was shut that day); no forward.
 * `settlement_pnl` = amount × (settlement rate − budget rate) in domestic currency, what realising
 * it gained (+) or cost (−) against the budget; null without a budget or a settlement rate.
 * @param budgetRate the portfolio's budget rate (domestic per foreign unit), or null.
 * - Without a usable market (no spot or tenors), open rows have no forward; nothing throws.
 */
export function valueExposures(
  exposures: readonly PortfolioExposureRow[],
  market: AssetMarket,
  valuationDate: IsoDate,
  budgetRate: number | null,
): ValuedExposureRow[] {
  const { tenors } = prepareAssetMarket(market);
  return exposures.map((row) => {
    const amounts = {
      balance: row.bucket === 'balance' ? row.amount : 0,
      cash_flow: row.bucket === 'cash_flow' ? row.amount : 0,
      undated: row.bucket === 'undated' ? row.amount : 0,
    };
    const base = { pk: row.pk, portfolio_id: row.portfolio_id, date: row.date, ...amounts };
    const unpriced = { fwd: null, r: null, rf: null, time_to_expiration: null };
    if (row.date === null) {
      return { ...base, ...unpriced, status: 'open', settlement_rate: null, settlement_pnl: null };
    }
    if (row.date < valuationDate) {
      const rate = row.realized_rate ?? closeOn(market.history, row.date);
      const pnl = rate === null || budgetRate === null ? null : row.amount * (rate - budgetRate);
      return { ...base, ...unpriced, status: 'settled', settlement_rate: rate, settlement_pnl: pnl };
    }
    // Without a market an open row keeps its amount and has no forward.
    if (tenors === null) {
      return { ...base, ...unpriced, status: 'open', settlement_rate: null, settlement_pnl: null };
    }
    const days = daysBetween(valuationDate, row.date);
    const input = interpolateValuationInput(tenors, days);
    return {
      ...base,
      fwd: input.fwd,
      r: input.r,
      rf: input.rf,
      time_to_expiration: days / DAYS_PER_YEAR,
      status: 'open',
      settlement_rate: null,
      settlement_pnl: null,
    };
  });
}
