/**
 * The market clock: America/Chicago (spec 02 §9 "Market timezone America/Chicago. After 20:00 there,
 * next-day bars are accepted").
 *
 * Chicago local time is computed from the instant by the US daylight-saving rules (Energy Policy Act
 * of 2005 and the Uniform Time Act before it), not by the process time zone:
 * - 2007 on: CDT (UTC−5) from the second Sunday of March, 02:00 CST, to the first Sunday of November, 02:00 CDT.
 * - 1987–2006: first Sunday of April to last Sunday of October.
 * - 1967–1986: last Sunday of April to last Sunday of October (the 1974–75 emergency years are not modelled).
 * Otherwise CST (UTC−6).
 */
import { requireFinite } from '../check.ts';
import { addDays, epochDayOf, fromEpochDay, type IsoDate, weekday } from './date.ts';

/** The market's IANA time zone. */
export const MARKET_TIME_ZONE = 'America/Chicago';

/** From this Chicago local hour on (20:00), the next day's bar is accepted. */
export const NEXT_DAY_BAR_HOUR = 20;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Epoch day of the n-th (1-based) Sunday of a month, or the last one when n = -1. */
function sundayOf(year: number, month: number, n: number): number {
  if (n > 0) {
    const first = epochDayOf(year, month, 1);
    const toSunday = (7 - weekday(fromEpochDay(first))) % 7;
    return first + toSunday + (n - 1) * 7;
  }
  const last = epochDayOf(year, month + 1, 1) - 1;
  return last - (weekday(fromEpochDay(last)) % 7);
}

/** The [start, end) UTC milliseconds of daylight time in Chicago for `year`. */
function daylightRange(year: number): [number, number] {
  let startDay: number;
  let endDay: number;
  if (year >= 2007) {
    startDay = sundayOf(year, 3, 2);
    endDay = sundayOf(year, 11, 1);
  } else if (year >= 1987) {
    startDay = sundayOf(year, 4, 1);
    endDay = sundayOf(year, 10, -1);
  } else {
    startDay = sundayOf(year, 4, -1);
    endDay = sundayOf(year, 10, -1);
  }
  // 02:00 CST = 08:00 UTC; 02:00 CDT = 07:00 UTC.
  return [startDay * DAY_MS + 8 * HOUR_MS, endDay * DAY_MS + 7 * HOUR_MS];
}

/**
 * Chicago's offset from UTC at an instant, in minutes: −300 (CDT) or −360 (CST).
 * @param epochMs milliseconds since 1970-01-01T00:00:00Z.
 * @throws FinanceError INVALID_ARGUMENT when `epochMs` is not finite.
 */
export function chicagoUtcOffsetMinutes(epochMs: number): -300 | -360 {
  requireFinite('instant', epochMs);
  // The UTC year is the Chicago year around both switches (March and November).
  const year = Number(fromEpochDay(Math.floor(epochMs / DAY_MS)).slice(0, 4));
  if (year < 1967) return -360;
  const [start, end] = daylightRange(year);
  return epochMs >= start && epochMs < end ? -300 : -360;
}

/** Chicago wall-clock time of an instant. */
export interface ChicagoTime {
  readonly date: IsoDate;
  /** 0 to 23. */
  readonly hour: number;
  /** 0 to 59. */
  readonly minute: number;
  /** −300 (CDT) or −360 (CST). */
  readonly offsetMinutes: -300 | -360;
}

/**
 * The Chicago date and time of an instant.
 * @param epochMs milliseconds since 1970-01-01T00:00:00Z.
 * @throws FinanceError INVALID_ARGUMENT when `epochMs` is not finite.
 */
export function chicagoTime(epochMs: number): ChicagoTime {
  const offsetMinutes = chicagoUtcOffsetMinutes(epochMs);
  const local = epochMs + offsetMinutes * 60_000;
  const day = Math.floor(local / DAY_MS);
  const msOfDay = local - day * DAY_MS;
  return {
    date: fromEpochDay(day),
    hour: Math.floor(msOfDay / HOUR_MS),
    minute: Math.floor((msOfDay % HOUR_MS) / 60_000),
    offsetMinutes,
  };
}

/** Whether, at this instant, the next day's bar is accepted: Chicago time is 20:00 or later. */
export function acceptsNextDayBar(epochMs: number): boolean {
  return chicagoTime(epochMs).hour >= NEXT_DAY_BAR_HOUR;
}

/**
 * The latest bar date accepted at an instant: Chicago's date, or the next day from 20:00 Chicago time on.
 * @throws FinanceError INVALID_ARGUMENT when `epochMs` is not finite.
 */
export function latestAcceptedBarDate(epochMs: number): IsoDate {
  const t = chicagoTime(epochMs);
  return t.hour >= NEXT_DAY_BAR_HOUR ? addDays(t.date, 1) : t.date;
}
