import { type ExecutionWindow, type Validity, WINDOW_REACH } from '@cobertura/contracts';
import { addDays, addMonths, type IsoDate, utcDateOfInstant } from '@cobertura/finance/time';

/**
 * A request's clock: when its execution window ends, and when it expires by its validity. A
 * 'day' request lives until the FX market's daily cut, 17:00 in New York (the convention of the
 * interbank FX market: the value date rolls at 5 pm New York time).
 */

/** The FX market's time zone and the hour its trading day ends. */
export const FX_CUT_TIME_ZONE = 'America/New_York';
export const FX_CUT_HOUR = 17;

const DAY_MS = 86_400_000;

/**
 * When the desk should have executed a request submitted at `at`: 7 or 15 days (of 24 hours)
 * later, or the same time a calendar month later (UTC, the month's last day when it has none).
 */
export function windowEnds(at: Date, window: ExecutionWindow): Date {
  const reach = WINDOW_REACH[window];
  if (!reach.months) return new Date(at.getTime() + (reach.days ?? 0) * DAY_MS);
  const day = utcDateOfInstant(at.getTime());
  const timeOfDay = at.getTime() - Date.parse(`${day}T00:00:00Z`);
  return new Date(Date.parse(`${addMonths(day, reach.months)}T00:00:00Z`) + timeOfDay);
}

const newYorkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: FX_CUT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** New York's wall clock at an instant, read as if it were UTC (milliseconds), and its date. */
function newYorkWall(epochMs: number): { wallMs: number; date: IsoDate } {
  const part = Object.fromEntries(newYorkClock.formatToParts(epochMs).map((p) => [p.type, p.value]));
  const date = `${part.year}-${part.month}-${part.day}` as IsoDate;
  const wallMs = Date.parse(`${date}T${part.hour}:${part.minute}:${part.second}Z`);
  return { wallMs, date };
}

/** New York's offset from UTC at an instant, in milliseconds (−4 h in summer, −5 h in winter). */
function newYorkOffsetMs(epochMs: number): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return newYorkWall(whole).wallMs - whole;
}

/**
 * The instant a New York wall-clock hour of `date` falls on. The offset is read at a first guess
 * and again at the instant it gives, which settles it on either side of a daylight-saving switch
 * (17:00 is never in the hour a switch skips or repeats: they happen at 02:00).
 */
export function newYorkInstant(date: IsoDate, hour: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000;
  const guess = wall - newYorkOffsetMs(wall);
  return new Date(wall - newYorkOffsetMs(guess));
}

/** The next FX cut strictly after `at`: 17:00 New York that day, or the next day's once it has passed. */
export function nextFxCut(at: Date): Date {
  const { date } = newYorkWall(at.getTime());
  const today = newYorkInstant(date, FX_CUT_HOUR);
  return today > at ? today : newYorkInstant(addDays(date, 1), FX_CUT_HOUR);
}

/**
 * When a request submitted at `submittedAt` expires unexecuted: the next FX cut for a 'day'
 * request, the treasurer's time for 'until', never (null) for 'gtc'.
 */
export function expiryOf(validity: Validity, submittedAt: Date, validUntil: Date | null): Date | null {
  if (validity === 'day') return nextFxCut(submittedAt);
  if (validity === 'until') return validUntil;
  return null;
}
