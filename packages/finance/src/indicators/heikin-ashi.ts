/**
 * Heikin-Ashi candles (StockCharts ChartSchool, "Heikin-Ashi"; TradingView's definition):
 * close = (O + H + L + C)/4; open = (previous HA open + previous HA close)/2, the first one
 * (O + C)/2; high = max(H, HA open, HA close); low = min(L, HA open, HA close). No look-back.
 */
import { requireFiniteAll } from '../check.ts';
import { requireSameLength } from './series.ts';

/** Open, high, low and close series of one length. */
export interface Candles {
  readonly open: number[];
  readonly high: number[];
  readonly low: number[];
  readonly close: number[];
}

/**
 * Heikin-Ashi candles of OHLC series.
 * @throws FinanceError INVALID_ARGUMENT for unequal lengths or non-finite values.
 */
export function heikinAshi(candles: {
  readonly open: readonly number[];
  readonly high: readonly number[];
  readonly low: readonly number[];
  readonly close: readonly number[];
}): Candles {
  const { open, high, low, close } = candles;
  requireSameLength(open, high, low, close);
  for (const [name, s] of Object.entries(candles)) requireFiniteAll(name, s);
  const n = close.length;
  const out: Candles = { open: new Array(n), high: new Array(n), low: new Array(n), close: new Array(n) };
  for (let i = 0; i < n; i++) {
    const c = (open[i]! + high[i]! + low[i]! + close[i]!) / 4;
    const o = i === 0 ? (open[0]! + close[0]!) / 2 : (out.open[i - 1]! + out.close[i - 1]!) / 2;
    out.open[i] = o;
    out.close[i] = c;
    out.high[i] = Math.max(high[i]!, o, c);
    out.low[i] = Math.min(low[i]!, o, c);
  }
  return out;
}
