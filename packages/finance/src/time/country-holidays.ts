/**
 * Country holidays from the date-holidays rules, reduced to the days that close markets.
 *
 * Which holidays count:
 * - date-holidays types `public` (a legal day off) and `bank` (banks closed) close the market;
 *   `optional`, `school` and `observance` do not.
 * - Only whole days count: a holiday that starts in the afternoon (e.g. 'easter -2 14:00') does not.
 * - A holiday lasting several days counts on each of its days.
 * - Country level only, except where a market follows a region ({@link MARKET_REGION}).
 * - USA follows the Federal Reserve's holiday schedule, the calendar of USD settlement (Fedwire):
 *   the federal holidays, a Sunday holiday observed on the Monday, but a Saturday holiday NOT moved
 *   to the Friday ("For holidays falling on Saturday, Federal Reserve Banks and Branches will be open
 *   the preceding Friday", federalreserve.gov/aboutthefed/k8.htm). So Saturday-to-Friday substitutes
 *   are dropped for USA.
 * - {@link HOLIDAY_CORRECTIONS} adds or removes the days where the official lists differ from the
 *   rules (each entry names its source).
 */
// biome-ignore lint/suspicious/noTsIgnore: typed through HolidayRules below, whether or not the package ships types.
// @ts-ignore -- the date-holidays package (see time/README.md).
import DateHolidays from 'date-holidays';
import { FinanceError } from '../errors.ts';
import { toAlpha2, toAlpha3 } from './country-codes.ts';
import { addDays, type IsoDate, weekday } from './date.ts';

/** The date-holidays types that close a market. */
export const CLOSING_HOLIDAY_TYPES: readonly string[] = ['public', 'bank'];

/** Countries whose market calendar is a region's: Malaysia's (MYR, Bursa Malaysia) is Kuala Lumpur's. */
export const MARKET_REGION: Readonly<Record<string, string>> = { MYS: '14' };

/** Official corrections to the rules: dates to add (with a name) or remove, per ISO alpha-3 country. */
export interface HolidayCorrection {
  readonly add?: Readonly<Record<string, string>>;
  readonly remove?: readonly string[];
  readonly source: string;
}

/** Corrections where the official lists (see time/README.md) differ from the date-holidays rules. */
export const HOLIDAY_CORRECTIONS: Readonly<Record<string, readonly HolidayCorrection[]>> = {};

/** What this file uses of a date-holidays instance. */
interface HolidayRules {
  getCountries(): Record<string, string>;
  getHolidays(year: number): readonly {
    readonly date: string;
    readonly start: Date;
    readonly end: Date;
    readonly type: string;
    readonly substitute?: boolean;
  }[];
}

/** date-holidays' constructor: (country?, state?) → rules. */
const Rules = DateHolidays as unknown as new (country?: string, state?: string) => HolidayRules;

const sources = new Map<string, HolidayRules>();
let supported: Record<string, string> | undefined;

function sourceOf(alpha3: string): HolidayRules {
  let source = sources.get(alpha3);
  if (!source) {
    const alpha2 = toAlpha2(alpha3);
    supported ??= new Rules().getCountries();
    if (!supported?.[alpha2]) {
      throw new FinanceError('UNKNOWN_CALENDAR', `no holiday rules for country '${alpha3}'`);
    }
    const region = MARKET_REGION[alpha3];
    source = region ? new Rules(alpha2, region) : new Rules(alpha2);
    sources.set(alpha3, source);
  }
  return source;
}

const DAY_MS = 86_400_000;

/**
 * The market-closing holidays of a country falling in a year (unsorted, may repeat), weekend days included.
 * @param country ISO alpha-3 or alpha-2. @param year 1 to 9999.
 * @throws FinanceError UNKNOWN_CALENDAR for an unknown country or one without holiday rules.
 */
export function countryHolidays(country: string, year: number): IsoDate[] {
  const alpha3 = toAlpha3(country);
  const out: IsoDate[] = [];
  const source = sourceOf(alpha3);
  // A substitute day can fall in the neighbouring year (New Year on a Saturday observed on 31 December).
  const entries = [year - 1, year, year + 1].flatMap((y) =>
    y >= 1 && y <= 9999 ? source.getHolidays(y) : [],
  );
  for (const h of entries) {
    if (!CLOSING_HOLIDAY_TYPES.includes(h.type)) continue;
    if (h.date.slice(11, 19) !== '00:00:00') continue;
    const first = h.date.slice(0, 10) as IsoDate;
    if (alpha3 === 'USA' && h.substitute && weekday(first) === 5) continue;
    const days = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY_MS));
    for (let i = 0; i < days; i++) {
      const day = addDays(first, i);
      if (day.startsWith(String(year).padStart(4, '0'))) out.push(day);
    }
  }
  for (const correction of HOLIDAY_CORRECTIONS[alpha3] ?? []) {
    const removed = new Set(correction.remove ?? []);
    for (let i = out.length - 1; i >= 0; i--) if (removed.has(out[i]!)) out.splice(i, 1);
    for (const date of Object.keys(correction.add ?? {})) {
      if (date.startsWith(String(year).padStart(4, '0'))) out.push(date as IsoDate);
    }
  }
  return out;
}
