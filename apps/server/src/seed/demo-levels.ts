import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { marketPrices } from '../db/schema.ts';

/**
 * The levels the demo book and budgets are written at: a plausible market of late 2025 (USDCOP
 * 4,100, Brent 78.4 USD/bbl, crude palm oil 4,000 MYR/t…). The seed moves every price of the demo
 * to the seeded market's levels; these stand in for a series without a close on or before the seed
 * day (a price store seeded with a history that starts after it, or an import that cleared it), so
 * the demo is still a book a treasurer could hold rather than no book at all.
 */
export const FALLBACK_LEVELS = {
  USDCOP: 4100,
  USDMXN: 18.5,
  EURUSD: 1.08,
  USDMYR: 4.45,
  BRENT: 78.4,
  WTI: 74.65,
  'CPO MAL MYR': 4000,
  'CPO MAL USD': 900,
  PKO: 1250,
} as const;

export type DemoInstrument = keyof typeof FALLBACK_LEVELS;
export type DemoLevels = Readonly<Record<DemoInstrument, number>>;

/** Decimals a demo price of the instrument is written with (the pair's quote, cents for commodities). */
const DECIMALS: Readonly<Record<DemoInstrument, number>> = {
  USDCOP: 2,
  USDMXN: 4,
  EURUSD: 4,
  USDMYR: 4,
  BRENT: 2,
  WTI: 2,
  'CPO MAL MYR': 2,
  'CPO MAL USD': 2,
  PKO: 2,
};

/**
 * The last stored close on or before `day` of each instrument the demo uses (spot for the pairs,
 * the continuous front month for the commodities), read after the market seed.
 */
export async function demoLevels(db: Db, day: string): Promise<DemoLevels> {
  const levels = { ...FALLBACK_LEVELS } as Record<DemoInstrument, number>;
  for (const instrument of Object.keys(FALLBACK_LEVELS) as DemoInstrument[]) {
    const [row] = await db
      .select({ close: marketPrices.close })
      .from(marketPrices)
      .where(
        and(
          eq(marketPrices.instrument, instrument),
          eq(marketPrices.contract, ''),
          lte(marketPrices.day, day),
        ),
      )
      .orderBy(desc(marketPrices.day))
      .limit(1);
    if (row) levels[instrument] = row.close;
  }
  return levels;
}

/** A stored day's close. */
export interface DemoClose {
  day: string;
  close: number;
}

/**
 * The stored closes of an instrument (its spot or continuous series) from `from` to `to`, oldest
 * first: what the demo book's settled rows settle at, so that they sit on the pair's chart.
 */
export async function demoCloses(
  db: Db,
  instrument: DemoInstrument,
  from: string,
  to: string,
): Promise<DemoClose[]> {
  return db
    .select({ day: marketPrices.day, close: marketPrices.close })
    .from(marketPrices)
    .where(
      and(
        eq(marketPrices.instrument, instrument),
        eq(marketPrices.contract, ''),
        gte(marketPrices.day, from),
        lte(marketPrices.day, to),
      ),
    )
    .orderBy(asc(marketPrices.day));
}

/**
 * A price written against the fallback level (a strike, a barrier, a budget, a rate at issue),
 * moved to the market's level: the same ratio to the level, rounded to the instrument's decimals.
 * At the fallback levels it is the price as written.
 */
export function atMarket(levels: DemoLevels, instrument: DemoInstrument, written: number): number {
  const moved = (written * levels[instrument]) / FALLBACK_LEVELS[instrument];
  return Number(moved.toFixed(DECIMALS[instrument]));
}
