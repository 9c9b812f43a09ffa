import type { MARKET_WINDOWS } from '@cobertura/contracts';

export type MarketWindow = (typeof MARKET_WINDOWS)[number];

/** Years back of each window; 'all' starts before any stored price. */
const WINDOW_YEARS: Record<Exclude<MarketWindow, 'all'>, number> = { '5Y': 5, '11Y': 11 };
const BEFORE_ANY_PRICE = '1970-01-01';

/**
 * First day of a history window (spec 02 §9): 5 years back (11 in extended mode) from the 1st of
 * January of today's year, so that 2026-11-24 reads from 2021-01-01.
 */
export function windowStart(window: MarketWindow, today: string): string {
  if (window === 'all') return BEFORE_ANY_PRICE;
  const year = Number(today.slice(0, 4));
  return `${year - WINDOW_YEARS[window]}-01-01`;
}

/** The same calendar day `years` earlier (29 February falls back to the 28th). */
export function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(5);
  const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${year}-${monthDay === '02-29' && !isLeap(year) ? '02-28' : monthDay}`;
}
