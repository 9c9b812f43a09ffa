/**
 * A hedging schedule set on the stored market: each settlement date's forward, rates and smile.
 */
import { ensure, requirePositive } from '../check.ts';
import {
  interpolateValuationInput,
  prepareValuationTenors,
  type ValuationInput,
} from '../market/valuation-input.ts';
import { daysBetween, type IsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';
import type { DatedSettlement } from './draft-hedges.ts';

/** The market of one pair or commodity on a day: its spot and its valuation inputs per tenor. */
export interface TenorMarket {
  readonly spot: number;
  readonly tenors: readonly ValuationInput[];
}

/**
 * Each settlement (after `valuationDate`) on the market read between its tenors: an FX pair's spot
 * with the domestic rate of the date's discount factor and the foreign rate that gives its forward
 * exactly; a commodity's forward as the price of the contract that settles it. The paths diffuse at
 * the at-the-money volatility (the smile's c0); options are priced on the date's smile.
 *
 * @throws FinanceError `INVALID_ARGUMENT` for a settlement on or before the valuation date.
 */
export function scheduleOnMarket(
  market: TenorMarket,
  underlying: 'fx' | 'future',
  valuationDate: IsoDate,
  settlements: readonly { readonly date: IsoDate; readonly amount: number }[],
): DatedSettlement[] {
  const spot = requirePositive('spot', market.spot);
  const tenors = prepareValuationTenors(market.tenors, spot);
  return settlements.map(({ date, amount }) => {
    const days = daysBetween(valuationDate, date);
    ensure(days > 0, () => `a settlement on ${date} is not after the valuation date ${valuationDate}`);
    const input = interpolateValuationInput(tenors, days, spot);
    const time = days / DAYS_PER_YEAR;
    const rDomestic = -Math.log(input.d0) / time;
    return {
      date,
      time,
      amount,
      market:
        underlying === 'fx'
          ? {
              underlying,
              spot,
              rDomestic,
              rForeign: rDomestic - Math.log(input.fwd / spot) / time,
              vol: input.c0,
            }
          : { underlying, spot: input.fwd, rDomestic, rForeign: 0, vol: input.c0 },
      smile: { fwd: input.fwd, c0: input.c0, c1: input.c1, c2: input.c2 },
    };
  });
}
