/**
 * Each hedge's premium in the domestic currency, carried to the day the hedge pays, so that the
 * period table can state its rates premium included (docs/figures.md, "The period table").
 */
import { interpolateValuationInput } from '../market/valuation-input.ts';
import { daysBetween, type IsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';
import { closeOn } from './close-on.ts';
import type { PreparedAssetMarket } from './prepare-asset-market.ts';
import type { PortfolioHedgeRow, PortfolioValuationInput } from './types.ts';

/**
 * What one unit of domestic money on the valuation date is worth on `date`: 1/d0 of the date's
 * interpolated input for a future day, e^{r₀·days/365} (days < 0) at the shortest rate for a past
 * one, the curve starting on the valuation date. Money moves from day p to day v by G(v)/G(p).
 */
function accrual(market: PreparedAssetMarket & { tenors: NonNullable<PreparedAssetMarket['tenors']> }) {
  const r0 = interpolateValuationInput(market.tenors, 0, market.spot).r;
  return (valuationDate: IsoDate, date: IsoDate): number => {
    const days = daysBetween(valuationDate, date);
    if (days <= 0) return Math.exp((r0 * days) / DAYS_PER_YEAR);
    return 1 / interpolateValuationInput(market.tenors, days, market.spot).d0;
  };
}

/**
 * Every row's booked premium (paid negative, received positive) in the domestic currency, carried
 * from its premium value date to the day the hedge pays (its value date, else its fixing date) at
 * the market's domestic rates: a premium paid months before the hedge pays costs its interest too.
 * A pair's premium booked in its foreign (base) currency is converted at the close of its premium
 * date, or the forward of that date when it is still to be paid. Rows without a premium, or without
 * the dates or market to carry it, carry it as booked (0 when none).
 * @returns the carried premium of each row, by pk.
 */
export function carriedPremiums(
  input: Pick<PortfolioValuationInput, 'valuationDate' | 'area' | 'asset' | 'hedges'>,
  market: PreparedAssetMarket,
): Map<string, number> {
  const { valuationDate } = input;
  const carried = new Map<string, number>();
  const tenors = market.tenors;
  const growth = tenors === null ? null : accrual({ ...market, tenors });
  const base = input.asset.slice(0, 3);
  for (const row of input.hedges) {
    carried.set(row.pk, carry(row));
  }
  return carried;

  function carry(row: PortfolioHedgeRow): number {
    const premium = row.premium ?? 0;
    const paidOn = row.premium_value_date ?? row.trade_date;
    const paysOn = row.value_date ?? row.fixing_date;
    if (premium === 0 || growth === null || tenors === null || paidOn === null || paysOn === null)
      return premium;
    const isForeign = input.area === 'currency' && row.premium_currency === base;
    const days = daysBetween(valuationDate, paidOn);
    const rate = !isForeign
      ? 1
      : days < 0
        ? (closeOn(market.history, paidOn) ?? market.spot)
        : interpolateValuationInput(tenors, days, market.spot).fwd;
    return (premium * rate * growth(valuationDate, paysOn)) / growth(valuationDate, paidOn);
  }
}
