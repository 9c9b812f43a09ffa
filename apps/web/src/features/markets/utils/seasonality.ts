import { percentiles } from '@cobertura/finance/montecarlo';
import { type IsoDate, isoWeek } from '@cobertura/finance/time';
import type { DatedClose } from './comparison.ts';

export type SeasonalBy = 'month' | 'week';

/** The band drawn around the average path (10th–90th percentile). */
export const SEASONAL_BAND = [0.1, 0.9] as const;

/** One month or week of the year across the years. */
export interface SeasonalPoint {
  /** Month 1–12 or ISO week 1–53. */
  period: number;
  mean: number;
  p10: number;
  p90: number;
  /** The current year's rebased value, null where it has not got to yet. */
  current: number | null;
}

export interface SeasonalProfile {
  points: SeasonalPoint[];
  /** The past years averaged. */
  years: number[];
}

const periodOf = (date: string, by: SeasonalBy) =>
  by === 'month' ? Number(date.slice(5, 7)) : isoWeek(date as IsoDate).week;

/**
 * Each calendar year's path rebased to 100 at its first close, read at the last close of each month
 * (or ISO week number); the average and 10th–90th percentiles of the past years per period, and the
 * current year over them. Only past years with closes in January and December are averaged, so that
 * a partial first year of history does not bias the profile.
 */
export function seasonalProfile(
  closes: readonly DatedClose[],
  by: SeasonalBy,
  currentYear: number,
): SeasonalProfile {
  const sorted = [...closes].sort((a, b) => (a.date < b.date ? -1 : 1));
  const paths = new Map<number, { first: number; months: Set<number>; values: Map<number, number> }>();
  for (const { date, close } of sorted) {
    const year = Number(date.slice(0, 4));
    let path = paths.get(year);
    if (!path) {
      path = { first: close, months: new Set(), values: new Map() };
      paths.set(year, path);
    }
    path.months.add(Number(date.slice(5, 7)));
    path.values.set(periodOf(date, by), (100 * close) / path.first);
  }
  const years = [...paths.entries()]
    .filter(([year, path]) => year < currentYear && path.months.has(1) && path.months.has(12))
    .map(([year]) => year);
  const current = paths.get(currentYear)?.values;
  const points: SeasonalPoint[] = [];
  for (let period = 1; period <= (by === 'month' ? 12 : 53); period++) {
    const values = years.flatMap((year) => paths.get(year)?.values.get(period) ?? []);
    if (values.length === 0) continue;
    const [p10, p90] = percentiles(values, SEASONAL_BAND) as [number, number];
    points.push({
      period,
      mean: values.reduce((sum, v) => sum + v, 0) / values.length,
      p10,
      p90,
      current: current?.get(period) ?? null,
    });
  }
  return { points, years };
}
