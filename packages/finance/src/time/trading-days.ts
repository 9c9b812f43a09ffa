/**
 * Trading days per look-back period (spec 02 §9 "Trading-day counts per period"), used to turn a
 * chart or statistics window into a number of daily observations.
 */
import { ensure } from '../check.ts';

/** The spec's trading days per period: 1W=5, 1M=22, 3M=65, 6M=130, 1Y=261, 10Y=2520. */
export const TRADING_DAYS = { '1W': 5, '1M': 22, '3M': 65, '6M': 130, '1Y': 261, '10Y': 2520 } as const;

/** A period with a trading-day count. */
export type TradingPeriod = keyof typeof TRADING_DAYS;

/** Trading days in a year (the spec's 1Y), the default annualisation of daily statistics. */
export const TRADING_DAYS_PER_YEAR = TRADING_DAYS['1Y'];

/**
 * The trading days of a period code ('1W', '1m', …).
 * @throws FinanceError INVALID_ARGUMENT for a code not in {@link TRADING_DAYS}.
 */
export function tradingDaysIn(period: string): number {
  const days = (TRADING_DAYS as Record<string, number>)[period.trim().toUpperCase()];
  ensure(days !== undefined, () => `no trading-day count for period '${period}'`);
  return days;
}
