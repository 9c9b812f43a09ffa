import { createRng, type Rng } from '@cobertura/finance/montecarlo';
import { addDays, daysBetween, type IsoDate, isWeekend } from '@cobertura/finance/time';

/**
 * The random processes behind the simulated series. Every path starts on a fixed day and draws the
 * same numbers in the same order each business day, so a series is a pure function of its id and
 * the day: generating up to a later day only appends (the extension and a fresh seed agree).
 */

/** A 32-bit FNV-1a hash: the seed of an instrument's generator, from its id. */
export function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator for a series id. */
export const rngFor = (key: string): Rng => createRng(seedOf(key));

/** A uniform in [0, 1) fixed by a key (for noise that must not depend on where a series starts). */
export const unitOf = (key: string) => seedOf(key) / 4294967296;

/**
 * The days of the simulated markets: every weekday after `after` up to `to`, with each one's
 * number of calendar days since `after`. Simulated series ignore holidays: a holiday calendar
 * costs more to build than the whole simulation, and a simulated close on a holiday misleads no one.
 */
export interface DayGrid {
  days: IsoDate[];
  /** Calendar days from the grid's origin (`after`). */
  offsets: number[];
}

export function weekdayGrid(after: string, to: string): DayGrid {
  const days: IsoDate[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (let day = addDays(after as IsoDate, 1); day <= to; day = addDays(day, 1)) {
    offset++;
    if (!isWeekend(day)) {
      days.push(day);
      offsets.push(offset);
    }
  }
  return { days, offsets };
}

/** Anchor points (day, level) of a slow path; between them the level moves log-linearly. */
export type Anchors = readonly (readonly [string, number])[];

/**
 * An anchored level read along a grid, day after day: flat before the first and after the last
 * anchor, log-linear (or linear) between them.
 */
export function anchoredPath(anchors: Anchors, origin: string, log = true): (offset: number) => number {
  const points = anchors.map(([day, level]) => ({
    at: daysBetween(origin as IsoDate, day as IsoDate),
    level,
  }));
  let i = 0;
  return (offset) => {
    while (i < points.length && (points[i]?.at ?? 0) < offset) i++;
    const after = points[i];
    const before = points[i - 1];
    if (!after) return (points.at(-1) as { level: number }).level;
    if (!before) return after.level;
    const w = (offset - before.at) / (after.at - before.at);
    return log
      ? before.level * (after.level / before.level) ** w
      : before.level + (after.level - before.level) * w;
  };
}

/** An Ornstein-Uhlenbeck deviation, stepped exactly over any gap of days. */
export class MeanReverting {
  value: number;
  constructor(
    private readonly kappa: number,
    private readonly sigma: number,
    start = 0,
  ) {
    this.value = start;
  }
  /** Moves `years` ahead with the standard normal `z`; returns the new value. */
  step(years: number, z: number): number {
    const decay = Math.exp(-this.kappa * years);
    const sd = this.sigma * Math.sqrt((1 - decay * decay) / (2 * this.kappa));
    this.value = this.value * decay + sd * z;
    return this.value;
  }
}

/** A daily bar's open, high and low around its close, as ratios to the close. */
export interface IntradayShape {
  open: number;
  high: number;
  low: number;
}

/**
 * An open that gaps a little from the previous close and a range around open and close, scaled by
 * the day's volatility; the same draws for every series that shares them.
 */
export function intradayShape(
  rng: Rng,
  previousClose: number,
  close: number,
  dailySigma: number,
): IntradayShape {
  const open = previousClose * Math.exp(0.2 * dailySigma * rng.normal());
  const high = Math.max(open, close) * Math.exp(0.6 * dailySigma * Math.abs(rng.normal()));
  const low = Math.min(open, close) * Math.exp(-0.6 * dailySigma * Math.abs(rng.normal()));
  return { open: open / close, high: high / close, low: low / close };
}

/** Years between two days on an ACT/365 basis. */
export const yearsBetween = (from: string, to: string) => daysBetween(from as IsoDate, to as IsoDate) / 365;
